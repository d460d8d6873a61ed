import { getResponse, type RequestHandler } from 'msw';
import { DB_VERSION, onDbChange, peekStoreState, setStoreSource, takeTouchedStores } from '../lib/db';
import { errorResponse } from '../lib/http';
import { ERROR_CODES } from '@chorus/domain';
import type { SavedDb, SavedMeta } from './savedDb';

/**
 * The mock API as one server: the service worker hands it every API request of every tab, and it answers
 * them one at a time with the MSW handlers (`getResponse`), over the database it keeps in memory and saves
 * in IndexedDB. One request at a time makes it the one writer: tabs cannot race.
 *
 * - State is loaded when the worker wakes, before the first request is answered: the saved records are read
 *   in one transaction and each store is parsed (schema-checked) on first use, lazily.
 * - A request that changed the data is answered only once its changes are committed (the stores it used, in
 *   one IndexedDB transaction with a new revision): a worker stopped at any idle moment loses nothing. If the
 *   commit fails, the request answers 503 and the in-memory state is reloaded from what was saved.
 * - Before each request the saved revision is compared with the one held in memory: if another worker wrote
 *   since (an updated worker script while the old one finished its last request), the state is reloaded.
 *   With `lock` (Web Locks), requests are serialised across workers too.
 * - Saved data of another format version, or a store failing its schema, is discarded with a notice; the
 *   seed is used instead. Never a crash.
 */
export interface ApiServerOptions {
  handlers: readonly RequestHandler[];
  saved: SavedDb;
  /** Resolves relative handler paths (the worker's scope). */
  baseUrl?: string;
  /** Serialises a request with those of other workers (Web Locks); default: in this worker only. */
  lock?: <T>(run: () => Promise<T>) => Promise<T>;
  /** A change was committed: tell the other tabs (`origin` is the client that made it, if known). */
  announce?: (revision: number, origin: string | undefined) => Promise<void> | void;
  /** Saved data was discarded (an old format, a store failing its schema). */
  notice?: (reason: string) => void;
}

export interface ApiServer {
  handle(request: Request, origin?: string): Promise<Response>;
}

function inOrder(): <T>(run: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return (run) => {
    const result = tail.then(run);
    tail = result.catch(() => undefined);
    return result;
  };
}

export function createApiServer(options: ApiServerOptions): ApiServer {
  const { saved } = options;
  const handlers = [...options.handlers];
  const local = inOrder();
  const serial = <T>(run: () => Promise<T>): Promise<T> =>
    local(() => (options.lock ? options.lock(run) : run()));
  /** The revision the in-memory state reflects; null: not loaded (or to be reloaded). */
  let revision: number | null = null;
  /** Stores whose saved copy failed its schema: deleted with the next commit. */
  const dropped = new Set<string>();

  const notice = (reason: string) => {
    console.warn(`[mock-api] the saved demo data was discarded (${reason}); starting from the seed.`);
    options.notice?.(reason);
  };

  async function load(): Promise<void> {
    const { meta, stores } = await saved.readAll();
    let current: SavedMeta = meta ?? { version: DB_VERSION, revision: 0 };
    if (current.version !== DB_VERSION || (!meta && stores.size > 0)) {
      const reason = meta ? `version ${String(meta.version)} is not ${DB_VERSION}` : 'no version';
      current = { version: DB_VERSION, revision: (Number(meta?.revision) || 0) + 1 };
      await saved.reset(current);
      stores.clear();
      notice(reason);
    }
    dropped.clear();
    setStoreSource({
      read: (name) => stores.get(name),
      discarded: (name, reason) => {
        stores.delete(name);
        dropped.add(name);
        notice(reason);
      },
    });
    revision = current.revision;
  }

  async function ensureLoaded(): Promise<void> {
    if (revision !== null) {
      const meta = await saved.readMeta();
      if (meta && meta.version === DB_VERSION && meta.revision === revision) return;
    }
    await load();
  }

  async function answer(request: Request, origin: string | undefined): Promise<Response> {
    try {
      await ensureLoaded();
    } catch (error) {
      console.error('[mock-api] could not read the saved demo data', error);
      revision = null;
      return errorResponse(503, ERROR_CODES.internal, 'The demo data could not be read');
    }
    takeTouchedStores();
    let changed = false;
    const stop = onDbChange((event) => {
      if (event.type === 'change') changed = true;
    });
    let response: Response;
    try {
      response =
        (await getResponse(handlers, request, options.baseUrl ? { baseUrl: options.baseUrl } : {})) ??
        errorResponse(404, ERROR_CODES.notFound, `No mock API route for ${request.method} ${request.url}`);
    } catch (error) {
      console.error('[mock-api] handler failed', error);
      response = errorResponse(500, ERROR_CODES.internal, 'The mock API failed to handle this request');
    } finally {
      stop();
    }
    const touched = takeTouchedStores();
    if (!changed && dropped.size === 0) return response;
    const next = (revision ?? 0) + 1;
    const stores = new Map<string, unknown>();
    if (changed) for (const name of touched) stores.set(name, peekStoreState(name));
    try {
      await saved.commit(
        stores,
        [...dropped].filter((name) => !stores.has(name)),
        { version: DB_VERSION, revision: next },
      );
    } catch (error) {
      console.error('[mock-api] could not save the change; it is undone', error);
      revision = null;
      return errorResponse(503, ERROR_CODES.internal, 'The change could not be saved');
    }
    dropped.clear();
    revision = next;
    if (changed) {
      try {
        await options.announce?.(next, origin);
      } catch (error) {
        console.warn('[mock-api] could not tell the other tabs', error);
      }
    }
    return response;
  }

  return {
    handle: (request, origin) => serial(() => answer(request, origin)),
  };
}
