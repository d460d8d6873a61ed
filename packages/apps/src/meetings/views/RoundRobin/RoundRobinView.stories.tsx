import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../../../lib/product/product.icons';
import { turn } from '../meetings.fixtures';
import { RoundRobinView } from './RoundRobinView';

const meta = {
  title: 'Apps/Meetings/Views/RoundRobin',
  component: RoundRobinView,
  args: { turn, live: true, onNext: fn() },
} satisfies Meta<typeof RoundRobinView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The viewer's turn: speak, then hand over, or pass. */
export const YourTurn: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('It is your turn to speak.')).toBeVisible();
    const order = canvas.getByRole('list', { name: 'Speaking order' });
    await expect(within(order).getAllByRole('listitem')[1]).toHaveTextContent('Ada Attendee (you)Speaking');
    await expect(within(order).getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');
    await userEvent.click(canvas.getByRole('button', { name: 'I pass' }));
    await expect(args.onNext).toHaveBeenCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: "I'm done speaking" }));
    await expect(args.onNext).toHaveBeenCalledWith(false);
  },
};

/** Someone else speaks; the viewer may not move the queue on. */
export const Waiting: Story = {
  args: {
    turn: {
      ...turn,
      viewerCanAdvance: false,
      queue: turn.queue.map((entry) => ({ ...entry, isViewer: entry.userId === 'u-host' })),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Speaking now: Ada Attendee');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Finished: Story = {
  args: { turn: { ...turn, finished: true, currentIndex: 3 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Everyone has had their turn.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const NotStarted: Story = {
  args: { turn: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/The speaking order appears/)).toBeVisible();
  },
};
