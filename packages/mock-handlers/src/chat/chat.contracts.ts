import { z } from 'zod';
import { contract } from '@chorus/domain/contracts';
import {
  ChatContactSchema,
  ChatUserSchema,
  GetChatQuerySchema,
  GetChatResponseSchema,
  SendMessageRequestSchema,
  SendMessageResponseSchema,
  UpdateChatUserRequestSchema,
} from './chat.schema';

const base = '/api/chat';
export const chatPaths = {
  contacts: `${base}/contacts`,
  /** GET ?contactId (&userId) → {chat, userChatData}; creates the chat when none exists */
  getChat: `${base}/get-chat`,
  user: `${base}/user`,
  /** POST a partial chat user (name, avatar, status, mood) → the chat user */
  userData: `${base}/user/data`,
  /** POST {chatId, message, contactId} → {message, userChatData} */
  sendMessage: `${base}/send-message`,
} as const;

/**
 * The chat API, one declaration per endpoint (@chorus/domain's lib/contract.ts): what it takes and what it
 * answers. chat.handlers.ts implements each; the client calls each with `call(chatContracts.x, input)`.
 */
export const chatContracts = {
  contacts: contract.get(chatPaths.contacts, z.object({}), z.array(ChatContactSchema)),
  getChat: contract.get(chatPaths.getChat, GetChatQuerySchema, GetChatResponseSchema),
  user: contract.get(chatPaths.user, z.object({}), ChatUserSchema),
  userData: contract.post(chatPaths.userData, UpdateChatUserRequestSchema, ChatUserSchema),
  sendMessage: contract.post(chatPaths.sendMessage, SendMessageRequestSchema, SendMessageResponseSchema),
};
