import { getDbSnapshot } from '@chorus/mock-handlers';
import { type ChatContact, type ChatUser, chatPaths } from '@chorus/mock-handlers/contracts';
import { ShellScreenSize } from '@chorus/shell';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  countReads,
  heldAnswers,
  withAppProviders,
  withHandlers,
  withSmallScreen,
} from '../../../lib/storybook';
import { signInForStory } from '../../../lib/storyAuth';
import { resetChatStore } from '../../chat.store';
import ChatScreen from './ChatScreen';

const paths = ['/apps/chat/:contactId', '/apps/chat'];
const seed = () => getDbSnapshot().stores.chat as { contacts: ChatContact[]; user: ChatUser };

const meta = {
  title: 'Apps/Chat/ChatScreen',
  component: ChatScreen,
  parameters: { layout: 'fullscreen' },
  // The template apps' calls need a signed-in admin or staff (issue 15): sign in as the seeded host.
  beforeEach: async () => {
    await signInForStory('host');
    resetChatStore();
  },
  decorators: [withAppProviders({ path: paths, route: '/apps/chat' })],
} satisfies Meta<typeof ChatScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const chats = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('navigation', { name: 'Chats' }, { timeout: 15_000 }));
const contactsNav = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Contacts' }));

export const ChatsAndContacts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await chats(canvasElement);
    const { contacts, user } = seed();
    await expect(list.getAllByRole('link')).toHaveLength(user.chatList.length);
    const unread = contacts.filter((contact) => contact.unread > 0);
    for (const contact of unread) {
      await expect(
        list.getByRole('link', { name: new RegExp(`${contact.name}.*${contact.unread} unread`) }),
      ).toBeVisible();
    }
    await expect(contactsNav(canvasElement).getAllByRole('link')).toHaveLength(contacts.length);
    const first = contacts[0] as ChatContact;
    await expect(list.getByRole('link', { name: new RegExp(`^${first.name}`) })).toHaveTextContent(
      // Relative near now (a list's time: 'now', '5 min ago', 'yesterday'), else the time or the day.
      /\d\d:\d\d|[A-Z][a-z]{2} \d+|\d+ [A-Z][a-z]{2}|now|ago|yesterday/,
    );
    await expect(await canvas.findByRole('heading', { name: 'Choose a contact' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue(user.status);
  },
};

export const OpenAChatReadsIt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await chats(canvasElement);
    const contact = seed().contacts.find((entry) => entry.unread > 0) as ChatContact;
    await userEvent.click(list.getByRole('link', { name: new RegExp(`^${contact.name}.*unread`) }));
    const conversation = await canvas.findByRole('region', { name: `Conversation with ${contact.name}` });
    const log = within(conversation).getByRole('log');
    await waitFor(() => expect(within(log).getAllByRole('listitem').length).toBeGreaterThan(3));
    await expect(log).toHaveAttribute('aria-live', 'polite');
    await waitFor(() =>
      expect(list.getByRole('link', { name: new RegExp(`^${contact.name}`) })).not.toHaveTextContent(
        /unread/,
      ),
    );
    await expect(list.getByRole('link', { name: new RegExp(`^${contact.name}`) })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const StartAChatOnDemand: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await chats(canvasElement);
    const { contacts, user } = seed();
    const withoutChat = contacts.find(
      (contact) => !user.chatList.some((entry) => entry.contactId === contact.id),
    ) as ChatContact;
    await userEvent.click(
      contactsNav(canvasElement).getByRole('link', { name: new RegExp(`^${withoutChat.name}`) }),
    );
    const conversation = await canvas.findByRole('region', { name: `Conversation with ${withoutChat.name}` });
    await expect(await within(conversation).findByText('No messages yet. Say hello!')).toBeVisible();
    await waitFor(() => expect(list.getAllByRole('link')).toHaveLength(user.chatList.length + 1));
    await expect(list.getByRole('link', { name: new RegExp(`^${withoutChat.name}`) })).toBeVisible();
  },
};

