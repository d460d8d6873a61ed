/** Typed calls to the chat endpoints (§7), their query keys and the statuses' names. */
import {
  type ChatContact,
  type ChatStatus,
  type ChatUser,
  chatPaths,
  type GetChatResponse,
  type SendMessageResponse,
  type UpdateChatUserRequest,
} from '@chorus/mock-handlers/contracts';
import { api } from '@chorus/shell';

export const chatKeys = {
  all: ['chat'] as const,
  contacts: ['chat', 'contacts'] as const,
  user: ['chat', 'user'] as const,
  chat: (contactId: string) => ['chat', 'conversation', contactId] as const,
};

export const chatApi = {
  contacts: (signal?: AbortSignal) => api.get<ChatContact[]>(chatPaths.contacts, undefined, signal),
  user: (signal?: AbortSignal) => api.get<ChatUser>(chatPaths.user, undefined, signal),
  /** Opens (and creates on demand) the chat with a contact; reading it clears its unread count. */
  getChat: (contactId: string, signal?: AbortSignal) =>
    api.get<GetChatResponse>(chatPaths.getChat, { contactId }, signal),
  send: (chatId: string, contactId: string, message: string) =>
    api.post<SendMessageResponse>(chatPaths.sendMessage, { chatId, contactId, message }),
  updateUser: (changes: UpdateChatUserRequest) => api.post<ChatUser>(chatPaths.userData, changes),
};

/** The catalogue's key of a status's name (apps/chat). */
export const statusKey = (status: ChatStatus) => `status.${status}` as const;
