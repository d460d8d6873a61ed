import { onDbChange, resetMockDb, setWriteGate } from './db';
import { type KeyValueStorage, type Persistence, restoreDb } from './persistence';

/**
 * Live sync between the tabs of an origin (the demo): each tab runs the mock API in memory, over
 * one saved copy in `storage`.
 *
 * - Writes are serialised across tabs with the Web Locks API; inside the lock a tab first reloads
 *   the saved copy if another tab changed it, then writes, then saves at once. Two tabs writing at
 *   the same moment therefore both land.
 * - Each save bumps a revision (`<key>.rev`) and is announced on a BroadcastChannel; the other tabs
 *   reload the saved copy and tell their screens (`onRemote`), within a few milliseconds, without polling.
 */
export interface TabSyncOptions {
  storage: KeyValueStorage;
  key: string;
  persistence: Persistence;
  /** Called after this tab loaded a change made by another tab. */
  onRemote: () => void;
}

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export function syncTabs({ storage, key, persistence, onRemote }: TabSyncOptions): () => void {
  const revisionKey = `${key}.rev`;
  const read = (name: string): string | null => {
    try {
      return storage.getItem(name);
    } catch {
      return null;
    }
  };
  let seen = read(revisionKey);
  let dirty = false;
  let applyingRemote = false;
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(`${key}.sync`) : null;
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;

  /** Loads the saved copy when another tab saved since this tab last looked. */
  const reloadIfStale = (): boolean => {
    const revision = read(revisionKey);
    if (revision === seen) return false;
    seen = revision;
    applyingRemote = true;
    try {
      if (read(key) === null) resetMockDb();
      else restoreDb(storage, key);
    } finally {
      applyingRemote = false;
    }
    return true;
  };

  const announce = () => {
    seen = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
    try {
      storage.setItem(revisionKey, seen);
    } catch {
      // storage full: the other tabs still hear the message, and reload what was saved
    }
    channel?.postMessage({ revision: seen });
  };

  const unsubscribe = onDbChange((event) => {
    if (applyingRemote || event.type === 'load') return;
    if (event.type === 'reset') announce();
    else dirty = true;
  });

  setWriteGate(async (write) => {
    const run = async () => {
      reloadIfStale();
      dirty = false;
      const result = await write();
      if (dirty) {
        dirty = false;
        persistence.flush();
        announce();
      }
      return result;
    };
    return locks ? locks.request(`${key}.write`, run) : run();
  });

  if (channel) {
    channel.onmessage = () => {
      if (reloadIfStale()) onRemote();
    };
  }

  return () => {
    setWriteGate(null);
    unsubscribe();
    channel?.close();
  };
}
