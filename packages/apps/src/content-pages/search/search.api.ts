/** Typed call to the search endpoint of the contract, its query key, and the pages' page size. */
import { type SearchResult, searchPaths } from '@chorus/mock-handlers/contracts';
import { api } from '@chorus/shell';

/** Results per page (the spec shows none; ten is the palette's count too). */
export const SEARCH_PAGE_SIZE = 10;

export const searchKeys = { results: (q: string) => ['search', q] as const };

export const searchApi = {
  search: (q: string, signal?: AbortSignal) =>
    api.get<SearchResult[]>(searchPaths.search, q ? { q } : undefined, signal),
};
