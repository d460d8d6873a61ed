import { meetingEndpoints } from '@chorus/domain';
import { dataHandler } from '../lib/endpoints.msw';
import { guestHandlers } from './meetings.guests';
import { mockDataContextOf } from './meetings.http';

/** The meetings endpoints (meetings.endpoints.ts) on the mock's stores. */
export const meetingHandlers = [
  ...meetingEndpoints.map((endpoint) => dataHandler(endpoint, mockDataContextOf)),
  // Joining by a meeting's guest link (no session: the link's token is the key).
  ...guestHandlers,
];
