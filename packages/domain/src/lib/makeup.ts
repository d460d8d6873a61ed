/**
 * What a list in a view is made of, when most of it is shared by every viewer of a frozen load: a frozen list
 * (`shared`, the same object for each of them), the viewer's own items (`own`, each standing in for the shared
 * item of `replaced` at the same index, or added where `replaced` holds null), and a key naming how the result is
 * ordered (the viewer's shuffle). The list itself is a fixed function of the three: two lists whose makeups are
 * equal are equal. A reader that compares views over time (the server's live channel fingerprints every viewer's
 * views at every change) can then spell a list of 2,000 revealed ideas by its shared part's kept digest and the
 * viewer's one or two ideas, instead of 2,000 items per viewer.
 *
 * The makeup is read through a symbol that no copy, spread or JSON of the list carries: a reader that does not
 * know it sees a plain array.
 */
export interface Makeup {
  readonly shared: readonly object[];
  readonly key: string;
  readonly own: readonly object[];
  readonly replaced: readonly (object | null)[];
}

const MAKEUP = Symbol('chorus.makeup');

/**
 * The list `build` makes, said to be made of `makeup`, and made only when something reads it (its items, its
 * length, a copy, JSON): a reader that compares views by their makeups never pays for the 2,000 items a viewer's
 * list holds. Built at most once; then it behaves as the array it is.
 */
export function madeOf<T extends object>(makeup: Makeup, build: () => readonly T[]): T[] {
  const list: T[] = [];
  // Let go once built: what it was built from (a whole load) is not kept alive by the list.
  let toBuild: (() => readonly T[]) | undefined = build;
  const made = () => {
    if (toBuild) {
      const items = toBuild();
      toBuild = undefined;
      for (const item of items) list.push(item);
    }
    return list;
  };
  return new Proxy(list, {
    get: (target, key) => (key === MAKEUP ? makeup : Reflect.get(made() && target, key)),
    // Whether it has an index depends on its items; any other key ('toJSON' in list) is the array's.
    has: (target, key) =>
      key === MAKEUP ||
      Reflect.has(typeof key === 'string' && /^\d+$/.test(key) ? made() && target : target, key),
    ownKeys: (target) => Reflect.ownKeys(made() && target),
    getOwnPropertyDescriptor: (target, key) => Reflect.getOwnPropertyDescriptor(made() && target, key),
    set: (target, key, value) => Reflect.set(made() && target, key, value),
    defineProperty: (target, key, descriptor) => Reflect.defineProperty(made() && target, key, descriptor),
    deleteProperty: (target, key) => Reflect.deleteProperty(made() && target, key),
  });
}

/** The makeup of `value`, if it is a list made by `madeOf`. */
export function makeupOf(value: unknown): Makeup | undefined {
  return Array.isArray(value) ? (value as { [MAKEUP]?: Makeup })[MAKEUP] : undefined;
}
