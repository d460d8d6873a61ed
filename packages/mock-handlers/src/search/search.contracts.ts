import { z } from 'zod';
import { contract } from '@chorus/domain/contracts';
import { SearchQuerySchema, SearchResultSchema } from './search.schema';

export const searchPaths = {
  /** GET (optional ?q filters title and excerpt, case-insensitive) */
  search: '/api/search',
} as const;

/**
 * The search API, one declaration per endpoint (@chorus/domain's lib/contract.ts): what it takes and what it
 * answers. search.handlers.ts implements each; the client calls each with `call(searchContracts.x, input)`.
 */
export const searchContracts = {
  search: contract.get(searchPaths.search, SearchQuerySchema, z.array(SearchResultSchema)),
};
