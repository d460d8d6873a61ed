import { type DbSnapshot, getDbSnapshot, loadDbSnapshot, onDbChange, resetMockDb, setWriteGate } from './db';
import { type KeyValueStorage, type Persistence, restoreDb } from './persistence';

/**
 * Live sync between the tabs of an origin (the demo): each tab runs the mock API in memory, over
 * one saved copy in `storage`.
 *
 * - Writes are serialised across tabs with the Web Locks API; inside the lock a tab first reloads
 *   what the previous writer sent (or the saved copy, if newer), then writes, then saves at once. Two
 *   tabs writing at the same moment therefore both land.
 * - Each save bumps a revision (`<key>.rev`) and sends the new state on a BroadcastChannel (localStorage
 *   reaches other tabs a little late); the other tabs load it and tell their screens (`onRemote`),
 *   within milliseconds, without polling.
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

interface SyncMessage {
  revision: number;
  /** The whole saved state; null after a reset. */
  snapshot: DbSnapshot | null;
}

export function syncTabs({ storage, key, persistence, onRemote }: TabSyncOptions): () => void {
  const revisionKey = `${key}.rev`;
  const storedRevision = (): number => {
    try {
      return Number(storage.getItem(revisionKey)) || 0;
    } catch {
      return 0;
    }
  };
  let seen = storedRevision();
  let dirty = false;
  let applyingRemote = false;
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(`${key}.sync`) : null;
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;

  const apply = (load: () => void) => {
    applyingRemote = true;
    try {
      load();
    } finally {
      applyingRemote = false;
    }
  };

  /** Fallback when a message was missed: the saved copy is newer than what this tab holds. */
  const reloadIfStale = () => {
    const revision = storedRevision();
    if (revision <= seen) return;
    seen = revision;
    apply(() => {
      if (storage.getItem(key) === null) resetMockDb();
      else restoreDb(storage, key);
    });
  };

  // Another tab's state travels in the message itself: localStorage reaches other tabs a little later.
  const announce = (snapshot: DbSnapshot | null) => {
    seen = Math.max(seen, storedRevision()) + 1;
    try {
      storage.setItem(revisionKey, String(seen));
    } catch {
      // storage full: the other tabs still get the message
    }
    channel?.postMessage({ revision: seen, snapshot } satisfies SyncMessage);
  };

  const unsubscribe = onDbChange((event) => {
    if (applyingRemote || event.type === 'load') return;
    if (event.type === 'reset') announce(null);
    else dirty = true;
  });

  setWriteGate(async (write) => {
    const run = async () => {
      // Let the messages of the tab that held the lock before us arrive first.
      await new Promise((resolve) => setTimeout(resolve, 0));
      reloadIfStale();
      dirty = false;
      const result = await write();
      if (dirty) {
        dirty = false;
        persistence.flush();
        announce(getDbSnapshot());
      }
      return result;
    };
    return locks ? locks.request(`${key}.write`, run) : run();
  });

  if (channel) {
    channel.onmessage = (event: MessageEvent<SyncMessage>) => {
      const { revision, snapshot } = event.data;
      if (revision <= seen) return;
      seen = revision;
      apply(() => {
        if (snapshot === null) resetMockDb();
        else loadDbSnapshot(snapshot);
      });
      onRemote();
    };
  }

  return () => {
    setWriteGate(null);
    unsubscribe();
    channel?.close();
  };
}
