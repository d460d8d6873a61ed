import { z } from 'zod';
import { defineStore } from '../lib/db';
import { ChatContactSchema, ChatSchema, ChatUserSchema } from './chat.schema';
import { seedChat } from './chat.seed';

export const ChatStateSchema = z.object({
  contacts: z.array(ChatContactSchema),
  chats: z.array(ChatSchema),
  user: ChatUserSchema,
});
export type ChatState = z.infer<typeof ChatStateSchema>;

export const chatStore = defineStore<ChatState>({ name: 'chat', seed: seedChat, schema: ChatStateSchema });
