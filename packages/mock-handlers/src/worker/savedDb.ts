import { createStore, entries, get, promisifyRequest, type UseStore } from 'idb-keyval';

/**
 * Where the service worker keeps the mock database: one IndexedDB record per store, plus a meta record
 * (format version, revision). Every request's changes are written in one transaction, so a request's
 * changes are saved all together or not at all; the revision grows by one with each commit.
 */
export interface SavedMeta {
  /** The database format (`DB_VERSION`): any other is discarded. */
  version: number;
  /** Bumped by every commit: a worker holding an older one reloads before it answers. */
  revision: number;
}

export interface SavedStores {
  meta: SavedMeta | undefined;
  stores: Map<string, unknown>;
}

export interface SavedDb {
  /** The meta record alone (cheap: read before each request). */
  readMeta(): Promise<SavedMeta | undefined>;
  /** Every record, in one transaction. */
  readAll(): Promise<SavedStores>;
  /** Writes these stores, deletes those, and the meta, in one transaction. */
  commit(stores: ReadonlyMap<string, unknown>, deleted: readonly string[], meta: SavedMeta): Promise<void>;
  /** Removes every store and writes the meta, in one transaction. */
  reset(meta: SavedMeta): Promise<void>;
}

const META_KEY = '__meta__';

export function idbSavedDb(databaseName = 'chorus-mock-api', storeName = 'stores'): SavedDb {
  let store: UseStore | undefined;
  const use: UseStore = (mode, callback) => {
    store ??= createStore(databaseName, storeName);
    return store(mode, callback);
  };
  return {
    readMeta: () => get<SavedMeta>(META_KEY, use),
    async readAll() {
      const all = await entries<string, unknown>(use);
      const stores = new Map<string, unknown>();
      let meta: SavedMeta | undefined;
      for (const [key, value] of all) {
        if (key === META_KEY) meta = value as SavedMeta;
        else stores.set(key, value);
      }
      return { meta, stores };
    },
    commit(stores, deleted, meta) {
      return use('readwrite', (objectStore) => {
        for (const [name, value] of stores) objectStore.put(value, name);
        for (const name of deleted) objectStore.delete(name);
        objectStore.put(meta, META_KEY);
        return promisifyRequest(objectStore.transaction);
      });
    },
    reset(meta) {
      return use('readwrite', (objectStore) => {
        objectStore.clear();
        objectStore.put(meta, META_KEY);
        return promisifyRequest(objectStore.transaction);
      });
    },
  };
}

/** The same, in memory (unit tests). */
export function memorySavedDb(): SavedDb & { records: Map<string, unknown> } {
  const records = new Map<string, unknown>();
  const copy = <T>(value: T): T => structuredClone(value);
  return {
    records,
    readMeta: async () => copy(records.get(META_KEY) as SavedMeta | undefined),
    async readAll() {
      const stores = new Map<string, unknown>();
      for (const [key, value] of records) if (key !== META_KEY) stores.set(key, copy(value));
      return { meta: copy(records.get(META_KEY) as SavedMeta | undefined), stores };
    },
    async commit(stores, deleted, meta) {
      for (const [name, value] of stores) records.set(name, copy(value));
      for (const name of deleted) records.delete(name);
      records.set(META_KEY, copy(meta));
    },
    async reset(meta) {
      records.clear();
      records.set(META_KEY, copy(meta));
    },
  };
}
