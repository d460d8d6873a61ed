import { getDbSnapshot, loadDbSnapshot, onDbChange } from './db';

/** The subset of the Web Storage API persistence needs (localStorage in the demo). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const DEFAULT_STORAGE_KEY = 'chorus.mock-db';

export interface RestoreStatus {
  /** A persisted database was found and restored. */
  restored: boolean;
  /** A persisted database was found but was unreadable or of another version: the seed is used. */
  discarded: boolean;
  /** Why it was discarded. */
  reason?: string;
}

/** Restores the persisted database; a corrupt or outdated store is removed with a warning, never thrown. */
export function restoreDb(storage: KeyValueStorage, key = DEFAULT_STORAGE_KEY): RestoreStatus {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch (error) {
    console.warn('[mock-api] could not read the saved demo data; starting from the seed.', error);
    return { restored: false, discarded: true, reason: 'storage unreadable' };
  }
  if (raw === null) return { restored: false, discarded: false };
  let reason: string;
  try {
    const result = loadDbSnapshot(JSON.parse(raw));
    if (result.ok) return { restored: true, discarded: false };
    reason = result.reason;
  } catch {
    reason = 'not valid JSON';
  }
  console.warn(`[mock-api] the saved demo data was discarded (${reason}); starting from the seed.`);
  try {
    storage.removeItem(key);
  } catch {
    // Nothing more to do: the seed is in use either way.
  }
  return { restored: false, discarded: true, reason };
}

/** Writes the database now. Returns false (with a warning) when the storage refuses it. */
export function saveDb(storage: KeyValueStorage, key = DEFAULT_STORAGE_KEY): boolean {
  try {
    storage.setItem(key, JSON.stringify(getDbSnapshot()));
    return true;
  } catch (error) {
    console.warn('[mock-api] could not save the demo data (storage full or unavailable).', error);
    return false;
  }
}

export interface Persistence {
  /** Writes pending changes now. */
  flush(): void;
  /** Stops listening. */
  stop(): void;
}

/**
 * Saves every change (debounced, so a burst of calls is written once); a reset
 * removes the saved copy. Changes loaded from elsewhere (another tab) are not re-saved.
 */
export function persistChanges(
  storage: KeyValueStorage,
  options: { key?: string; debounceMs?: number } = {},
): Persistence {
  const key = options.key ?? DEFAULT_STORAGE_KEY;
  const debounceMs = options.debounceMs ?? 100;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    saveDb(storage, key);
  };
  const unsubscribe = onDbChange((event) => {
    if (event.type === 'reset') {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      try {
        storage.removeItem(key);
      } catch {
        // ignore: nothing saved means the seed on next start, which is what a reset wants
      }
      return;
    }
    if (event.type !== 'change') return;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      saveDb(storage, key);
    }, debounceMs);
  });
  return {
    flush,
    stop() {
      flush();
      unsubscribe();
    },
  };
}

/** An in-memory storage (tests, or when localStorage is unavailable). */
export function createMemoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value);
    },
    removeItem: (key) => {
      data.delete(key);
    },
  };
}
