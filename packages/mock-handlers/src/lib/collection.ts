import { notFound } from '@chorus/domain';

/** Small helpers over arrays of records with an id (the mock database's tables). */
export interface WithId<K = string> {
  id: K;
}

export function findById<T extends WithId<K>, K>(items: readonly T[], id: K): T | undefined {
  return items.find((item) => item.id === id);
}

/** The record, or a 404 `{error:{code:'NOT_FOUND', message}}`. */
export function requireById<T extends WithId<K>, K>(items: readonly T[], id: K, what: string): T {
  return findById(items, id) ?? notFound(`${what} ${String(id)} does not exist`);
}

/** Every record of `ids` (in that order), or a 404 naming the missing ones; checks before any change. */
export function requireAll<T extends WithId<K>, K>(
  items: readonly T[],
  ids: readonly K[],
  what: string,
): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length > 0) notFound(`${what} ${missing.slice(0, 5).map(String).join(', ')} do not exist`);
  return [...new Set(ids)].map((id) => byId.get(id) as T);
}

/**
 * The records named by `updates`, each with its update's fields on top (new objects, in the order of
 * `updates`), or a 404 naming the unknown ids. Changes nothing: store the result with `replaceById`.
 */
export function patched<T extends WithId<K>, K>(
  items: readonly T[],
  updates: ReadonlyArray<Partial<T> & WithId<K>>,
  what: string,
): T[] {
  const current = requireAll(
    items,
    updates.map((update) => update.id),
    what,
  );
  return updates.map((update, index) => ({ ...(current[index] as T), ...update }));
}

/** Replaces the record with the same id, in place. Returns false if absent. */
export function replaceById<T extends WithId<K>, K>(items: T[], next: T): boolean {
  const index = items.findIndex((item) => item.id === next.id);
  if (index < 0) return false;
  items[index] = next;
  return true;
}

/** Removes the records with these ids, in place. Returns how many were removed. */
export function removeByIds<T extends WithId<K>, K>(items: T[], ids: readonly K[]): number {
  const remove = new Set(ids);
  let removed = 0;
  for (let index = items.length - 1; index >= 0; index--) {
    if (remove.has((items[index] as T).id)) {
      items.splice(index, 1);
      removed++;
    }
  }
  return removed;
}

/** Adds the value if absent, removes it if present. */
export function toggleIn<V>(values: V[], value: V): V[] {
  return values.includes(value) ? values.filter((entry) => entry !== value) : [...values, value];
}
