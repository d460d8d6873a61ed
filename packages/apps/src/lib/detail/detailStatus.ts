/**
 * A details page's query, as the kit's QueryStatus reads it: no id in the URL, or a 404 (a non-member
 * never learns the item exists), is the empty state ("not found"), not an endless load or an error.
 */
import { ApiError } from '@chorus/shell';
import type { QueryLike } from '@chorus/ui';

export function detailStatus(id: string, query: QueryLike): { query: QueryLike; isEmpty: boolean } {
  const notFound =
    id === '' || (query.isError && query.error instanceof ApiError && query.error.status === 404);
  return {
    query: {
      isPending: !notFound && query.isPending,
      isError: !notFound && query.isError,
      error: query.error,
      refetch: query.refetch,
    },
    isEmpty: notFound,
  };
}
