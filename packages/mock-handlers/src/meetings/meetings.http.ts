import { findUserByEmail, authStore } from '../auth/auth.db';
import { requireViewerWith } from '../auth/auth.endpoints';
import { mockAuthPort } from '../auth/auth.port';
import { initiativesStore } from '../initiatives/initiatives.db';
import { notifyDbChange } from '../lib/db';
import type { DataContext } from '../lib/endpoints';
import { meetingsStore, presenceStore } from './meetings.db';
import type { MeetingsData, Viewer } from './meetings.rules';
import type { Person } from './meetings.schema';

/**
 * The mock's side of the initiatives and meetings endpoints (their definitions are meetings.endpoints.ts and
 * initiatives.endpoints.ts): the viewer of a request (401 UNAUTHENTICATED before anything else, even before
 * the payload is validated) and the data the rules run on, read from the mock database.
 */

export function requireViewer(request: Request): Promise<Viewer> {
  return requireViewerWith(mockAuthPort, request);
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

/** The context of a data endpoint in the mock: every store, as it is. */
export function mockDataContext(request: Request, viewer: Viewer): DataContext {
  return {
    request,
    viewer,
    data: meetingsData(),
    initiatives: initiativesStore.state,
    accountOf: (email) => findUserByEmail(email)?.uid,
    now: Date.now(),
    notify: () => notifyDbChange(),
  };
}
