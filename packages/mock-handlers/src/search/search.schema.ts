import { z } from 'zod';
import { UrlSchema } from '@chorus/domain/contracts';

export const searchPaths = {
  /** GET (optional ?q filters title and excerpt, case-insensitive) */
  search: '/api/search',
} as const;

export const SearchResultSchema = z.object({
  id: z.string(),
  title: z.string(),
  url: UrlSchema,
  excerpt: z.string(),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;
export const SearchQuerySchema = z.object({ q: z.string().max(200).optional() });
