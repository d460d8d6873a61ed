import { z } from 'zod';
import type { StoredUser } from '../auth/auth.db';
import { requireBearerUser } from '../auth/auth.handlers';
import { ApiFailure, get, parseWith, post } from '../lib/http';
import { MEETING_ERROR_CODES, MEETING_ERROR_STATUS, type MeetingErrorCode } from './meetings.schema';

/**
 * Shared by the initiatives and meetings handlers: the viewer of a request (401 UNAUTHENTICATED
 * before anything else, even before the payload is validated) and the error helpers of the contract.
 */
export type Viewer = StoredUser;

export function fail(code: MeetingErrorCode, message: string): never {
  throw new ApiFailure(MEETING_ERROR_STATUS[code], code, message);
}
export const forbidden = (message: string): never => fail(MEETING_ERROR_CODES.forbidden, message);
export const notFoundError = (message: string): never => fail(MEETING_ERROR_CODES.notFound, message);
export const invalidState = (message: string): never => fail(MEETING_ERROR_CODES.invalidState, message);
export const invalid = (message: string): never => fail(MEETING_ERROR_CODES.validation, message);

/** A user whose userType is 1 is a Host. */
export const isHostUser = (user: Viewer): boolean => user.data.userType === 1;

export async function requireViewer(request: Request): Promise<Viewer> {
  try {
    return await requireBearerUser(request);
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 401) {
      fail(MEETING_ERROR_CODES.unauthenticated, 'Sign in first: send Authorization: Bearer <access token>');
    }
    throw error;
  }
}

interface Ctx {
  request: Request;
  viewer: Viewer;
  now: number;
}

/** GET with a signed-in viewer and a validated query. */
export function authedGet<T extends z.ZodType>(
  path: string,
  schema: T,
  resolve: (query: z.output<T>, ctx: Ctx) => unknown,
) {
  return get(path, async ({ request }) => {
    const viewer = await requireViewer(request);
    const query = parseWith(schema, Object.fromEntries(new URL(request.url).searchParams.entries()));
    return resolve(query, { request, viewer, now: Date.now() }) as Response | object;
  });
}

/** POST with a signed-in viewer and a validated body (a change notifies the db listeners). */
export function authedPost<T extends z.ZodType>(
  path: string,
  schema: T,
  resolve: (body: z.output<T>, ctx: Ctx) => unknown,
) {
  return post(path, z.unknown(), async (raw, { request }) => {
    const viewer = await requireViewer(request);
    const body = parseWith(schema, raw);
    return resolve(body, { request, viewer, now: Date.now() }) as Response | object;
  });
}
