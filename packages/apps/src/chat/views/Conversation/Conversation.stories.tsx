import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../../chat.icons';
import { chatContacts, chatMessages } from '../chat.fixtures';
import { Conversation } from './Conversation';

const meta = {
  title: 'Apps/Chat/Conversation',
  component: Conversation,
  args: {
    contact: chatContacts[0],
    userId: 'me',
    messages: chatMessages,
    draft: '',
    onDraftChange: fn(),
    onSend: fn(),
  },
} satisfies Meta<typeof Conversation>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = canvas.getByRole('log', { name: 'Messages' });
    await expect(log).toHaveAttribute('aria-live', 'polite');
    await expect(within(log).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(log).getByText('You:')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

export const EnterSends: Story = {
  args: { draft: '  Hello there  ' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Message' });
    box.focus();
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(args.onDraftChange).toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Hello there');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledTimes(2);
  },
};

export const NoMessages: Story = {
  args: { messages: [], contact: chatContacts[3] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No messages yet. Say hello!')).toBeVisible();
  },
};

/** In Arabic: a Latin name, mood and message keep their own direction (dir=auto); the page stays right to left. */
export const InArabicLatinTextKeepsItsDirection: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { name: 'Ada Lovelace' });
    await expect(getComputedStyle(heading).direction).toBe('ltr');
    await expect(getComputedStyle(canvas.getByText('Counting engines')).direction).toBe('ltr');
    const message = within(canvas.getByRole('log')).getByText('Did you see the agenda?');
    await expect(getComputedStyle(message).direction).toBe('ltr');
    await expect(getComputedStyle(message.closest('li') as HTMLElement).direction).toBe('rtl');
  },
};
