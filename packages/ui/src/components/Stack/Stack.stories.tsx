import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { Stack } from './Stack';

const meta = {
  title: 'UI/Stack',
  component: Stack,
  args: {
    gap: 'md',
    children: [
      <Button key="a">Join</Button>,
      <Button key="b" variant="soft">
        Schedule
      </Button>,
      <Button key="c" variant="ghost">
        Invite
      </Button>,
    ],
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Column: Story = {
  args: { align: 'start' },
  play: async ({ canvas }) => {
    const [a, b] = canvas.getAllByRole('button') as [HTMLElement, HTMLElement];
    await expect(b.getBoundingClientRect().top - a.getBoundingClientRect().bottom).toBe(12);
  },
};

export const Row: Story = {
  args: { direction: 'row', align: 'center' },
  play: async ({ canvas }) => {
    const [a, b] = canvas.getAllByRole('button') as [HTMLElement, HTMLElement];
    await expect(b.getBoundingClientRect().left - a.getBoundingClientRect().right).toBe(12);
  },
};

export const RowInRtl: Story = {
  globals: { dir: 'rtl' },
  args: { direction: 'row' },
  play: async ({ canvas }) => {
    const [a, b] = canvas.getAllByRole('button') as [HTMLElement, HTMLElement];
    await expect(a.getBoundingClientRect().left).toBeGreaterThan(b.getBoundingClientRect().left);
  },
};

export const Wrapping: Story = {
  args: { direction: 'row', wrap: true, gap: 'sm', style: { maxInlineSize: 200 } },
};

export const SpaceBetween: Story = {
  args: { direction: 'row', justify: 'between' },
};

// Usage examples for the docs page (Stack.mdx): out of the sidebar and of the docs page's list of states.

/** Do: a list laid out by a Stack is still a list: `as="ul"` with `role="list"` and `<li>` children. */
export const DoKeepTheSemantics: Story = {
  tags: ['!dev', '!autodocs'],
  render: () => (
    <Stack as="ul" role="list" gap="sm" aria-label="Participants">
      <li>Amira Haddad</li>
      <li>Jonas Berg</li>
      <li>Mei Tanaka</li>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Participants' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Don't: reverse the visual order (`flexDirection="row-reverse"`); the tab order no longer follows what is seen. */
export const DontReverseTheOrder: Story = {
  tags: ['!dev', '!autodocs'],
  render: () => (
    <Stack direction="row" flexDirection="row-reverse">
      <Button>Save</Button>
      <Button variant="ghost" tone="neutral">
        Cancel
      </Button>
    </Stack>
  ),
};
