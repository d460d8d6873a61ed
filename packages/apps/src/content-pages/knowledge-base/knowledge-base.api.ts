/** Typed call to the knowledge-base endpoint of the contract (public data) and its query key. */
import { type KnowledgeBaseCategory, knowledgeBasePaths } from '@chorus/mock-handlers/contracts';
import { api } from '@chorus/shell';

export const knowledgeBaseKeys = { categories: ['knowledge-base'] as const };

export const knowledgeBaseApi = {
  categories: (signal?: AbortSignal) =>
    api.get<KnowledgeBaseCategory[]>(knowledgeBasePaths.categories, undefined, signal),
};
