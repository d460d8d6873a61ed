import { z } from 'zod';
import {
  DateStringSchema,
  IdSchema,
  ImageUrlSchema,
  LIMITS,
  requiredText,
  ShortTextSchema,
} from '@chorus/domain/contracts';

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
