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
import { useMutation, useQueryClient, } from '@tanstack/react-query';
export function useAppMutation({ mutationFn, mode, queryKey, apply, answer, invalidate, errorMessage, successMessage, onSuccess, onError, }) {
    const client = useQueryClient();
    const optimistic = (mode ?? (apply ? 'optimistic' : 'server')) === 'optimistic';
    return useMutation({
        mutationFn,
        meta: {
            errorMessage,
            successMessage: successMessage,
        },
        onMutate: async (vars) => {
            if (!optimistic || !queryKey) {
                apply?.(vars, client);
                return { snapshot: [] };
            }
            await client.cancelQueries({ queryKey });
            const snapshot = client.getQueriesData({ queryKey });
            apply?.(vars, client);
            return { snapshot };
        },
        onError: (error, vars, context) => {
            for (const [key, data] of context?.snapshot ?? [])
                client.setQueryData(key, data);
            // The refusal may mean this tab's copy is out of date: what the change touched is read again.
            if (optimistic && queryKey)
                void client.invalidateQueries({ queryKey });
            onError?.(error, vars);
        },
        onSuccess: (result, vars) => {
            answer?.(result, vars, client);
            const keys = typeof invalidate === 'function' ? invalidate(result, vars) : (invalidate ?? []);
            for (const key of keys)
                void client.invalidateQueries({ queryKey: key });
            onSuccess?.(result, vars);
        },
    });
}
/** Changes every cached list under `queryKey` (lists of every folder, label and filter). */
export function updateCachedLists(client, queryKey, change) {
    client.setQueriesData({ queryKey }, (old) => Array.isArray(old) ? change(old) : old);
}
/** Patches the items with these ids in every cached list (and single item) under `queryKey`. */
export function patchCachedItems(client, queryKey, ids, patch) {
    const wanted = new Set(ids);
    client.setQueriesData({ queryKey }, (old) => {
        if (Array.isArray(old))
            return old.map((item) => (wanted.has(item.id) ? patch(item) : item));
        if (old && typeof old === 'object' && 'id' in old && wanted.has(old.id))
            return patch(old);
        return old;
    });
}
/** The server's records replace the cached ones with the same id, in every list and single item under `queryKey`. */
export function putCachedItems(client, queryKey, records) {
    const byId = new Map(records.map((record) => [record.id, record]));
    patchCachedItems(client, queryKey, [...byId.keys()], (item) => byId.get(item.id) ?? item);
}
