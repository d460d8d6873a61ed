import { countBadge } from '../lib/navBadges';
import { chatApi } from './chat.api';
export function chatNavBadges(contacts, user) {
    const inChats = new Set(user.chatList.map((entry) => entry.contactId));
    const unread = contacts.reduce((sum, contact) => sum + (inChats.has(contact.id) ? contact.unread : 0), 0);
    return { chat: countBadge(unread, 'unread') };
}
export default async function loadChatNavBadges() {
    const [contacts, user] = await Promise.all([chatApi.contacts(), chatApi.user()]);
    return chatNavBadges(contacts, user);
}
