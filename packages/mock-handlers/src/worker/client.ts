/**
 * `@chorus/mock-handlers/client`: the page's side of the mock API. The API runs in a service worker (`/sw.js`,
 * built from serviceWorker.ts by the Vite plugin of `@chorus/mock-handlers/vite`): one worker holds the demo's
 * database for every tab of the origin and answers `/api/*`.
 * The page downloads and runs none of the mock (no msw, handlers, seeds or persistence in any page chunk:
 * `npm run size` checks it). What runs here is a small gate on `fetch`:
 *
 * - A page the worker controls sends its API requests through the network stack; the worker answers them.
 * - Until then (a first visit, before the worker is installed; an older worker in control), API requests wait:
 *   the worker is registered, and once active it is asked to take control of the page (`clients.claim()`).
 *   No API request ever reaches the static server.
 * - A hard reload (Shift+reload) loads the page without its service worker by browser rule, and the browser
 *   may refuse to let the worker claim it: the page's API requests then go to the active worker over a
 *   MessageChannel, and it answers them like any other.
 * - Every change the worker commits is announced to the other open tabs; each turns it into the window event
 *   `REMOTE_CHANGE_EVENT`, which the apps' one live-refresh listener consumes.
 * - Saved data the worker had to discard (unreadable, or of an older format) is reported to `onDataDiscarded`
 *   (the demo shows it in a snackbar).
 * - An updated worker takes over at once (skipWaiting + claim: only ever one writer); open pages keep
 *   running on it without a reload (the same API), and their next navigation loads the new build.
 * - Once the page is idle, the worker is asked to cache the whole build: after one visit the demo loads
 *   and runs with the network cut.
 *
 * The worker is registered as the page starts (it runs on its own thread: the page paints without waiting for
 * it); the first API request waits for it only on a first visit, if the user is faster than its install.
 */
// Only the message names and REMOTE_CHANGE_EVENT: no msw, handler or store reaches a page through this entry
// (scripts/mockChunks.mjs allows this file and what it imports in page chunks, nothing else of the mock).
import { REMOTE_CHANGE_EVENT } from '../lib/liveChange';
import {
  CHANGE_MESSAGE,
  CLAIM_MESSAGE,
  NOTICE_MESSAGE,
  PRECACHE_MESSAGE,
  REQUEST_MESSAGE,
  SERVICE_WORKER_FILE,
  type WireResponse,
} from './protocol';

type Fetch = typeof globalThis.fetch;

export interface MockApiClientOptions {
  /** The app's base URL (Vite's `import.meta.env.BASE_URL`): the worker is `<base>sw.js`, its API `<base>api/`. */
  base?: string;
  /**
   * The worker discarded the saved demo data (unreadable, or of an older format) and went back to the seed:
   * tell the user. Logged as a warning either way.
   */
  onDataDiscarded?: (reason: string) => void;
}

let scope = new URL('/', globalThis.location?.href ?? 'http://localhost/');
let workerUrl = new URL(SERVICE_WORKER_FILE, scope).href;
let apiPrefix = `${scope.pathname}api/`;

function setBase(base: string): void {
  scope = new URL(base, window.location.href);
  workerUrl = new URL(SERVICE_WORKER_FILE, scope).href;
  apiPrefix = `${scope.pathname}api/`;
}

let connecting: Promise<ServiceWorker> | null = null;

const isOurs = (worker: ServiceWorker | null | undefined): worker is ServiceWorker =>
  worker?.scriptURL === workerUrl;

/** Posts `message` to `worker` with a MessageChannel and resolves with the answer. */
function ask<T>(worker: ServiceWorker, message: object, transfer: Transferable[] = []): Promise<T> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<T>) => {
      channel.port1.close();
      resolve(event.data);
    };
    worker.postMessage(message, [channel.port2, ...transfer]);
  });
}

/** The registration's active worker once it is ours and activated. */
function activated(registration: ServiceWorkerRegistration): Promise<ServiceWorker> {
  return new Promise((resolve) => {
    const check = () => {
      const active = registration.active;
      if (isOurs(active) && active.state === 'activated') {
        resolve(active);
        return true;
      }
      return false;
    };
    if (check()) return;
    const watch = (worker: ServiceWorker | null) => worker?.addEventListener('statechange', check);
    registration.addEventListener('updatefound', () => watch(registration.installing));
    watch(registration.installing);
    watch(registration.waiting);
    watch(registration.active);
  });
}

function ourController(): Promise<void> {
  const container = navigator.serviceWorker;
  if (isOurs(container.controller)) return Promise.resolve();
  return new Promise((resolve) => {
    const changed = () => {
      if (!isOurs(container.controller)) return;
      container.removeEventListener('controllerchange', changed);
      resolve();
    };
    container.addEventListener('controllerchange', changed);
  });
}

