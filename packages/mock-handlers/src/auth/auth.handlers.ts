import { authHandler } from '../lib/endpoints.msw';
import type { StoredUser } from './auth.db';
import { authEndpoints, requireBearerUserWith } from '@chorus/domain';
import { mockAuthPort } from './auth.port';

export { configureMockFirebase, createAccessToken, mockAuthPort, onNewUser } from './auth.port';

/** The auth endpoints (auth.endpoints.ts) on the mock's store, PBKDF2 and HMAC token (auth.port.ts). */
export const authHandlers = authEndpoints.map((endpoint) => authHandler(endpoint, mockAuthPort));

// --- Used by other modules (initiatives, meetings): the signed-in user of a request. ---
/** The user of the request's `Authorization: Bearer` token; throws a 401 ApiFailure otherwise. */
export function requireBearerUser(request: Request): Promise<StoredUser> {
  return requireBearerUserWith(mockAuthPort, request);
}
