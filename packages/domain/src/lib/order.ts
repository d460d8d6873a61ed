/**
 * The order semantics of the reorder calls (a Chorus extension), shared with the UI so that an
 * optimistic update lands exactly where the mock API will put the records.
 * No msw here: the contracts entry re-exports it.
 */

/**
 * The records of `orderedIds` take the places those records hold now, in the order of `orderedIds`;
 * every other record keeps its place. Ids with no record among `items` are skipped, so one call can
 * reorder any list that holds some of them (a filtered view, every cached list).
 * Returns a new array; `items` is untouched.
 */
export function applyOrder<T extends { id: string }>(
  items: readonly T[],
  orderedIds: readonly string[],
): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const moving = [...new Set(orderedIds)].filter((id) => byId.has(id));
  const movingIds = new Set(moving);
  let next = 0;
  return items.map((item) => (movingIds.has(item.id) ? (byId.get(moving[next++] as string) as T) : item));
}

/** The ids that appear more than once (for a validation message). */
export function repeatedIds(ids: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const id of ids) (seen.has(id) ? repeated : seen).add(id);
  return [...repeated];
}
