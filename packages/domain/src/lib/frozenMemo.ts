/**
 * A pure function of records, remembered for as long as its arguments live, when every argument is frozen. The
 * server deep-freezes a meeting's load that its live channel projects for each of the meeting's viewers (every
 * view, for every one of them): what does not depend on the viewer (who takes part, who has submitted) is then
 * worked out once per load instead of once per viewer and view. Arguments that are not frozen (the mock's
 * records, the copy a rule changes, a phase settled for the moment) are never remembered: they may change. What a
 * remembered call returns is shared, and frozen (shallowly) so that a caller cannot change it for the others.
 */
export function frozenMemo<Args extends readonly object[], Result>(
  compute: (...args: Args) => Result,
): (...args: Args) => Result {
  const slotOf = slots<Args, { result: Result }>();
  return (...args) => {
    if (!allFrozen(args)) return compute(...args);
    let slot = slotOf(args);
    if (!slot) {
      slot = { result: shared(compute(...args)) };
      slotOf(args, slot);
    }
    return slot.result;
  };
}

/**
 * frozenMemo for a function of frozen records at an instant (who is here now): the result of the latest instant
 * asked is remembered, so the viewers of one load read at one instant share it.
 */
export function frozenMemoAt<Args extends readonly object[], Result>(
  compute: (now: number, ...args: Args) => Result,
): (now: number, ...args: Args) => Result {
  const slotOf = slots<Args, { now: number; result: Result }>();
  return (now, ...args) => {
    if (!allFrozen(args)) return compute(now, ...args);
    const slot = slotOf(args);
    if (slot?.now === now) return slot.result;
    const result = shared(compute(now, ...args));
    slotOf(args, { now, result });
    return result;
  };
}

/** Whether every argument is frozen (a loop: this runs for every record of every viewer's views). */
function allFrozen(args: readonly object[]): boolean {
  for (let index = 0; index < args.length; index++) if (!Object.isFrozen(args[index])) return false;
  return true;
}

const shared = <T>(result: T): T => {
  if (result !== null && typeof result === 'object') Object.freeze(result);
  return result;
};

/** A slot per list of objects: one WeakMap per argument, a later argument's under the earlier one's key. */
function slots<Args extends readonly object[], Slot>(): (args: Args, slot?: Slot) => Slot | undefined {
  const root = new WeakMap<object, unknown>();
  return (args, slot) => {
    let level = root;
    for (let index = 0; index < args.length - 1; index++) {
      const arg = args[index] as object;
      let next = level.get(arg) as WeakMap<object, unknown> | undefined;
      if (!next) {
        if (!slot) return undefined;
        next = new WeakMap();
        level.set(arg, next);
      }
      level = next;
    }
    const last = args[args.length - 1] as object;
    if (slot) level.set(last, slot);
    return level.get(last) as Slot | undefined;
  };
}

/**
 * A list for a response: a frozen one is shared as it is (nothing can change it, and a fingerprint of every
 * viewer's views serialises it once); any other is copied, so that the response does not hold the records' own.
 */
export const copyUnlessFrozen = <T>(list: readonly T[]): T[] =>
  Object.isFrozen(list) ? (list as T[]) : [...list];
