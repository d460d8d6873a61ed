import { get, readQuery } from '../lib/http';
import { SearchQuerySchema, searchPaths } from './search.schema';
import { searchStore } from './search.db';

export const searchHandlers = [
  get(searchPaths.search, ({ request }) => {
    const q = readQuery(request, SearchQuerySchema).q?.trim().toLowerCase();
    if (!q) return searchStore.state;
    return searchStore.state.filter(
      (result) => result.title.toLowerCase().includes(q) || result.excerpt.toLowerCase().includes(q),
    );
  }),
];
