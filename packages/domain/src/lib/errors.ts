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

/** V8's (Node's, Chromium's) depth of the stacks errors capture; other engines ignore it. */
const stacks = Error as { stackTraceLimit?: number };

export function fail(code: ErrorCode, message: string, details?: Record<string, unknown>): never {
  // A refusal is an answer, not a fault: nothing reads its stack, and the server's live channel reads every view
  // (refusals included) for each viewer of a meeting, where capturing stacks cost more than the refusals.
  const limit = stacks.stackTraceLimit;
  stacks.stackTraceLimit = 0;
  try {
    throw new ApiFailure(code, message, details);
  } finally {
    stacks.stackTraceLimit = limit;
  }
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
