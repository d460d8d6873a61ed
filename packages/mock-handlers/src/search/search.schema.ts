import { z } from 'zod';
import { contract, UrlSchema } from '@chorus/domain/contracts';

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

/**
 * The search API, one declaration per endpoint (@chorus/domain's lib/contract.ts): what it takes and what it
 * answers. search.handlers.ts implements each; the client calls each with `call(searchContracts.x, input)`.
 */
export const searchContracts = {
  search: contract.get(searchPaths.search, SearchQuerySchema, z.array(SearchResultSchema)),
};
