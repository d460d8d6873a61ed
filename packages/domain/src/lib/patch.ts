/**
 * What moved between two JSON values, as a patch one side sends and the other applies to the value it holds: the
 * live channel's answers (a meeting's detail with 200 participants moves by one person's `ready`, not by 40 KB).
 *
 * A patch is one of:
 * - `{"=": value}`: the new value whole (a value of another kind, a list that is not of records with ids);
 * - `{"o": {key: patch}, "d": [key]}`: an object, its fields that moved (`d`: those gone; absent when none);
 * - `{"a": {id: patch}, "i": [id]}`: a list of records with distinct string `id`s, those that moved by id (a new
 *   one as `{"=": record}`), and `i` the ids in their new order when the order or the membership moved.
 *
 * `patchOf(before, after)` is undefined when nothing moved. `applyPatch(before, patch)` builds the new value from
 * `before`, sharing what did not move (a record that did not move is the same object: a memoised row stays as it
 * is); it throws when the patch does not fit `before` (a base the two sides do not share).
 */
export type JsonPatch =
  | { '=': unknown }
  | { o: Record<string, JsonPatch>; d?: string[] }
  | { a: Record<string, JsonPatch>; i?: string[] };

/** A plain object (a Date or another value with `toJSON` is compared by its JSON, as a whole). */
const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null &&
  typeof value === 'object' &&
  [Object.prototype, null].includes(Object.getPrototypeOf(value));

/** The ids of a list of records with distinct string ids, else undefined. */
function idsOf(list: readonly unknown[]): string[] | undefined {
  const ids: string[] = [];
  const seen = new Set<string>();
  for (const item of list) {
    const id = isObject(item) ? item.id : undefined;
    if (typeof id !== 'string' || seen.has(id)) return undefined;
    seen.add(id);
    ids.push(id);
  }
  return ids;
}

/**
 * The patches between frozen values, remembered: they cannot move, and the server's views share them (a meeting's
 * participants, the same list in every viewer's detail of one load), so 200 streams patch them once.
 */
const remembered = new WeakMap<object, WeakMap<object, JsonPatch | null>>();

/** What moved from `before` to `after` (JSON values: what `JSON.stringify` keeps), or undefined if nothing did. */
export function patchOf(before: unknown, after: unknown): JsonPatch | undefined {
  if (Object.is(before, after)) return undefined;
  if (
    before === null ||
    after === null ||
    typeof before !== 'object' ||
    typeof after !== 'object' ||
    !Object.isFrozen(before) ||
    !Object.isFrozen(after)
  )
    return patchOfValues(before, after);
  let byAfter = remembered.get(before);
  if (!byAfter) {
    byAfter = new WeakMap();
    remembered.set(before, byAfter);
  }
  const known = byAfter.get(after);
  if (known !== undefined) return known ?? undefined;
  const patch = patchOfValues(before, after);
  byAfter.set(after, patch ?? null);
  return patch;
}

function patchOfValues(before: unknown, after: unknown): JsonPatch | undefined {
  if (isObject(before) && isObject(after)) {
    const fields: Record<string, JsonPatch> = {};
    let moved = false;
    for (const [key, value] of Object.entries(after)) {
      if (value === undefined) continue;
      const field = key in before && before[key] !== undefined ? patchOf(before[key], value) : { '=': value };
      if (field) {
        fields[key] = field;
        moved = true;
      }
    }
    const gone = Object.keys(before).filter((key) => before[key] !== undefined && after[key] === undefined);
    if (!moved && gone.length === 0) return undefined;
    return gone.length > 0 ? { o: fields, d: gone } : { o: fields };
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const beforeIds = idsOf(before);
    const afterIds = idsOf(after);
    if (beforeIds && afterIds && (before.length > 0 || after.length > 0)) {
      const byId = new Map(before.map((item) => [(item as { id: string }).id, item]));
      const records: Record<string, JsonPatch> = {};
      let moved = false;
      after.forEach((item, index) => {
        const id = afterIds[index] as string;
        const record = byId.has(id) ? patchOf(byId.get(id), item) : { '=': item };
        if (record) {
          records[id] = record;
          moved = true;
        }
      });
      const reordered =
        beforeIds.length !== afterIds.length || afterIds.some((id, index) => beforeIds[index] !== id);
      if (!moved && !reordered) return undefined;
      return reordered ? { a: records, i: afterIds } : { a: records };
    }
    if (before.length === after.length && before.every((item, index) => !patchOf(item, after[index])))
      return undefined;
    return { '=': after };
  }
  if (typeof after === 'object' && after !== null && JSON.stringify(before) === JSON.stringify(after))
    return undefined;
  return { '=': after };
}

/** `before` with `patch` applied (see patchOf); throws when the patch does not fit `before`. */
export function applyPatch(before: unknown, patch: JsonPatch): unknown {
  if ('=' in patch) return patch['='];
  if ('o' in patch) {
    if (!isObject(before)) throw new Error('The patch is of an object, the value is not one');
    const after: Record<string, unknown> = { ...before };
    for (const [key, field] of Object.entries(patch.o)) after[key] = applyPatch(before[key], field);
    for (const key of patch.d ?? []) delete after[key];
    return after;
  }
  if (!Array.isArray(before)) throw new Error('The patch is of a list, the value is not one');
  const byId = new Map<string, unknown>();
  for (const item of before) if (isObject(item) && typeof item.id === 'string') byId.set(item.id, item);
  const ids = patch.i ?? before.map((item) => (item as { id: string }).id);
  return ids.map((id) => {
    const record = patch.a[id];
    if (record) return applyPatch(byId.get(id), record);
    if (!byId.has(id)) throw new Error(`The patch names a record the list does not hold: ${id}`);
    return byId.get(id);
  });
}
