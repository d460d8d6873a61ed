/** Typed call to the search endpoint of the contract, its query key, and the pages' page size. */
import { searchContracts } from '@chorus/mock-handlers/contracts';
import { call } from '../../lib/call';

/** Results per page (the spec shows none; ten is the palette's count too). */
export const SEARCH_PAGE_SIZE = 10;

export const searchKeys = { results: (q: string) => ['search', q] as const };

export const searchApi = {
  search: (q: string, signal?: AbortSignal) => call(searchContracts.search, q ? { q } : {}, signal),
};
