import { defineStore } from '../lib/db';
import { type ChatState, ChatStateSchema } from './chat.schema';
import { seedChat } from './chat.seed';

export const chatStore = defineStore<ChatState>({ name: 'chat', seed: seedChat, schema: ChatStateSchema });
