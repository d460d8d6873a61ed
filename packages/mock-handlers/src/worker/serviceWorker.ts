/**
 * The demo's service worker (built into /sw.js by the Vite plugin of vite.ts, `@chorus/mock-handlers/vite`): it
 * runs the mock API for every tab of the origin, and caches the demo's built files so that it runs offline after
 * one visit.
 *
 * - `/api/*` of the origin: answered by the one `ApiServer` (the MSW handlers through `getResponse`), from
 *   fetch events of controlled pages and from `REQUEST_MESSAGE`s of pages it does not control (a hard
 *   reload loads a page without its service worker, by browser rule). Nothing under /api/ reaches the network.
 * - Every committed change is announced to every other open tab (`CHANGE_MESSAGE`).
 * - Updates: a new script takes over at once (skipWaiting, then `clients.claim()`), so there is only ever one
 *   writer; requests still running in the old one finish first (Web Locks), and the new one reloads what they
 *   saved (revisions).
 * - Offline: pages are fetched from the network first, with the cached index.html when it cannot answer;
 *   built assets (hashed) from the cache first. The page asks for the whole build to be cached once it is idle
 *   (`PRECACHE_MESSAGE`), so the first visit is not slowed down by it.
 */
// First: msw needs a localStorage when its modules run (see the file).
import { hasLocalStorage } from './memoryLocalStorage';
import { configureMockFirebase, handlers } from '../index';
import { createApiServer } from './apiServer';
import {
  CHANGE_MESSAGE,
  CLAIM_MESSAGE,
  type ChangeMessage,
  NOTICE_MESSAGE,
  type NoticeMessage,
  PRECACHE_MESSAGE,
  REQUEST_MESSAGE,
  type WireRequest,
  type WireResponse,
} from './protocol';
import { precacheFiles } from './precache';
import { idbSavedDb } from './savedDb';
import type { RouterRuleLike, ServiceWorkerScopeLike } from './scope';

/** The built files to cache (paths from the scope), or null in development (nothing is cached). */
declare const __CHORUS_PRECACHE__: readonly string[] | null;
/** Names this build's cache. */
declare const __CHORUS_BUILD_ID__: string;
/** The Firebase project of a build with VITE_AUTH_PROVIDER=firebase (the Vite plugin's `firebase` option), or null. */
declare const __CHORUS_FIREBASE__: { projectId: string; emulator: boolean } | null;

const sw = globalThis as unknown as ServiceWorkerScopeLike;
configureMockFirebase(__CHORUS_FIREBASE__);
if (!hasLocalStorage) console.debug('[mock-api] msw keeps its cookies in memory in this worker');
const scopeUrl = new URL(sw.registration.scope);
const apiPrefix = `${scopeUrl.pathname}api/`;
const precache = __CHORUS_PRECACHE__;
const CACHE_PREFIX = 'chorus-demo-';
const CACHE = `${CACHE_PREFIX}${__CHORUS_BUILD_ID__}`;
const PAGE = `${scopeUrl.pathname}index.html`;
/** Marks the worker's own precache fetches (scripts/size.mjs counts them apart from the page's). */
const PRECACHE_HEADER = 'x-chorus-precache';

const locks = sw.navigator.locks;
const server = createApiServer({
  handlers,
  saved: idbSavedDb(),
  baseUrl: sw.registration.scope,
  ...(locks ? { lock: <T>(run: () => Promise<T>) => locks.request('chorus-mock-api', run) } : {}),
  async announce(revision, origin) {
    const message: ChangeMessage = { type: CHANGE_MESSAGE, revision };
    for (const client of await sw.clients.matchAll({ type: 'window', includeUncontrolled: true })) {
      if (client.id !== origin) client.postMessage(message);
    }
  },
  notice(reason) {
    const message: NoticeMessage = { type: NOTICE_MESSAGE, discarded: true, reason };
    void sw.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((clients) => {
      for (const client of clients) client.postMessage(message);
    });
  },
});

/**
 * What the browser may fetch without waking the worker (static routes, where it has them; the fetch handler below
 * answers the same requests the same way where it has not). A page's load asks for ~100 hashed files: each was a
 * fetch event, which starts the worker, runs the handler and routes the answer through it (e2e: a tenth of a cold
 * signed-in load's CPU). API requests are always the worker's. With the build cached (precache), its files come
 * from the cache, and from the network when a file is missing; in development (no precache) nothing but the API
 * involves the worker.
 */
