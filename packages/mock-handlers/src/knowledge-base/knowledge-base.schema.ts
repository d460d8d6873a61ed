import { z } from 'zod';

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
