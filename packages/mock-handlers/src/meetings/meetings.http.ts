import { z } from 'zod';
import { authStore } from '../auth/auth.db';
import { requireBearerUser } from '../auth/auth.handlers';
import { initiativesStore } from '../initiatives/initiatives.db';
import { ApiFailure, fail } from '../lib/errors';
import { get, parseWith, post } from '../lib/http';
import { ERROR_CODES } from '../lib/schema';
import { meetingsStore, presenceStore } from './meetings.db';
import type { MeetingsData, Viewer } from './meetings.rules';
import type { Person } from './meetings.schema';

/**
 * The mock's HTTP layer of the initiatives and meetings API: the viewer of a request (401 UNAUTHENTICATED
 * before anything else, even before the payload is validated) and the data the rules run on, read from the
 * mock database. The rules, results and projections themselves know nothing of this.
 */

export async function requireViewer(request: Request): Promise<Viewer> {
  try {
    const user = await requireBearerUser(request);
    return { uid: user.uid, userType: user.data.userType };
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 401) {
      fail(ERROR_CODES.unauthenticated, 'Sign in first: send Authorization: Bearer <access token>');
    }
    throw error;
  }
}

/** A person as others may see them, from the users of the mock database. */
export function personOf(userId: string): Person {
  const user = authStore.state.users.find((entry) => entry.uid === userId);
  return {
    id: userId,
    displayName: user?.data.displayName ?? 'Former member',
    photoURL: user?.data.photoURL ?? '',
    userType: user?.data.userType ?? 2,
  };
}

/** The data of the mock database, as the meeting rules take it. */
export const meetingsData = (): MeetingsData => ({
  state: meetingsStore.state,
  initiatives: initiativesStore.state.initiatives,
  personOf,
  presence: presenceStore.state.entries,
});

export interface AuthedContext {
  request: Request;
  viewer: Viewer;
  data: MeetingsData;
  now: number;
}

/** GET with a signed-in viewer and a validated query. */
export function authedGet<T extends z.ZodType>(
  path: string,
  schema: T,
  resolve: (query: z.output<T>, context: AuthedContext) => object,
) {
  return get(path, async ({ request }) => {
    const viewer = await requireViewer(request);
    const query = parseWith(schema, Object.fromEntries(new URL(request.url).searchParams.entries()));
    return resolve(query, { request, viewer, data: meetingsData(), now: Date.now() });
  });
}

/** POST with a signed-in viewer and a validated body (a change notifies the db listeners). */
export function authedPost<T extends z.ZodType>(
  path: string,
  schema: T,
  resolve: (body: z.output<T>, context: AuthedContext) => object,
  options: { mutates?: boolean } = {},
) {
  return post(
    path,
    z.unknown(),
    async (raw, { request }) => {
      const viewer = await requireViewer(request);
      const body = parseWith(schema, raw);
      return resolve(body, { request, viewer, data: meetingsData(), now: Date.now() });
    },
    { ...options, contract: schema },
  );
}
