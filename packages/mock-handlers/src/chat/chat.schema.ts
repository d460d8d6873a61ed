import { z } from 'zod';
import {
  contract,
  DateStringSchema,
  IdSchema,
  ImageUrlSchema,
  LIMITS,
  requiredText,
  ShortTextSchema,
} from '@chorus/domain/contracts';

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

export const ChatStatusSchema = z.enum(['online', 'away', 'do-not-disturb', 'offline']);
export type ChatStatus = z.infer<typeof ChatStatusSchema>;

export const ChatContactSchema = z.object({
  id: IdSchema,
  name: requiredText(LIMITS.shortText),
  avatar: ImageUrlSchema,
  status: ChatStatusSchema,
  mood: ShortTextSchema,
  unread: z.number().int().min(0),
});
export type ChatContact = z.infer<typeof ChatContactSchema>;

export const ChatMessageSchema = z.object({
  /** The sender: the user's id or the contact's id */
  who: IdSchema,
  message: z.string(),
  time: DateStringSchema,
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const ChatSchema = z.object({ id: IdSchema, dialog: z.array(ChatMessageSchema) });
export type Chat = z.infer<typeof ChatSchema>;

export const ChatListEntrySchema = z.object({
  chatId: IdSchema,
  contactId: IdSchema,
  lastMessageTime: DateStringSchema,
});
export type ChatListEntry = z.infer<typeof ChatListEntrySchema>;

export const ChatUserSchema = z.object({
  id: IdSchema,
  name: requiredText(LIMITS.shortText),
  avatar: ImageUrlSchema,
  status: ChatStatusSchema,
  mood: ShortTextSchema,
  chatList: z.array(ChatListEntrySchema),
});
export type ChatUser = z.infer<typeof ChatUserSchema>;

export const GetChatQuerySchema = z.object({ contactId: IdSchema, userId: IdSchema.optional() });
export const GetChatResponseSchema = z.object({ chat: ChatSchema, userChatData: ChatUserSchema });
export type GetChatResponse = z.infer<typeof GetChatResponseSchema>;

export const UpdateChatUserRequestSchema = ChatUserSchema.pick({
  name: true,
  avatar: true,
  status: true,
  mood: true,
})
  .partial()
  .extend({ id: IdSchema.optional() });
export type UpdateChatUserRequest = z.infer<typeof UpdateChatUserRequestSchema>;

export const SendMessageRequestSchema = z.object({
  chatId: IdSchema,
  contactId: IdSchema,
  message: requiredText(LIMITS.text),
});
export type SendMessageRequest = z.infer<typeof SendMessageRequestSchema>;
export const SendMessageResponseSchema = z.object({
  message: ChatMessageSchema,
  userChatData: ChatUserSchema,
});
export type SendMessageResponse = z.infer<typeof SendMessageResponseSchema>;

/** The app's data as the mock stores it (its seed, a snapshot, an import). */
export const ChatStateSchema = z.object({
  contacts: z.array(ChatContactSchema),
  chats: z.array(ChatSchema),
  user: ChatUserSchema,
});
export type ChatState = z.infer<typeof ChatStateSchema>;

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
