/**
 * The little of the service worker global scope the mock API's worker uses, typed here: the workspace
 * compiles with the DOM library, which cannot be combined with the WebWorker one in one program.
 */

export interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

/** A static route (the Service Worker Static Routing API, Chromium 123+): what the browser fetches without the worker. */
export interface RouterRuleLike {
  condition: { urlPattern?: { pathname: string }; requestMethod?: string };
  source: 'network' | 'fetch-event' | { cacheName: string };
}

export interface InstallEventLike extends ExtendableEventLike {
  /** Absent where the browser has no static routing: every request is then a fetch event, as before. */
  addRoutes?(rules: RouterRuleLike[]): Promise<void>;
}

export interface FetchEventLike extends ExtendableEventLike {
  readonly request: Request;
  readonly clientId: string;
  respondWith(response: Response | Promise<Response>): void;
}

export interface ClientLike {
  readonly id: string;
  readonly url: string;
  postMessage(message: unknown): void;
}

export interface ExtendableMessageEventLike extends ExtendableEventLike {
  readonly data: unknown;
  readonly source: ClientLike | null;
  readonly ports: readonly MessagePort[];
}

export interface ClientsLike {
  claim(): Promise<void>;
  matchAll(options?: {
    includeUncontrolled?: boolean;
    type?: 'window' | 'worker' | 'all';
  }): Promise<ClientLike[]>;
}

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export interface ServiceWorkerScopeLike {
  readonly clients: ClientsLike;
  readonly registration: { readonly scope: string };
  readonly location: { readonly origin: string; readonly href: string };
  readonly navigator: { readonly locks?: LockManagerLike };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install', listener: (event: InstallEventLike) => void): void;
  addEventListener(type: 'activate', listener: (event: ExtendableEventLike) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEventLike) => void): void;
}
