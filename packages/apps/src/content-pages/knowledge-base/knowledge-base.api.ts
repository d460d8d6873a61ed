/** Typed call to the knowledge-base endpoint of the contract (public data) and its query key. */
import { knowledgeBaseContracts } from '@chorus/mock-handlers/contracts';
import { call } from '../../lib/call';

export const knowledgeBaseKeys = { categories: ['knowledge-base'] as const };

export const knowledgeBaseApi = {
  categories: (signal?: AbortSignal) => call(knowledgeBaseContracts.categories, {}, signal),
};
