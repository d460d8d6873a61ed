/**
 * The apps' one way to change data. Two modes:
 * - `optimistic`: `apply` changes the cache at once; if the server refuses, every entry under
 *   `queryKey` goes back to what it was and is refetched;
 * - `server` (the default without `apply`): nothing changes until the server answers.
 * Either way the server's answer goes into the cache (`answer`, with `setQueryData`) and only the keys
 * the answer cannot fill are refetched (`invalidate`): never a whole domain. The snackbars (what failed
 * and the server's reason; an optional success) come from `meta`, shown by the client's MutationCache
 * (see `query.tsx`).
 */
import {
  type MutationOptions,
  type QueryClient,
  type QueryKey,
  type UseMutationResult,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';

export interface AppMutationOptions<TVars, TResult> {
  mutationFn: (vars: TVars) => Promise<TResult>;
  /** Default: 'optimistic' when `apply` is given, else 'server'. */
  mode?: 'optimistic' | 'server';
  /** The cache entries an optimistic change touches (a prefix): snapshotted, and on refusal rolled back and refetched. */
  queryKey?: QueryKey;
  /** Changes the cache before the server answers (optimistic mode). */
  apply?: (vars: TVars, client: QueryClient) => void;
  /** Writes the server's answer into the cache. */
  answer?: (result: TResult, vars: TVars, client: QueryClient) => void;
  /** What the answer cannot fill: these keys refetch after a success. */
  invalidate?: readonly QueryKey[] | ((result: TResult, vars: TVars) => readonly QueryKey[]);
  /**
   * What failed, for the snackbar: 'Could not delete the mails' (the server's reason follows). Leave it out
   * only where the screen itself shows the refusal (a form dialog that keeps its text and says why).
   */
  errorMessage?: string;
  /** A success snackbar. */
  successMessage?: string | ((vars: TVars, result: TResult) => string | undefined);
  onSuccess?: (result: TResult, vars: TVars) => void;
  onError?: (error: Error, vars: TVars) => void;
}

interface Snapshot {
  snapshot: [QueryKey, unknown][];
  /** The order this change was made in. */
  order: number;
}

let changesMade = 0;
/** Per client and key: the order of the newest change whose answer was written, and whether an answer was set aside. */
const written = new WeakMap<QueryClient, Map<string, { newest: number; setAside: boolean }>>();

/**
 * The options `useAppMutation` gives TanStack's `useMutation` (apart from the hook, for tests).
 *
 * Changes to the same `queryKey` can overlap (star two contacts, then unstar them before the first answer). Only
 * the newest change writes its answer or rolls back on refusal: an older change's answer or refusal that arrives
 * while a newer change is on its way, or after a newer change's answer, is set aside, so the screen never goes back
 * to a state the person has already changed. Once the last of them has settled, what they touched is read again.
 */
export function appMutationOptions<TVars, TResult>(
  client: QueryClient,
  {
    mutationFn,
    mode,
    queryKey,
    apply,
    answer,
    invalidate,
    errorMessage,
    successMessage,
    onSuccess,
    onError,
  }: AppMutationOptions<TVars, TResult>,
): MutationOptions<TResult, Error, TVars, Snapshot> {
  const optimistic = (mode ?? (apply ? 'optimistic' : 'server')) === 'optimistic';
  const mutationKey = queryKey ? ['app-mutation', ...queryKey] : undefined;
  const byKey = written.get(client) ?? new Map<string, { newest: number; setAside: boolean }>();
  written.set(client, byKey);
  const state = () => {
    const id = JSON.stringify(mutationKey);
    const found = byKey.get(id) ?? { newest: 0, setAside: false };
    byKey.set(id, found);
    return found;
  };
  /** The other changes to the same data still on their way. */
  const othersPending = (order: number) =>
    mutationKey
      ? client
          .getMutationCache()
          .findAll({ mutationKey, exact: true, status: 'pending' })
          .map((other) => (other.state.context as Snapshot | undefined)?.order)
          .filter((other) => other !== order)
      : [];
  /** Whether a change to the same data made after `order` is on its way or has had its answer written. */
  const overtaken = (order: number) =>
    mutationKey !== undefined &&
    (state().newest > order || othersPending(order).some((other) => other === undefined || other > order));
  return {
    mutationFn,
    mutationKey,
    meta: {
      errorMessage,
      successMessage: successMessage as ((vars: unknown, result: unknown) => string | undefined) | string,
    },
    onMutate: async (vars) => {
      const order = ++changesMade;
      if (!optimistic || !queryKey) {
        apply?.(vars, client);
        return { snapshot: [], order };
      }
      await client.cancelQueries({ queryKey });
      const snapshot = client.getQueriesData({ queryKey });
      apply?.(vars, client);
      return { snapshot, order };
    },
    onError: (error, vars, context) => {
      if (context && overtaken(context.order)) state().setAside = true;
      else {
        for (const [key, data] of context?.snapshot ?? []) client.setQueryData(key, data);
        // The refusal may mean this tab's copy is out of date: what the change touched is read again.
        if (optimistic && queryKey) void client.invalidateQueries({ queryKey });
      }
      onError?.(error, vars);
    },
    onSuccess: (result, vars, context) => {
      const order = context?.order ?? changesMade;
      if (answer && overtaken(order)) state().setAside = true;
      else if (answer) {
        answer(result, vars, client);
        if (mutationKey) state().newest = order;
      }
      const keys = typeof invalidate === 'function' ? invalidate(result, vars) : (invalidate ?? []);
      for (const key of keys) void client.invalidateQueries({ queryKey: key });
      onSuccess?.(result, vars);
    },
    onSettled: (_result, _error, _vars, context) => {
      if (!mutationKey || othersPending(context?.order ?? changesMade).length > 0 || !state().setAside)
        return;
      // The last of overlapping changes: what an answer set aside would have written is read from the server.
      state().setAside = false;
      void client.invalidateQueries({ queryKey });
    },
  };
}

export function useAppMutation<TVars = void, TResult = unknown>(
  options: AppMutationOptions<TVars, TResult>,
): UseMutationResult<TResult, Error, TVars, Snapshot> {
  const client = useQueryClient();
  return useMutation<TResult, Error, TVars, Snapshot>(appMutationOptions(client, options));
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

/** The server's records replace the cached ones with the same id, in every list and single item under `queryKey`. */
export function putCachedItems<T extends { id: string }>(
  client: QueryClient,
  queryKey: QueryKey,
  records: readonly T[],
): void {
  const byId = new Map(records.map((record) => [record.id, record]));
  patchCachedItems<T>(client, queryKey, [...byId.keys()], (item) => byId.get(item.id) ?? item);
}
