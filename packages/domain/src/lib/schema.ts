import { z } from 'zod';
import { repeatedIds } from './order';
import { visibleLength, visibleText, wellFormed } from './text';

export { isEmailAddress, visibleLength, visibleText, wellFormed } from './text';

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

export const IdSchema = z.string().trim().min(1).max(LIMITS.id);
export const ShortTextSchema = z.string().max(LIMITS.shortText);
export const TextSchema = z.string().max(LIMITS.text);
export const HtmlSchema = z.string().max(LIMITS.html);
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
const SCHEMES_MESSAGE = {
  link: 'Only http: and https: addresses are accepted',
  image: 'Only http:, https: and data:image addresses are accepted',
};
/** A link (an anchor's href, a download): http: or https: only. */
export const UrlSchema = z
  .string()
  .max(LIMITS.url)
  .refine((value) => isSafeUrl(value, 'link'), SCHEMES_MESSAGE.link);
/** An image's address: http:, https: or data:image/* (an image the app made, e.g. a picked photo). */
export const ImageUrlSchema = z
  .string()
  .max(LIMITS.html)
  .refine((value) => isSafeUrl(value, 'image'), SCHEMES_MESSAGE.image);
/** An ISO 8601 date-time (or date) string. */
export const DateStringSchema = z
  .string()
  .max(40)
  .refine((value) => !Number.isNaN(Date.parse(value)), { message: 'Expected an ISO date string' });
export const IdListSchema = z.array(IdSchema).max(LIMITS.list);

/** The error body of every failed call (except the mock login/register field errors of §8). */
export const ApiErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

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

/**
 * Accepts either the bare value or the value wrapped in `{ [key]: value }`.
 * The spec writes some payloads both ways (e.g. "create-note (note)").
 */
export function unwrapped<T extends z.ZodType>(key: string, schema: T) {
  return z.preprocess((value) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const record = value as Record<string, unknown>;
      const keys = Object.keys(record);
      if (keys.length === 1 && keys[0] === key) return record[key];
    }
    return value;
  }, schema);
}

/**
 * A refinement for lists where each id may appear once: `.superRefine(eachIdOnce((entry) => entry.id))`.
 * The issue names the repeated ids (a 400 VALIDATION).
 */
export function eachIdOnce<T>(idOf: (entry: T) => string) {
  return (entries: readonly T[], context: z.RefinementCtx<T[]>) => {
    const repeated = repeatedIds(entries.map(idOf));
    if (repeated.length > 0)
      context.addIssue({ code: 'custom', message: `Repeated ids ${repeated.slice(0, 5).join(', ')}` });
  };
}

/**
 * Unicode white space and format characters (zero-width space, joiners, bidi marks and overrides, the BOM):
 * text made only of them looks empty, so no required field may count them.
 */

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

/**
 * A required text field of every contract: trimmed of Unicode white space and format characters, then at
 * least `min` characters (1 by default) and at most `max`. An idea of two zero-width spaces is empty here.
 */
export function requiredText(max: number, min = 1, message?: string) {
  // Characters are counted as people count them (code points: an emoji is one), as the register form does.
  return z
    .string()
    .max(max)
    .transform(visibleText)
    .pipe(
      z.string().refine((value) => visibleLength(value) >= min, {
        message: message ?? (min === 1 ? 'Required' : `At least ${min} characters`),
      }),
    );
}

/** An optional text field, trimmed the same way (an all-invisible value becomes the empty string). */
export function trimmedText(max: number) {
  return z.string().max(max).transform(visibleText);
}
