import type { Meta, StoryObj } from '@storybook/react-vite';
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
