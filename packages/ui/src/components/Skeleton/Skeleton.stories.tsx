import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  args: { animate: false },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  args: { lines: 3 },
  render: (args) => (
    <div style={{ inlineSize: 320 }}>
      <Skeleton {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const lines = canvasElement.querySelectorAll('[data-variant="text"]');
    await expect(lines).toHaveLength(3);
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};

/** A card loading: the container carries `aria-busy`, the placeholders are hidden. */
export const Card: Story = {
  render: (args) => (
    <section
      aria-busy="true"
      aria-label="Loading meeting"
      style={{ display: 'flex', gap: 12, inlineSize: 360 }}
    >
      <Skeleton {...args} variant="circle" />
      <div style={{ flex: 1 }}>
        <Skeleton {...args} width="50%" />
        <Skeleton {...args} lines={2} />
        <Skeleton {...args} variant="rect" height={80} style={{ marginBlockStart: 8 }} />
      </div>
    </section>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Loading meeting' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** It pulses; for a reader who asked for reduced motion (as the story tests do) it is a still block. */
export const Animated: Story = {
  args: { animate: true, width: 240 },
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[data-variant="text"]') as HTMLElement;
    const { animationName } = getComputedStyle(skeleton);
    if (matchMedia('(prefers-reduced-motion: reduce)').matches) await expect(animationName).toBe('none');
    else await expect(animationName).not.toBe('none');
  },
};

// Usage examples for the docs page (Skeleton.mdx): out of the sidebar and of the docs page's list of states.

/** Do: placeholders in the shape of the rows that are coming, in a container that is busy and named. */
export const DoShapeOfContent: Story = {
  tags: ['!dev', '!autodocs'],
  render: (args) => (
    <section aria-label="Participants" aria-busy="true" style={{ display: 'grid', gap: 12, inlineSize: 320 }}>
      {[1, 2, 3].map((row) => (
        <div key={row} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <Skeleton {...args} variant="circle" width={32} height={32} />
          <div style={{ flex: 1 }}>
            <Skeleton {...args} width="40%" />
            <Skeleton {...args} width="70%" />
          </div>
        </div>
      ))}
    </section>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Participants' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Don't: one big block for content whose shape is known; it says nothing of what is coming, and the page jumps. */
export const DontOneBigBlock: Story = {
  tags: ['!dev', '!autodocs'],
  render: (args) => (
    <section aria-label="Participants" aria-busy="true" style={{ inlineSize: 320 }}>
      <Skeleton {...args} variant="rect" height={48} />
    </section>
  ),
};
