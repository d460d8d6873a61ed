import { findUserByEmail, authStore } from '../auth/auth.db';
import {
  type DataContext,
  type DataEndpoint,
  type MeetingsData,
  moveOnWhenTimeIsUp,
  type Person,
  personOf as personFrom,
  requireViewerWith,
  type Viewer,
} from '@chorus/domain';
import { mockAuthPort } from '../auth/auth.port';
import { initiativesStore } from '../initiatives/initiatives.db';
import { notifyDbChange } from '../lib/db';
import { meetingsStore, presenceStore } from './meetings.db';

/**
 * The mock's side of the initiatives and meetings endpoints (their definitions are meetings.endpoints.ts and
 * initiatives.endpoints.ts): the viewer of a request (401 UNAUTHENTICATED before anything else, even before
 * the payload is validated) and the data the rules run on, read from the mock database.
 */

/** The viewer of a request; a guest's token only where `guests` (the endpoints of one meeting). */
export function requireViewer(request: Request, guests = false): Promise<Viewer> {
  return requireViewerWith(mockAuthPort, request, { guests });
}

/** A person as others may see them, from the users of the mock database ("Former member" once gone). */
export function personOf(userId: string): Person {
  return personFrom(
    userId,
    authStore.state.users.find((entry) => entry.uid === userId),
  );
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

/**
 * The context of a data endpoint for a request: its viewer first (401 before the payload is even read); a guest
 * only for the endpoints of one meeting (the rules keep them to theirs).
 */
export async function mockDataContextOf(request: Request, endpoint?: DataEndpoint): Promise<DataContext> {
  const viewer = await requireViewer(request, endpoint?.scope === 'meeting');
  settleDueMeetings(Date.now());
  return mockDataContext(request, viewer);
}

/**
 * advanceWhenReady on the mock: a room moves on at its phase's bell (moveOnWhenTimeIsUp). The mock keeps no clock
 * running: it settles what is due before it answers (every open page asks again at the bell), and tells the tabs.
 */
function settleDueMeetings(now: number): void {
  let moved = false;
  for (const meeting of meetingsStore.state.meetings)
    if (meeting.status === 'live' && meeting.settings.advanceWhenReady)
      moved = moveOnWhenTimeIsUp(meetingsStore.state, meeting, now) || moved;
  if (moved) notifyDbChange();
}
