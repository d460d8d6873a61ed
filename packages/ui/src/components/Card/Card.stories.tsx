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
