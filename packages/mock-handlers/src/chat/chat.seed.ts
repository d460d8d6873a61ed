import { avatarUrl, createRandom, iso, MINUTE, seedAnchor } from '@chorus/domain';
import { FIRST_NAMES, LAST_NAMES } from '../lib/words';
import type { Chat, ChatContact, ChatListEntry, ChatStatus } from './chat.schema';
import type { ChatState } from './chat.schema';

export const CHAT_USER_ID = 'user-host';
const STATUSES: ChatStatus[] = ['online', 'away', 'do-not-disturb', 'offline'];
const MOODS = [
  'Heads down until noon',
  'In workshops all day',
  'Happy Friday!',
  'Back from holiday',
  '',
  'Listening',
];
const LINES = [
  'Did you see the agenda for tomorrow?',
  'Yes, I added two topics at the end.',
  'Could we keep the first round silent so everyone writes ideas first?',
  'Good idea, that avoids groupthink.',
  'I will share the summary after the meeting.',
  'Thanks! Talk soon.',
  'Can you join the retro at 3?',
  'Sure, see you there.',
];

export function seedChat(): ChatState {
  const random = createRandom('chat');
  const anchor = seedAnchor();
  const contacts: ChatContact[] = Array.from({ length: 14 }, (_, index) => {
    const name = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
    return {
      id: `chat-contact-${index + 1}`,
      name,
      avatar: avatarUrl(name),
      status: random.pick(STATUSES),
      mood: random.pick(MOODS),
      unread: index < 3 ? random.int(1, 4) : 0,
    };
  });
  const chats: Chat[] = [];
  const chatList: ChatListEntry[] = [];
  contacts.slice(0, 8).forEach((contact, index) => {
    const start = anchor - (index + 1) * 90 * MINUTE;
    const dialog = Array.from({ length: random.int(4, 8) }, (_, n) => ({
      who: n % 2 === 0 ? contact.id : CHAT_USER_ID,
      message: LINES[n % LINES.length] as string,
      time: iso(start + n * 3 * MINUTE),
    }));
    const id = `chat-${index + 1}`;
    chats.push({ id, dialog });
    chatList.push({
      chatId: id,
      contactId: contact.id,
      lastMessageTime: dialog[dialog.length - 1]?.time ?? iso(start),
    });
  });
  return {
    contacts,
    chats,
    user: {
      id: CHAT_USER_ID,
      name: 'Hana Host',
      avatar: avatarUrl('Hana Host'),
      status: 'online',
      mood: 'Facilitating the planning session',
      chatList,
    },
  };
}
