import { z } from 'zod';
import { defineStore } from '../lib/db';
import { SearchResultSchema, type SearchResult } from './search.schema';
import { seedSearch } from './search.seed';

export const searchStore = defineStore<SearchResult[]>({
  name: 'search',
  seed: seedSearch,
  schema: z.array(SearchResultSchema),
  persist: false,
});
