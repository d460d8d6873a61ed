import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading } from './Heading';

const meta = {
  title: 'UI/Heading',
  component: Heading,
  args: { level: 1, children: 'Better virtual meetings' },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Levels: Story = {
  render: () => (
    <div>
      {([1, 2, 3, 4, 5, 6] as const).map((level) => (
        <Heading key={level} level={level}>
          Heading level {level}
        </Heading>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading')).toHaveLength(6);
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('Heading level 3');
  },
};

export const SizeIndependentOfLevel: Story = {
  args: { level: 2, size: 'display', children: 'An h2 that looks like a display title' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2 });
    await expect(getComputedStyle(heading).fontSize).toBe('36px');
  },
};

// Usage examples for the docs page (Heading.mdx): out of the sidebar and of the docs page's list of states.

/** Do: levels follow the outline (h1, then h2 for each section); `size` changes the looks, not the level. */
export const DoFollowTheOutline: Story = {
  tags: ['!dev', '!autodocs'],
  render: () => (
    <div>
      <Heading level={1} size="xl">
        Weekly design review
      </Heading>
      <p>Thursdays at 10:00, in the Atlas room and online.</p>
      <Heading level={2} size="md">
        Agenda
      </Heading>
      <p>Three items, ten minutes each.</p>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Agenda' })).toBeVisible();
  },
};

/**
 * Don't: skip from h1 to h4 to get a smaller heading: the outline gets a gap (axe's `heading-order` rule fails,
 * so it is not a test, `!test`). Keep the h2 and set `size`.
 */
export const DontSkipLevelsForLooks: Story = {
  tags: ['!dev', '!autodocs', '!test'],
  render: () => (
    <div>
      <Heading level={1}>Weekly design review</Heading>
      <p>Thursdays at 10:00, in the Atlas room and online.</p>
      <Heading level={4}>Agenda</Heading>
      <p>Three items, ten minutes each.</p>
    </div>
  ),
};