export const SendMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await chats(canvasElement);
    const contact = seed().contacts[1] as ChatContact;
    await userEvent.click(list.getByRole('link', { name: new RegExp(`^${contact.name}`) }));
    const conversation = within(
      await canvas.findByRole('region', { name: `Conversation with ${contact.name}` }),
    );
    const box = conversation.getByRole('textbox', { name: 'Message' });
    await waitFor(() => expect(conversation.getByRole('button', { name: 'Send' })).toBeDisabled());
    await userEvent.type(box, 'First line{Shift>}{Enter}{/Shift}second line');
    await expect(box).toHaveValue('First line\nsecond line');
    await userEvent.keyboard('{Enter}');
    const log = conversation.getByRole('log');
    // The sent message shows at once, then as the server answered it (a new element): looked up again on retry.
    await waitFor(() => expect(within(log).getByText(/First line\s+second line/)).toBeVisible());
    await expect(box).toHaveValue('');
    await userEvent.type(box, 'Sent with the button');
    await userEvent.click(conversation.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(within(log).getByText('Sent with the button')).toBeVisible());
    await waitFor(() => {
      const dialog = (
        getDbSnapshot().stores.chat as { chats: { dialog: { message: string }[] }[] }
      ).chats.flatMap((chat) => chat.dialog.map((message) => message.message));
      expect(dialog).toContain('Sent with the button');
    });
    await waitFor(() =>
      expect(list.getAllByRole('link')[0]).toHaveAccessibleName(new RegExp(`^${contact.name}`)),
    );
  },
};

export const EditOwnStatusAndMood: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chats(canvasElement);
    const panel = within(canvas.getByRole('region', { name: 'Your status' }));
    await userEvent.selectOptions(panel.getByRole('combobox', { name: 'Status' }), 'do-not-disturb');
    await waitFor(() => expect(panel.getByText('(Do not disturb)')).toBeInTheDocument());
    const mood = panel.getByRole('textbox', { name: 'Mood' });
    await userEvent.clear(mood);
    await userEvent.type(mood, 'Writing the retro notes{Enter}');
    await expect(await body().findByText('Mood saved')).toBeVisible();
    await waitFor(() =>
      expect(getDbSnapshot().stores.chat).toMatchObject({
        user: { status: 'do-not-disturb', mood: 'Writing the retro notes' },
      }),
    );
  },
};

export const SearchContacts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chats(canvasElement);
    const contact = seed().contacts[5] as ChatContact;
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search contacts' }), contact.name);
    await waitFor(() =>
      expect(
        contactsNav(canvasElement)
          .getAllByRole('link')
          .every((link) => link.textContent?.includes(contact.name)),
      ).toBe(true),
    );
  },
};

const chatReads = countReads(chatPaths.getChat);
const answeredAt = '2026-01-02T03:04:00.000Z';

