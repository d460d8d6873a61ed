import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import { Text } from '../Text/Text';
import { Card } from './Card';

const meta = {
  title: 'UI/Card',
  component: Card,
  args: {
    as: 'article',
    'aria-labelledby': 'card-title',
    style: { maxInlineSize: 320 },
    children: (
      <div style={{ display: 'grid', gap: 8 }}>
        <Heading level={3} id="card-title" size="lg">
          Weekly sync
        </Heading>
        <Text tone="muted" size="sm">
          Tuesday 10:00 · 8 participants
        </Text>
        <div>
          <Button size="sm">Join</Button>
        </div>
      </div>
    ),
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Weekly sync' })).toBeVisible();
  },
};

export const Raised: Story = { args: { elevation: 2, bordered: false } };

// Usage examples for the docs page (Card.mdx): out of the sidebar and of the docs page's list of states.

/** Do: each card an `article` named by its heading; the link is the heading's text, the action a button. */
export const DoNamedArticle: Story = {
  tags: ['!dev', '!autodocs'],
  render: () => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(2, minmax(0, 240px))' }}>
      {[
        { id: 'sync', title: 'Weekly sync', when: 'Tuesday 10:00' },
        { id: 'review', title: 'Design review', when: 'Thursday 14:00' },
      ].map((meeting) => (
        <Card key={meeting.id} as="article" aria-labelledby={`${meeting.id}-title`}>
          <div style={{ display: 'grid', gap: 8 }}>
            <Heading level={3} id={`${meeting.id}-title`} size="lg">
              <a href={`#${meeting.id}`}>{meeting.title}</a>
            </Heading>
            <Text tone="muted" size="sm">
              {meeting.when}
            </Text>
            <div>
              <Button size="sm" variant="soft">
                Join
              </Button>
            </div>
          </div>
        </Card>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Design review' })).toBeVisible();
  },
};

/** Don't: the whole card as a link: its name is all of its text, read in one breath on every card. */
export const DontWholeCardAsLink: Story = {
  tags: ['!dev', '!autodocs'],
  render: () => (
    <Card as="a" href="#sync" style={{ display: 'grid', gap: 8, maxInlineSize: 240, textDecoration: 'none' }}>
      <Text weight="bold" size="lg">
        Weekly sync
      </Text>
      <Text tone="muted" size="sm">
        Tuesday 10:00 · 8 participants · Room 4 · Agenda: planning, last week’s actions
      </Text>
    </Card>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAccessibleName(/^Weekly sync.*last week’s actions$/);
  },
};
