import { ERROR_CODES, ERROR_STATUS, type ErrorCode } from './schema';

/**
 * Refusals, in the one error vocabulary of the API (`ERROR_CODES`, `ERROR_STATUS`). Rules and handlers throw
 * them; the HTTP layer (lib/http.ts) answers `{ error: { code, message }, ...details }` with the code's status.
 * No msw here: the domain modules (e.g. the meeting rules) throw these too, and a real server can map them.
 */
export class ApiFailure extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Extra top-level fields of the error body (e.g. `participation` of a 423). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiFailure';
    this.status = ERROR_STATUS[code];
  }
}

export function fail(code: ErrorCode, message: string, details?: Record<string, unknown>): never {
  throw new ApiFailure(code, message, details);
}

/** 400 VALIDATION (or BAD_JSON). */
export function badRequest(
  message: string,
  code: typeof ERROR_CODES.validation | typeof ERROR_CODES.badJson = ERROR_CODES.validation,
): never {
  return fail(code, message);
}
/** 404 NOT_FOUND. */
export const notFound = (message: string): never => fail(ERROR_CODES.notFound, message);
/** 409 CONFLICT. */
export const conflict = (message: string): never => fail(ERROR_CODES.conflict, message);
/** 403 FORBIDDEN. */
export const forbidden = (message: string): never => fail(ERROR_CODES.forbidden, message);
/** 409 INVALID_STATE: the thing exists but is not in a state that allows this (MEETINGS.md). */
export const invalidState = (message: string): never => fail(ERROR_CODES.invalidState, message);
