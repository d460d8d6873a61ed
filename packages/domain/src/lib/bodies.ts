import type { z } from 'zod';
import { badRequest, fail } from './errors';
import { ERROR_CODES, wellFormedInput } from './schema';

/**
 * Reading a request's input, the same in the mock (lib/http.ts) and on the server: the same limits, the same
 * error codes and the same messages. No msw.
 */

/** Largest JSON body a handler reads (bytes of text). */
export const MAX_BODY_LENGTH = 1_000_000;

/** Turns zod issues into one readable line: `path: message; path: message`. */
export function formatIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : 'body'}: ${issue.message}`)
    .join('; ');
}

/** Validates an input (body or query); its strings are made well-formed first (lib/schema.ts `wellFormed`). */
export function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(wellFormedInput(value));
  if (!result.success) badRequest(formatIssues(result.error));
  return result.data;
}

/** Validates a JSON body's text; a 400/413 ApiFailure for anything malformed. */
export function parseJsonText<T extends z.ZodType>(text: string, schema: T): z.output<T> {
  if (text.length > MAX_BODY_LENGTH) {
    fail(ERROR_CODES.tooLarge, `Body larger than ${MAX_BODY_LENGTH} characters`);
  }
  let value: unknown;
  try {
    value = text === '' ? undefined : JSON.parse(text);
  } catch {
    badRequest('Body is not valid JSON', ERROR_CODES.badJson);
  }
  return parseWith(schema, value);
}

/** The query string as an object (each key once, as a string). */
export const queryOf = (request: Request): Record<string, string> =>
  Object.fromEntries(new URL(request.url).searchParams.entries());
