/** Typed calls to the chat endpoints (§7), their query keys and the statuses' names. */
import { chatPaths, } from '@chorus/mock-handlers/contracts';
import { api } from '@chorus/shell';
export const chatKeys = {
    all: ['chat'],
    contacts: ['chat', 'contacts'],
    user: ['chat', 'user'],
    chat: (contactId) => ['chat', 'conversation', contactId],
};
export const chatApi = {
    contacts: (signal) => api.get(chatPaths.contacts, undefined, signal),
    user: (signal) => api.get(chatPaths.user, undefined, signal),
    /** Opens (and creates on demand) the chat with a contact; reading it clears its unread count. */
    getChat: (contactId, signal) => api.get(chatPaths.getChat, { contactId }, signal),
    send: (chatId, contactId, message) => api.post(chatPaths.sendMessage, { chatId, contactId, message }),
    updateUser: (changes) => api.post(chatPaths.userData, changes),
};
/** The catalogue's key of a status's name (apps/chat). */
export const statusKey = (status) => `status.${status}`;