function staticRoutes(): RouterRuleLike[] {
  const api: RouterRuleLike = {
    condition: { urlPattern: { pathname: `${apiPrefix}*` } },
    source: 'fetch-event',
  };
  if (!precache) return [api, { condition: { urlPattern: { pathname: '*' } }, source: 'network' }];
  return [
    api,
    {
      condition: { urlPattern: { pathname: `${scopeUrl.pathname}assets/*` }, requestMethod: 'GET' },
      source: { cacheName: CACHE },
    },
  ];
}

sw.addEventListener('install', (event) => {
  const routed = event.addRoutes?.(staticRoutes()).catch((error: unknown) => {
    console.debug('[mock-api] no static routes: every request is a fetch event', error);
  });
  event.waitUntil(Promise.all([routed, sw.skipWaiting()]));
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key.startsWith(CACHE_PREFIX) && key !== CACHE) await caches.delete(key);
      }
      await sw.clients.claim();
    })(),
  );
});

const isApi = (url: URL) => url.origin === scopeUrl.origin && url.pathname.startsWith(apiPrefix);

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (isApi(url)) {
    event.respondWith(server.handle(request, event.clientId || undefined));
    return;
  }
  if (!precache || request.method !== 'GET' || url.origin !== scopeUrl.origin) return;
  if (request.mode === 'navigate') event.respondWith(pageFromNetworkFirst(request));
  else if (url.pathname.startsWith(`${scopeUrl.pathname}assets/`) || precache.includes(url.pathname))
    event.respondWith(fromCacheFirst(request));
});

async function pageFromNetworkFirst(request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    if (response.ok && response.headers.get('content-type')?.includes('text/html')) {
      const copy = response.clone();
      void caches.open(CACHE).then((cache) => cache.put(PAGE, copy));
    }
    return response;
  } catch (error) {
    const cached = await caches.match(PAGE);
    if (cached) return cached;
    throw error;
  }
}

async function fromCacheFirst(request: Request): Promise<Response> {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    void caches.open(CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

async function precacheAll(): Promise<number> {
  if (!precache) return 0;
  const cache = await caches.open(CACHE);
  const missing: string[] = [];
  for (const path of precache) if (!(await cache.match(path))) missing.push(path);
  return precacheFiles(missing, async (path) => {
    const response = await fetch(path, { headers: { [PRECACHE_HEADER]: '1' }, cache: 'no-cache' });
    if (!response.ok) return false;
    await cache.put(path, response);
    return true;
  });
}

function noBody(status: number): boolean {
  return status === 101 || status === 204 || status === 205 || status === 304;
}

async function answerOverPort(message: WireRequest, port: MessagePort, origin: string | undefined) {
  let answer: WireResponse;
  try {
    const url = new URL(message.url, sw.registration.scope);
    if (!isApi(url)) throw new Error(`${url.href} is not an API request`);
    const request = new Request(url, {
      method: message.method,
      headers: message.headers,
      ...(message.body && message.method !== 'GET' && message.method !== 'HEAD'
        ? { body: message.body }
        : {}),
    });
    const response = await server.handle(request, origin);
    answer = {
      status: response.status,
      statusText: response.statusText,
      headers: [...response.headers],
      body: noBody(response.status) ? null : await response.arrayBuffer(),
    };
  } catch (error) {
    answer = {
      status: 500,
      statusText: 'Internal Server Error',
      headers: [['content-type', 'application/json']],
      body: new TextEncoder().encode(JSON.stringify({ error: { code: 'INTERNAL', message: String(error) } }))
        .buffer as ArrayBuffer,
    };
  }
  port.postMessage(answer, answer.body ? [answer.body] : []);
}

sw.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  const port = event.ports[0];
  if (!data || typeof data !== 'object' || !port) return;
  const origin = event.source?.id;
  switch (data.type) {
    case REQUEST_MESSAGE:
      event.waitUntil(answerOverPort(data as WireRequest, port, origin));
      break;
    case CLAIM_MESSAGE:
      event.waitUntil(
        (async () => {
          await sw.clients.claim();
          const controlled = await sw.clients.matchAll({ type: 'window' });
          port.postMessage({ controlled: controlled.some((client) => client.id === origin) });
        })(),
      );
      break;
    case PRECACHE_MESSAGE:
      event.waitUntil(
        precacheAll().then(
          (cached) => port.postMessage({ done: true, cached }),
          (error: unknown) => port.postMessage({ done: false, error: String(error) }),
        ),
      );
      break;
  }
});
