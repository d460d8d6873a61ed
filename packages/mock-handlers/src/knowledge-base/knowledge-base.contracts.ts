import { z } from 'zod';
import { contract } from '@chorus/domain/contracts';
import { KnowledgeBaseCategorySchema } from './knowledge-base.schema';

export const knowledgeBasePaths = {
  /** GET → every category with its featured articles */
  categories: '/api/knowledge-base',
} as const;

/**
 * The knowledge base API (public: no session needed), one declaration per endpoint (@chorus/domain's lib/contract.ts).
 */
export const knowledgeBaseContracts = {
  categories: contract.get(
    knowledgeBasePaths.categories,
    z.object({}),
    z.array(KnowledgeBaseCategorySchema),
    'public',
  ),
};
