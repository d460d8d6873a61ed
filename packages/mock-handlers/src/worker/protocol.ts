/**
 * The messages between the demo's pages and the mock API's service worker. No msw and no mock database here:
 * both sides import it (the page through `@chorus/mock-handlers/client`, which scripts/mockChunks.mjs allows).
 */

/** The worker's script, at the app's base URL: built by `@chorus/mock-handlers/vite`, registered by the client. */
export const SERVICE_WORKER_FILE = 'sw.js';

/** A page (or test) asks the worker to answer an API request over a MessageChannel: used while the page is
 * not controlled by the worker (a hard reload bypasses it by browser rule). The answer is a `WireResponse`. */
export const REQUEST_MESSAGE = 'chorus:mock-api:request';
/** A page asks the worker to take control of it (`clients.claim()`); the answer is `{ controlled: boolean }`. */
export const CLAIM_MESSAGE = 'chorus:mock-api:claim';
/** A page asks the worker to cache the demo's built assets (offline after one visit); answered `{ done, cached }`. */
export const PRECACHE_MESSAGE = 'chorus:mock-api:precache';
/** The worker tells every other open tab that the data changed (the page turns it into REMOTE_CHANGE_EVENT). */
export const CHANGE_MESSAGE = 'chorus:mock-api:change';
/** The worker tells every open tab that saved data was discarded (unreadable or of an older version). */
export const NOTICE_MESSAGE = 'chorus:mock-api:notice';

export interface WireRequest {
  type: typeof REQUEST_MESSAGE;
  url: string;
  method: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

export interface WireResponse {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

export interface ChangeMessage {
  type: typeof CHANGE_MESSAGE;
  /** The saved revision after the change. */
  revision: number;
}

export interface NoticeMessage {
  type: typeof NOTICE_MESSAGE;
  discarded: true;
  reason: string;
}
