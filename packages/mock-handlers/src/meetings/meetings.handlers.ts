import { mockHandler } from '../lib/endpoints.msw';
import { meetingEndpoints } from './meetings.endpoints';

/** The meetings endpoints (meetings.endpoints.ts) on the mock's stores. */
export const meetingHandlers = meetingEndpoints.map(mockHandler);
