import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { prepareShell } from '../storybook/shellStoryKit';
import { Message } from './Message';
import { messageStore, showMessage } from './message.store';

const meta = {
  title: 'Shell/Message',
  component: Message,
  beforeEach: () => prepareShell(),
} satisfies Meta<typeof Message>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  beforeEach: () => showMessage({ message: 'User data saved with api', variant: 'success' }),
};
export const Warning: Story = {
  beforeEach: () => showMessage({ message: 'Check your connection', variant: 'warning' }),
};
export const ErrorMessage: Story = {
  beforeEach: () => showMessage({ message: 'Invalid access_token', variant: 'error' }),
};
export const Info: Story = {
  beforeEach: () => showMessage({ message: 'A new version is available', variant: 'info' }),
};

/** Top center; hides by itself after 6000 ms (fake clock: the test advances time, it does not wait). */
export const HidesAfter6000ms: Story = {
  play: async ({ canvas }) => {
    const realSetTimeout = window.setTimeout;
    const timers: { fn: () => void; ms: number }[] = [];
    // A fake clock for timers of 1 s and more (the message's); shorter ones (testing-library's polling) run.
    window.setTimeout = ((fn: () => void, ms?: number, ...rest: unknown[]) => {
      if ((ms ?? 0) >= 1000) {
        timers.push({ fn, ms: ms ?? 0 });
        return 0;
      }
      return realSetTimeout(fn, ms, ...rest);
    }) as typeof window.setTimeout;
    try {
      showMessage({ message: 'Saved', variant: 'success' });
      const snackbar = await canvas.findByTestId('shell-message');
      // One live region, always in the page, announces it: the card is not a second one.
      await expect(canvas.getByRole('status')).toHaveTextContent('Saved');
      await expect(snackbar).not.toHaveAttribute('role');
      const box = snackbar.getBoundingClientRect();
      await expect(Math.round(box.left + box.width / 2)).toBe(Math.round(window.innerWidth / 2));
      await expect(box.top).toBeLessThan(40);
      await waitFor(() => expect(timers.some((t) => t.ms === 6000)).toBe(true));
      const timer = timers.find((t) => t.ms === 6000)!;
      await expect(messageStore.state).toBe(true);
      timer.fn();
      await waitFor(() => expect(canvas.queryByTestId('shell-message')).toBeNull());
    } finally {
      window.setTimeout = realSetTimeout;
    }
  },
};

/** The close button hides it at once. */
export const ClosesOnItsButton: Story = {
  beforeEach: () => showMessage({ message: 'User data saved with api', variant: 'success' }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Close message' }));
    await waitFor(() => expect(canvas.queryByTestId('shell-message')).toBeNull());
    await expect(messageStore.state).toBe(false);
  },
};
