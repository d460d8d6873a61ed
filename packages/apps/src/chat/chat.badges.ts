/** The chat item's live badge: the unread messages of the user's chats. */
import type { ChatContact, ChatUser } from '@chorus/mock-handlers/contracts';
import type { NavBadges } from '@chorus/shell';
import { getLocale } from '@chorus/ui';
import { countBadge } from '../lib/navBadges';
import { chatApi } from './chat.api';
import { messages, t } from './i18n';

export function chatNavBadges(contacts: readonly ChatContact[], user: Pick<ChatUser, 'chatList'>): NavBadges {
  const inChats = new Set(user.chatList.map((entry) => entry.contactId));
  const unread = contacts.reduce((sum, contact) => sum + (inChats.has(contact.id) ? contact.unread : 0), 0);
  return { chat: countBadge(unread, (count) => t('badge.unread', { count })) };
}

export default async function loadChatNavBadges(): Promise<NavBadges> {
  // The heard text is a plural: ready() compiles it before the badge is shown (see mail.badges.ts).
  const [contacts, user] = await Promise.all([
    chatApi.contacts(),
    chatApi.user(),
    messages.ready(getLocale()),
  ]);
  return chatNavBadges(contacts, user);
}
