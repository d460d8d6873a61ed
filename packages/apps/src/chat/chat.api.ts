/** Typed calls to the chat endpoints (§7), their query keys and the statuses' names. */
import { type ChatStatus, chatContracts, type UpdateChatUserRequest } from '@chorus/mock-handlers/contracts';
import { call } from '../lib/call';

export const chatKeys = {
  all: ['chat'] as const,
  contacts: ['chat', 'contacts'] as const,
  user: ['chat', 'user'] as const,
  chat: (contactId: string) => ['chat', 'conversation', contactId] as const,
};

export const chatApi = {
  contacts: (signal?: AbortSignal) => call(chatContracts.contacts, {}, signal),
  user: (signal?: AbortSignal) => call(chatContracts.user, {}, signal),
  /** Opens (and creates on demand) the chat with a contact; reading it clears its unread count. */
  getChat: (contactId: string, signal?: AbortSignal) => call(chatContracts.getChat, { contactId }, signal),
  send: (chatId: string, contactId: string, message: string) =>
    call(chatContracts.sendMessage, { chatId, contactId, message }),
  updateUser: (changes: UpdateChatUserRequest) => call(chatContracts.userData, changes),
};

/** The catalogue's key of a status's name (apps/chat). */
export const statusKey = (status: ChatStatus) => `status.${status}` as const;