/** A sent message is the one the server answered (here with its own time), and the chat is not read again. */
export const SentMessageTakesTheServersAnswer: Story = {
  parameters: withHandlers(
    chatReads.handler,
    http.post(chatPaths.sendMessage, async ({ request }) => {
      const { message } = (await request.json()) as { message: string };
      const { user } = seed();
      return HttpResponse.json({ message: { who: user.id, message, time: answeredAt }, userChatData: user });
    }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await chats(canvasElement);
    const contact = seed().contacts[0] as ChatContact;
    await userEvent.click(list.getByRole('link', { name: new RegExp(`^${contact.name}`) }));
    const conversation = within(
      await canvas.findByRole('region', { name: `Conversation with ${contact.name}` }),
    );
    const log = within(conversation.getByRole('log'));
    await waitFor(() => expect(log.getAllByRole('listitem').length).toBeGreaterThan(3));
    const reads = chatReads.count;
    await userEvent.type(conversation.getByRole('textbox', { name: 'Message' }), 'Answered in time{Enter}');
    await log.findByText('Answered in time');
    // The answered message replaces the optimistic one (a new row: read it afresh each time).
    await waitFor(() =>
      expect(log.getByText('Answered in time').closest('li')?.querySelector('time')).toHaveAttribute(
        'dateTime',
        answeredAt,
      ),
    );
    await delay(300);
    await expect(chatReads.count).toBe(reads);
  },
};

export const Empty: Story = {
  parameters: withHandlers(http.get(chatPaths.contacts, () => HttpResponse.json([]))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No contacts yet' }, { timeout: 15_000 }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: withHandlers(
    http.get(chatPaths.contacts, async () => {
      await delay('infinite');
      return HttpResponse.json([]);
    }),
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading chats…')).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: withHandlers(
    http.get(chatPaths.user, () =>
      HttpResponse.json({ error: { code: 'INTERNAL', message: 'Chat is down' } }, { status: 500 }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 15_000 });
    await expect(alert).toHaveTextContent('Chat is down');
  },
};

/** The refusal is held until the play function has seen the message sent (heldAnswers). */
const sendRefusal = heldAnswers();

export const SendRolledBackWhenRefused: Story = {
  parameters: withHandlers(
    http.post(chatPaths.sendMessage, async () => {
      await sendRefusal.wait();
      return HttpResponse.json(
        { error: { code: 'INTERNAL', message: 'Messages are paused' } },
        { status: 500 },
      );
    }),
  ),
  play: async ({ canvasElement }) => {
    sendRefusal.hold();
    const canvas = within(canvasElement);
    const list = await chats(canvasElement);
    const contact = seed().contacts[0] as ChatContact;
    await userEvent.click(list.getByRole('link', { name: new RegExp(`^${contact.name}`) }));
    const conversation = within(
      await canvas.findByRole('region', { name: `Conversation with ${contact.name}` }),
    );
    await waitFor(() =>
      expect(within(conversation.getByRole('log')).getAllByRole('listitem').length).toBeGreaterThan(3),
    );
    await userEvent.type(conversation.getByRole('textbox', { name: 'Message' }), 'Will this arrive?{Enter}');
    await expect(await within(conversation.getByRole('log')).findByText('Will this arrive?')).toBeVisible();
    sendRefusal.release();
    await expect(await body().findByText('Could not send the message: Messages are paused')).toBeVisible();
    await waitFor(() =>
      expect(within(conversation.getByRole('log')).queryByText('Will this arrive?')).toBeNull(),
    );
  },
};

/** On a phone the page opens on the chats and contacts (not on an empty "Choose a contact" pane). */
export const SmallScreen: Story = {
  decorators: [withSmallScreen],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(
      await canvas.findByRole('region', { name: 'Chats and contacts' }, { timeout: 15_000 }),
    );
    const contact = seed().contacts[0] as ChatContact;
    const link = within(await page.findByRole('navigation', { name: 'Chats' })).getByRole('link', {
      name: new RegExp(`^${contact.name}`),
    });
    await expect(link).toBeVisible();
    // The screen is there (its lists render in the background once their data is, QueryStatus): no pane.
    await expect(canvas.queryByRole('heading', { name: 'Choose a contact' })).toBeNull();
    await userEvent.click(link);
    await expect(
      await canvas.findByRole('region', { name: `Conversation with ${contact.name}` }),
    ).toBeVisible();
    // The drawer still offers the list from a conversation.
    await userEvent.click(canvas.getByRole('button', { name: 'Open chats and contacts' }));
    await expect(await body().findByRole('dialog', { name: 'Chats and contacts' })).toBeVisible();
  },
};

/** Issue 30, item 15: a contact's whole name shows in the lists ("Omar Na…" at 1280 px): a long one wraps. */
export const NamesAreNotCut: Story = {
  // The sidebar as at 1280 px: beside the conversation, 240 px wide.
  decorators: [
    (Story) => (
      <ShellScreenSize size="desktop">
        <div style={{ width: 1000 }}>
          <Story />
        </div>
      </ShellScreenSize>
    ),
  ],
  play: async ({ canvasElement }) => {
    const list = await chats(canvasElement);
    const { contacts } = seed();
    for (const contact of contacts.slice(0, 8)) {
      const link = contactsNav(canvasElement).getByRole('link', { name: new RegExp(`^${contact.name}`) });
      const name = within(link).getByText(/./, { selector: '[data-part="name"]' });
      await expect(name.scrollWidth).toBeLessThanOrEqual(name.clientWidth);
    }
    for (const link of list.getAllByRole('link')) {
      const name = within(link).getByText(/./, { selector: '[data-part="name"]' });
      await expect(name.scrollWidth).toBeLessThanOrEqual(name.clientWidth);
    }
  },
};
