import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { expect } from 'storybook/test';
import { LinearProgress } from './LinearProgress';

const meta = {
  title: 'UI/LinearProgress',
  component: LinearProgress,
  args: { label: 'Uploading recording' },
  render: (args) => (
    <div style={{ inlineSize: 320 }}>
      <LinearProgress {...args} />
    </div>
  ),
} satisfies Meta<typeof LinearProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Determinate: Story = {
  args: { value: 40 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Uploading recording' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(bar).toHaveAttribute('data-state', 'loading');
    const fill = bar.firstElementChild as HTMLElement;
    await expect(fill.getBoundingClientRect().width / bar.getBoundingClientRect().width).toBeCloseTo(0.4, 1);
  },
};

export const Indeterminate: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Uploading recording' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(bar).toHaveAttribute('data-state', 'indeterminate');
  },
};

export const ValueTextAndClamping: Story = {
  args: { value: 12, max: 10, valueText: 'All 10 files', size: 'lg' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '10');
    await expect(bar).toHaveAttribute('aria-valuetext', 'All 10 files');
    await expect(bar).toHaveAttribute('data-state', 'complete');
  },
};

export const States: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, inlineSize: 320 }}>
      <LinearProgress label="Not started" value={0} />
      <LinearProgress label="A quarter" value={25} />
      <LinearProgress label="Three quarters" value={75} size="lg" />
      <LinearProgress label="Done" value={100} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(4);
  },
};

export const RightToLeft: Story = {
  args: { value: 25 },
  globals: { dir: 'rtl' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar');
    const fill = bar.firstElementChild as HTMLElement;
    // The filled part starts at the right edge.
    await expect(Math.round(fill.getBoundingClientRect().right)).toBe(
      Math.round(bar.getBoundingClientRect().right),
    );
  },
};

// Usage examples for the docs page (LinearProgress.mdx): out of the sidebar and of the docs page's list of states.

/** Do: a visible label names the bar (`aria-labelledby`), and `valueText` says the count, not a percentage. */
export const DoNameAndCount: Story = {
  tags: ['!dev', '!autodocs'],
  render: function Render() {
    const id = useId();
    return (
      <div style={{ display: 'grid', gap: 8, inlineSize: 320 }}>
        <span id={id}>Uploading recordings: 3 of 10</span>
        <LinearProgress aria-labelledby={id} value={3} max={10} valueText="3 of 10 recordings" />
      </div>
    );
  },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Uploading recordings: 3 of 10' });
    await expect(bar).toHaveAttribute('aria-valuetext', '3 of 10 recordings');
  },
};

/** Don't: several bars with the default name: a screen reader hears "Loading" for each, and not which is which. */
export const DontLeaveTheDefaultName: Story = {
  tags: ['!dev', '!autodocs'],
  render: () => (
    <div style={{ display: 'grid', gap: 16, inlineSize: 320 }}>
      <div style={{ display: 'grid', gap: 8 }}>
        <span>Design review.mp4</span>
        <LinearProgress value={80} />
      </div>
      <div style={{ display: 'grid', gap: 8 }}>
        <span>Roadmap review.mp4</span>
        <LinearProgress value={30} />
      </div>
    </div>
  ),
};
