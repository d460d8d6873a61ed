/**
 * The API's plain values, apart from its zod schemas (lib/schema.ts re-exports them): a page that needs a limit, an
 * error code or the URL rule loads no schema with it.
 */
import { wellFormed } from './text';

/** Limits shared by every contract: anything longer is a client mistake. */
export const LIMITS = {
  id: 100,
  shortText: 200,
  text: 5_000,
  html: 100_000,
  list: 1_000,
  url: 2_000,
} as const;

export const API_BASE = '/api';

/**
 * The schemes a URL of any contract may have (issue 15): http: and https: (a relative URL resolves to the
 * app's own origin, so it counts as one of those), and for images the app makes, data:image/*. Anything
 * else (javascript:, data:text/html, vbscript:, file:, blob: …) is refused. Parsed as a browser parses it,
 * so white space, tabs and case cannot disguise a scheme. The empty string means "none" and is allowed.
 */
export function isSafeUrl(value: string, kind: 'link' | 'image'): boolean {
  if (value === '') return true;
  let url: URL;
  try {
    url = new URL(value, 'https://relative.invalid/');
  } catch {
    return false;
  }
  if (url.protocol === 'http:' || url.protocol === 'https:') return true;
  return kind === 'image' && url.protocol === 'data:' && /^image\/[\w.+-]+[;,]/i.test(url.pathname);
}

/**
 * The one error vocabulary of the API: every refusal answers `{ error: { code, message } }` with the status
 * its code has here. UNAUTHORIZED (wrong credentials) and CONFLICT are the template apps' words;
 * UNAUTHENTICATED (no session) and INVALID_STATE are the words MEETINGS.md gives the meetings API.
 */
export const ERROR_CODES = {
  validation: 'VALIDATION',
  badJson: 'BAD_JSON',
  tooLarge: 'PAYLOAD_TOO_LARGE',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  unauthorized: 'UNAUTHORIZED',
  unauthenticated: 'UNAUTHENTICATED',
  invalidToken: 'INVALID_TOKEN',
  forbidden: 'FORBIDDEN',
  tooManyAttempts: 'TOO_MANY_ATTEMPTS',
  invalidState: 'INVALID_STATE',
  budgetExceeded: 'BUDGET_EXCEEDED',
  resultsHidden: 'RESULTS_HIDDEN',
  internal: 'INTERNAL',
  /** The server's database is not answering (a restart, an outage): try again after Retry-After. */
  unavailable: 'UNAVAILABLE',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** The HTTP status of each error code. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  VALIDATION: 400,
  BAD_JSON: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNAUTHORIZED: 401,
  UNAUTHENTICATED: 401,
  INVALID_TOKEN: 401,
  FORBIDDEN: 403,
  TOO_MANY_ATTEMPTS: 429,
  NOT_FOUND: 404,
  CONFLICT: 409,
  INVALID_STATE: 409,
  BUDGET_EXCEEDED: 422,
  RESULTS_HIDDEN: 423,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

/** The value (a parsed JSON body or a query) with every string and key well-formed (see wellFormed). */
export function wellFormedInput(value: unknown): unknown {
  if (typeof value === 'string') return wellFormed(value);
  if (Array.isArray(value)) return value.map(wellFormedInput);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [wellFormed(key), wellFormedInput(inner)]),
    );
  }
  return value;
}
