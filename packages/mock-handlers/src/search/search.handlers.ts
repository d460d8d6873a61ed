import { readQuery } from '../lib/http';
import { SearchQuerySchema, searchPaths } from './search.schema';
import { searchStore } from './search.db';
import { STAFF_ROLES, guarded } from '../auth/auth.session';

const { get } = guarded(STAFF_ROLES);

export const searchHandlers = [
  get(
    searchPaths.search,
    ({ request }) => {
      const q = readQuery(request, SearchQuerySchema).q?.trim().toLowerCase();
      if (!q) return searchStore.state;
      return searchStore.state.filter(
        (result) => result.title.toLowerCase().includes(q) || result.excerpt.toLowerCase().includes(q),
      );
    },
    { query: SearchQuerySchema },
  ),
];
