import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Divider } from './Divider';

const meta = { title: 'UI/Divider', component: Divider } satisfies Meta<typeof Divider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <span>Agenda</span>
      <Divider {...args} />
      <span>Notes</span>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const rule = canvasElement.querySelector('[data-orientation="horizontal"]') as HTMLElement;
    await expect(rule.getBoundingClientRect().height).toBe(1);
    await expect(rule).toHaveAttribute('role', 'none');
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical', decorative: false },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <span>Mute</span>
      <Divider {...args} />
      <span>Leave</span>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('separator')).toHaveAttribute('aria-orientation', 'vertical');
  },
};

/** Both orientations together (the visual test's baseline). */
export const Orientations: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <span>Agenda</span>
      <Divider />
      <span>Notes</span>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', blockSize: 32 }}>
        <span>Mute</span>
        <Divider orientation="vertical" />
        <span>Camera</span>
        <Divider orientation="vertical" />
        <span>Leave</span>
      </div>
    </div>
  ),
};

export const OrientationsDark: Story = { ...Orientations, globals: { theme: 'defaultDark' } };
