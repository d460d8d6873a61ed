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
