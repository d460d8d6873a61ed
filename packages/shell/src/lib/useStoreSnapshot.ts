import { useSyncExternalStore } from 'react';
import { type Snapshot, snapshot, subscribe } from 'valtio';

/**
 * A store's snapshot as React reads it, made once per change of the store and kept until the next one.
 *
 * valtio's own `useSnapshot` asks the store for a snapshot at every read. A store whose nested parts have no
 * listener of their own yet works out its version lazily, so two reads with no change between them can answer
 * two snapshot objects that are equal but not the same; React checks at the end of a render in a transition
 * that what it read is still current, sees another object, and renders the whole tree again in one synchronous
 * task (measured on the signed-in frame's first render: the shell's mount, 170 ms of a phone's main thread
 * redone, issue 33). Here a read between two changes always answers the same object, so a render in a
 * transition is thrown away only when the store really changed.
 */
interface Entry {
  snap: unknown;
  listeners: Set<() => void>;
  subscribe: (listener: () => void) => () => void;
}

const entries = new WeakMap<object, Entry>();

function entryOf(store: object): Entry {
  let entry = entries.get(store);
  if (!entry) {
    const listeners = new Set<() => void>();
    const made: Entry = {
      snap: snapshot(store),
      listeners,
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    // For the store's life (stores are modules' singletons): the snapshot follows every change at once.
    subscribe(
      store,
      () => {
        made.snap = snapshot(store);
        for (const listener of [...listeners]) listener();
      },
      true,
    );
    entries.set(store, made);
    entry = made;
  }
  return entry;
}

/**
 * A part of a store's snapshot, e.g. `useStoreSnapshot(settingsStore, (s) => s.settings)`. `select` must answer
 * a part of the snapshot it is given (or a primitive), never a new object: React compares answers by identity.
 * The component renders again when that part changes.
 */
export function useStoreSnapshot<T extends object, S>(store: T, select: (snap: Snapshot<T>) => S): S {
  const entry = entryOf(store);
  const read = () => select(entry.snap as Snapshot<T>);
  return useSyncExternalStore(entry.subscribe, read, read);
}
