import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatDate } from '../../../lib/format';
import { chatContacts, chatUser } from '../chat.fixtures';
import { ChatSidebar } from './ChatSidebar';

const meta = {
  title: 'Apps/Chat/ChatSidebar',
  component: ChatSidebar,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <div style={{ maxWidth: 280 }}>
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
  args: { user: chatUser, contacts: chatContacts, search: '', contactId: 'c2', onNavigate: fn() },
} satisfies Meta<typeof ChatSidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const chats = within(canvas.getByRole('navigation', { name: 'Chats' }));
    const links = chats.getAllByRole('link');
    await expect(links).toHaveLength(2);
    await expect(links[0]).toHaveAccessibleName(/^Ada Lovelace \(Online\).*2 unread/);
    await expect(links[1]).toHaveAttribute('aria-current', 'page');
    // Earlier this year: the day and month, in the user's locale ('5 Jan' in en-GB).
    await expect(links[1]).toHaveTextContent(formatDate('2026-01-05T10:00:00.000Z', 'dayMonth'));
    const contacts = within(canvas.getByRole('navigation', { name: 'Contacts' }));
    await expect(contacts.getByRole('link', { name: /^Alan Turing \(Do not disturb\)/ })).toHaveAttribute(
      'href',
      '/apps/chat/c3',
    );
    await userEvent.click(contacts.getByRole('link', { name: /^Katherine Johnson/ }));
    await expect(args.onNavigate).toHaveBeenCalled();
  },
};

export const Searched: Story = {
  args: { search: 'turing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No chats yet.')).toBeVisible();
    await expect(
      within(canvas.getByRole('navigation', { name: 'Contacts' })).getAllByRole('link'),
    ).toHaveLength(1);
  },
};

/**
 * In Arabic: a Latin contact's name and mood keep their own direction (dir=auto), so a long one is cut at its end
 * ("Omar Na…"), not at its start ("…r Nasser").
 */
export const InArabicLatinTextKeepsItsDirection: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const chats = within(canvasElement).getAllByRole('navigation')[0] as HTMLElement;
    const [first] = within(chats).getAllByRole('link') as [HTMLElement];
    const name = first.querySelector('[data-part="name"]') as HTMLElement;
    await expect(name).toHaveTextContent(/^Ada Lovelace/);
    await expect(getComputedStyle(name).direction).toBe('ltr');
    const mood = within(first).getByText('Counting engines');
    await expect(getComputedStyle(mood).direction).toBe('ltr');
    await expect(getComputedStyle(first).direction).toBe('rtl');
  },
};
