/**
 * Optimistic updates for every app: the cache changes at once, rolls back when the handler
 * refuses, and an error snackbar says why. The server's answer then refreshes the cache.
 */
import { showMessage } from '@chorus/shell';
import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

export interface OptimisticOptions<TVars, TResult> {
  mutationFn: (vars: TVars) => Promise<TResult>;
  /** The cache entries the change touches (a prefix): snapshotted, rolled back and refetched. */
  queryKey: QueryKey;
  /** Applies the change to the cache before the server answers. */
  apply?: (vars: TVars, client: QueryClient) => void;
  /** What failed, for the snackbar: 'Could not delete the mails'. */
  errorMessage: string;
  /** A success snackbar. */
  successMessage?: string | ((vars: TVars, result: TResult) => string | undefined);
  onSuccess?: (result: TResult, vars: TVars) => void;
}

export function useOptimisticMutation<TVars, TResult = unknown>({
  mutationFn,
  queryKey,
  apply,
  errorMessage,
  successMessage,
  onSuccess,
}: OptimisticOptions<TVars, TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onMutate: async (vars: TVars) => {
      await client.cancelQueries({ queryKey });
      const snapshot = client.getQueriesData({ queryKey });
      apply?.(vars, client);
      return { snapshot };
    },
    onError: (error, _vars, context) => {
      for (const [key, data] of context?.snapshot ?? []) client.setQueryData(key, data);
      const reason = error instanceof Error && error.message ? `: ${error.message}` : '';
      showMessage({ message: `${errorMessage}${reason}`, variant: 'error' });
    },
    onSuccess: (result, vars) => {
      const message = typeof successMessage === 'function' ? successMessage(vars, result) : successMessage;
      if (message) showMessage({ message, variant: 'success' });
      onSuccess?.(result, vars);
    },
    onSettled: () => client.invalidateQueries({ queryKey }),
  });
}

/** Changes every cached list under `queryKey` (lists of every folder, label and filter). */
export function updateCachedLists<T>(
  client: QueryClient,
  queryKey: QueryKey,
  change: (list: T[]) => T[],
): void {
  client.setQueriesData<unknown>({ queryKey }, (old: unknown) =>
    Array.isArray(old) ? change(old as T[]) : old,
  );
}

/** Patches the items with these ids in every cached list (and single item) under `queryKey`. */
export function patchCachedItems<T extends { id: string }>(
  client: QueryClient,
  queryKey: QueryKey,
  ids: readonly string[],
  patch: (item: T) => T,
): void {
  const wanted = new Set(ids);
  client.setQueriesData<unknown>({ queryKey }, (old: unknown) => {
    if (Array.isArray(old)) return (old as T[]).map((item) => (wanted.has(item.id) ? patch(item) : item));
    if (old && typeof old === 'object' && 'id' in old && wanted.has((old as T).id)) return patch(old as T);
    return old;
  });
}
