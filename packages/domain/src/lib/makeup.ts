/**
 * What a list in a view is made of, when most of it is shared by every viewer of a frozen load: a frozen list
 * (`shared`, the same object for each of them), the viewer's own items (`own`, each standing in for the shared
 * item of `replaced` at the same index, or added where `replaced` holds null), and a key naming how the result is
 * ordered (the viewer's shuffle). The list itself is a fixed function of the three: two lists whose makeups are
 * equal are equal. A reader that compares views over time (the server's live channel fingerprints every viewer's
 * views at every change) can then spell a list of 2,000 revealed ideas by its shared part's kept digest and the
 * viewer's one or two ideas, instead of 2,000 items per viewer.
 *
 * The makeup rides on the list as a symbol-keyed property that is not enumerable: JSON, spreads and copies of the
 * list never carry it, and a reader that does not know it sees a plain array.
 */
export interface Makeup {
  readonly shared: readonly object[];
  readonly key: string;
  readonly own: readonly object[];
  readonly replaced: readonly (object | null)[];
}

const MAKEUP = Symbol('chorus.makeup');

/** `list` with its makeup attached (the same array). */
export function withMakeup<T extends object>(list: T[], makeup: Makeup): T[] {
  Object.defineProperty(list, MAKEUP, { value: makeup, enumerable: false });
  return list;
}

/** The makeup attached to `value`, if it is a list that has one. */
export function makeupOf(value: unknown): Makeup | undefined {
  return Array.isArray(value) ? (value as { [MAKEUP]?: Makeup })[MAKEUP] : undefined;
}
