import { type GuestStore, guestEndpoints, guestThrottle } from '@chorus/domain';
import { authStore } from '../auth/auth.db';
import { mockAuthPort } from '../auth/auth.port';
import { onDbChange } from '../lib/db';
import { guestHandler } from '../lib/endpoints.msw';
import { meetingsStore } from './meetings.db';
import { personOf } from './meetings.http';

/** The mock's side of the guest endpoints (meetings.guests.ts of the domain): its stores, as they are. */
const findMeeting = (token: string) =>
  meetingsStore.state.meetings.find(
    (meeting) => meeting.guestToken === token || meeting.spectatorToken === token,
  );

export const mockGuestStore: GuestStore = {
  async findByToken(token) {
    const meeting = findMeeting(token);
    return meeting
      ? { meeting: structuredClone(meeting), hostName: personOf(meeting.hostId).displayName }
      : null;
  },
  async addGuest(token, user, join) {
    const meeting = findMeeting(token);
    const kind = meeting ? join(meeting) : null;
    if (!meeting || !kind) return null;
    authStore.state.users.push(user);
    return { meetingId: meeting.id, kind };
  },
};

// The mock has one client (the browser it runs in): its tries are counted together, until the database is reset.
const throttle = guestThrottle();
onDbChange((event) => {
  if (event.type === 'reset') throttle.clear();
});

export const guestHandlers = guestEndpoints.map((endpoint) =>
  guestHandler(endpoint, (request) => ({
    request,
    auth: mockAuthPort,
    guests: mockGuestStore,
    throttle,
    client: '',
    now: Date.now(),
  })),
);
