import { z } from 'zod';
import { defineStore } from '../lib/db';
import { KnowledgeBaseCategorySchema, type KnowledgeBaseCategory } from './knowledge-base.schema';
import { seedKnowledgeBase } from './knowledge-base.seed';

export const knowledgeBaseStore = defineStore<KnowledgeBaseCategory[]>({
  name: 'knowledge-base',
  seed: seedKnowledgeBase,
  schema: z.array(KnowledgeBaseCategorySchema),
  persist: false,
});
