import { setupWorker, type SetupWorker } from 'msw/browser';
import { REMOTE_CHANGE_EVENT } from './contracts';
import { handlers } from './index';
import { resetMockDb } from './lib/db';
import {
  DEFAULT_STORAGE_KEY,
  persistChanges,
  restoreDb,
  type KeyValueStorage,
  type Persistence,
  type RestoreStatus,
} from './lib/persistence';
import { syncTabs } from './lib/tabSync';

/**
 * The window event a tab receives when another tab of the origin changed the demo data (the screens
 * refetch on it). Also available as `onRemoteChange(listener)`. Defined in the contracts; re-exported here
 * for compatibility.
 */
export { REMOTE_CHANGE_EVENT };

export interface StartMockApiOptions {
  /** URL of the MSW worker script. Default `/mockServiceWorker.js`. */
  serviceWorkerUrl?: string;
  /** Where the demo data is kept. Default `localStorage` when usable; `null` keeps changes in memory only. */
  storage?: KeyValueStorage | null;
  /** Storage key. Default `chorus.mock-db`. */
  storageKey?: string;
  /** Log every intercepted request in the console. Default false. */
  verbose?: boolean;
  /** Share the data live with the other tabs of the origin (needs storage). Default true. */
  syncTabs?: boolean;
}

export interface MockApi {
  worker: SetupWorker;
  /** What happened to the saved demo data; `discarded` means the UI may tell the user it was reset. */
  status: RestoreStatus;
  resetDemoData: () => void;
}

let running: Promise<MockApi> | undefined;
let persistence: Persistence | undefined;
let stopSync: (() => void) | undefined;
let status: RestoreStatus = { restored: false, discarded: false };

function defaultStorage(): KeyValueStorage | null {
  try {
    const storage = globalThis.localStorage;
    if (!storage) return null;
    const probe = '__chorus_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

/**
 * Seeds the mock database, restores the saved demo data (a corrupt or outdated copy is
 * discarded with a warning, see `getMockApiStatus()`), saves every later change, and
 * starts the MSW worker. Calling it again returns the same running API.
 */
export function startMockApi(options: StartMockApiOptions = {}): Promise<MockApi> {
  running ??= (async () => {
    resetMockDb();
    const storage = options.storage === undefined ? defaultStorage() : options.storage;
    if (storage) {
      const key = options.storageKey ?? DEFAULT_STORAGE_KEY;
      status = restoreDb(storage, key);
      persistence = persistChanges(storage, { key });
      if (options.syncTabs !== false) {
        stopSync = syncTabs({
          storage,
          key,
          persistence,
          onRemote: () => globalThis.dispatchEvent?.(new Event(REMOTE_CHANGE_EVENT)),
        });
      }
      globalThis.addEventListener?.('pagehide', () => persistence?.flush());
    }
    const worker = setupWorker(...handlers);
    await worker.start({
      onUnhandledFrame: 'bypass',
      quiet: !options.verbose,
      serviceWorker: { url: options.serviceWorkerUrl ?? '/mockServiceWorker.js' },
    });
    return { worker, status, resetDemoData };
  })();
  running.catch(() => {
    // The worker could not start (no service worker support, insecure origin...): allow a retry.
    persistence?.stop();
    persistence = undefined;
    stopSync?.();
    stopSync = undefined;
    running = undefined;
  });
  return running;
}

/** Back to the seed: the saved copy is removed and every store reseeds. */
export function resetDemoData(): void {
  resetMockDb();
  status = { restored: false, discarded: false };
}

/** Calls `listener` each time another tab changed the demo data. Returns the unsubscribe function. */
export function onRemoteChange(listener: () => void): () => void {
  globalThis.addEventListener?.(REMOTE_CHANGE_EVENT, listener);
  return () => globalThis.removeEventListener?.(REMOTE_CHANGE_EVENT, listener);
}

/** The outcome of restoring the saved demo data at start-up. */
export function getMockApiStatus(): RestoreStatus {
  return { ...status };
}

export { getDbSnapshot, loadDbSnapshot, onDbChange, resetMockDb } from './lib/db';
export type { DbChangeEvent, DbChangeListener, DbSnapshot } from './lib/db';
export { createMemoryStorage, DEFAULT_STORAGE_KEY } from './lib/persistence';
export type { KeyValueStorage, RestoreStatus } from './lib/persistence';