/** Registers the worker (once) and resolves with it active; the page is then controlled by it if the browser allows. */
export function connectMockApi(): Promise<ServiceWorker> {
  connecting ??= (async () => {
    const container = navigator.serviceWorker;
    const registration = await container.register(workerUrl, {
      scope: scope.pathname,
      updateViaCache: 'none',
    });
    const worker = await activated(registration);
    if (!isOurs(container.controller)) {
      const { controlled } = await ask<{ controlled: boolean }>(worker, { type: CLAIM_MESSAGE });
      if (controlled) await ourController();
    }
    return worker;
  })();
  connecting.catch(() => {
    connecting = null;
  });
  return connecting;
}

function isApiRequest(input: Parameters<Fetch>[0]): boolean {
  const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const url = new URL(raw, window.location.href);
  return url.origin === scope.origin && url.pathname.startsWith(apiPrefix);
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/** The request, answered by the worker over a MessageChannel (the page is not controlled by it). */
async function fetchOverPort(request: Request): Promise<Response> {
  const { signal } = request;
  if (signal.aborted) throw abortError(signal);
  const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
  // The active worker now (an update may have replaced the one that first answered).
  const registration = await navigator.serviceWorker.getRegistration(scope.pathname);
  const worker = isOurs(registration?.active) ? registration.active : await connectMockApi();
  const answer = ask<WireResponse>(
    worker,
    { type: REQUEST_MESSAGE, url: request.url, method: request.method, headers: [...request.headers], body },
    body ? [body] : [],
  );
  const aborted = new Promise<never>((_, reject) =>
    signal.addEventListener('abort', () => reject(abortError(signal)), { once: true }),
  );
  const { status, statusText, headers, body: responseBody } = await Promise.race([answer, aborted]);
  return new Response(responseBody, { status, statusText, headers });
}

/** How long a burst of other tabs' changes is gathered into one refresh of this tab's screens. */
const REMOTE_CHANGE_GATHER_MS = 150;
let changePending = false;
function announceRemoteChange(): void {
  // Three tabs writing make dozens of changes a second, and each refresh refetches what is on screen: a burst
  // refreshes at most once per REMOTE_CHANGE_GATHER_MS, not once per change.
  if (changePending) return;
  changePending = true;
  setTimeout(() => {
    changePending = false;
    window.dispatchEvent(new Event(REMOTE_CHANGE_EVENT));
  }, REMOTE_CHANGE_GATHER_MS);
}

function listenToWorker(onDataDiscarded: MockApiClientOptions['onDataDiscarded']): void {
  const container = navigator.serviceWorker;
  container.addEventListener('message', (event: MessageEvent<{ type?: string; reason?: string }>) => {
    const data = event.data;
    if (data?.type === CHANGE_MESSAGE) announceRemoteChange();
    else if (data?.type === NOTICE_MESSAGE) {
      const reason = String(data.reason);
      console.warn(`[mock-api] the saved demo data was discarded (${reason}).`);
      onDataDiscarded?.(reason);
    }
  });
  container.startMessages();
}

/** Once the page is idle: the worker caches the whole build (offline after one visit). */
function cacheForOfflineWhenIdle(): void {
  const idle = (run: () => void) =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(run, { timeout: 5_000 })
      : setTimeout(run, 1_000);
  const start = () =>
    idle(() => {
      void connectMockApi().then((worker) => ask(worker, { type: PRECACHE_MESSAGE }));
    });
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/**
 * Gates same-origin API requests on the worker, listens to it, and registers it. Returns false (and does
 * nothing) in a browser without service workers. The worker tells every tab of the origin about each change
 * (the window event REMOTE_CHANGE_EVENT), so the caller may tell its screens to stop polling.
 */
export function installMockApi(options: MockApiClientOptions = {}): boolean {
  if (!('serviceWorker' in navigator)) {
    console.error('[mock-api] this browser has no service workers: the demo cannot run its mock API.');
    return false;
  }
  setBase(options.base ?? '/');
  listenToWorker(options.onDataDiscarded);
  const originalFetch: Fetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    if (!isApiRequest(input)) return originalFetch(input, init);
    if (!isOurs(navigator.serviceWorker.controller)) await connectMockApi();
    if (isOurs(navigator.serviceWorker.controller)) return originalFetch(input, init);
    return fetchOverPort(new Request(input, init));
  };
  // Registered at once (unless the page is already controlled by it): its script downloads and starts on the
  // worker's own thread while the page loads, so that the first API call (a sign-in) does not wait for it.
  if (!isOurs(navigator.serviceWorker.controller)) void connectMockApi();
  cacheForOfflineWhenIdle();
  return true;
}
