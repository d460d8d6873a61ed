import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import '../../../lib/product/product.icons';
import { ModerationNotice } from './ModerationNotice';

const meta = {
  title: 'Apps/Meetings/Views/ModerationNotice',
  component: ModerationNotice,
  args: { trace: [{ reason: 'off-topic', count: 1 }] },
} satisfies Meta<typeof ModerationNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What every member sees once the host hid an idea: how many, and why; never which or whose. */
export const OneHidden: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Moderation' });
    await expect(list).toHaveTextContent('1 idea hidden by the host: off-topic');
  },
};

export const SeveralReasons: Story = {
  args: {
    trace: [
      { reason: 'off-topic', count: 2 },
      { reason: 'a personal remark', count: 1 },
    ],
  },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('2 ideas hidden by the host: off-topic');
    await expect(items[1]).toHaveTextContent('1 idea hidden by the host: a personal remark');
  },
};

/** Nothing hidden: nothing shown. */
export const NothingHidden: Story = {
  args: { trace: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};
