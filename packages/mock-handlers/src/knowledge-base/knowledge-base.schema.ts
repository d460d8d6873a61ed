import { z } from 'zod';
import { contract } from '@chorus/domain/contracts';

export const knowledgeBasePaths = {
  /** GET → every category with its featured articles */
  categories: '/api/knowledge-base',
} as const;

export const KNOWLEDGE_BASE_PATH = '/pages/knowledge-base';

export const ArticleSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** HTML: sanitise before rendering (some seeded articles carry hostile markup on purpose). */
  content: z.string(),
});
export type Article = z.infer<typeof ArticleSchema>;

export const KnowledgeBaseCategorySchema = z.object({
  id: z.string(),
  title: z.string(),
  path: z.string(),
  articlesCount: z.number().int(),
  featuredArticles: z.array(ArticleSchema),
});
export type KnowledgeBaseCategory = z.infer<typeof KnowledgeBaseCategorySchema>;

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
