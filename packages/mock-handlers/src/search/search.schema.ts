import { z } from 'zod';
import { UrlSchema } from '@chorus/domain/contracts';

export const SearchResultSchema = z.object({
  id: z.string(),
  title: z.string(),
  url: UrlSchema,
  excerpt: z.string(),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;
export const SearchQuerySchema = z.object({ q: z.string().max(200).optional() });
