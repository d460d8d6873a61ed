/** The fields of a query result that decide what to show: TanStack Query's result fits as it is. */
export interface QueryLike {
  isPending: boolean;
  isError: boolean;
  error?: unknown;
  refetch?: () => unknown;
}

export type QueryStatusKind = 'loading' | 'error' | 'empty' | 'ready';

/**
 * Which state a query is in, for the screen: still loading (no data yet), failed, arrived with nothing
 * to show, or ready. Loading wins over an error (a retry is under way), an error over emptiness.
 */
export function queryStatusOf(query: QueryLike, isEmpty = false): QueryStatusKind {
  if (query.isPending) return 'loading';
  if (query.isError) return 'error';
  return isEmpty ? 'empty' : 'ready';
}
