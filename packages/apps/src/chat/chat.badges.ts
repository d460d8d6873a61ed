/** The chat item's live badge: the unread messages of the user's chats. */
import type { ChatContact, ChatUser } from '@chorus/mock-handlers/contracts';
import type { NavBadges } from '@chorus/shell';
import { countBadge } from '../lib/navBadges';
import { chatApi } from './chat.api';

export function chatNavBadges(contacts: readonly ChatContact[], user: Pick<ChatUser, 'chatList'>): NavBadges {
  const inChats = new Set(user.chatList.map((entry) => entry.contactId));
  const unread = contacts.reduce((sum, contact) => sum + (inChats.has(contact.id) ? contact.unread : 0), 0);
  return { chat: countBadge(unread, 'unread') };
}

export default async function loadChatNavBadges(): Promise<NavBadges> {
  const [contacts, user] = await Promise.all([chatApi.contacts(), chatApi.user()]);
  return chatNavBadges(contacts, user);
}
