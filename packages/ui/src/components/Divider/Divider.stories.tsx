import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading } from '../Heading/Heading';
import { Text } from '../Text/Text';
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

// Usage examples for the docs page (Divider.mdx): out of the sidebar and of the docs page's list of states.

/** Do: a decorative rule between sections that their headings already separate for a screen reader. */
export const DoDecorativeBetweenSections: Story = {
  tags: ['!dev', '!autodocs'],
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxInlineSize: 400 }}>
      <section aria-labelledby="divider-agenda">
        <Heading level={3} id="divider-agenda" size="md">
          Agenda
        </Heading>
        <Text as="p">Welcome, last week’s actions, planning.</Text>
      </section>
      <Divider />
      <section aria-labelledby="divider-notes">
        <Heading level={3} id="divider-notes" size="md">
          Notes
        </Heading>
        <Text as="p">No notes yet.</Text>
      </section>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('separator')).toBeNull();
  },
};

/** Don't: a semantic separator between every row: a screen reader says "separator" between every two lines. */
export const DontSeparatorEverywhere: Story = {
  tags: ['!dev', '!autodocs'],
  render: () => (
    <div style={{ display: 'grid', gap: 8, maxInlineSize: 400 }}>
      <span>Ada Lovelace</span>
      <Divider decorative={false} />
      <span>Alan Turing</span>
      <Divider decorative={false} />
      <span>Grace Hopper</span>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('separator')).toHaveLength(2);
  },
};
