import { searchContracts } from './search.contracts';
import { searchStore } from './search.db';
import { STAFF_ROLES, guarded } from '../auth/auth.session';

const { serve } = guarded(STAFF_ROLES);

export const searchHandlers = [
  serve(searchContracts.search, (query) => {
    const q = query.q?.trim().toLowerCase();
    if (!q) return searchStore.state;
    return searchStore.state.filter(
      (result) => result.title.toLowerCase().includes(q) || result.excerpt.toLowerCase().includes(q),
    );
  }),
];
