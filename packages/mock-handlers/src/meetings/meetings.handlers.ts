import { meetingEndpoints } from '@chorus/domain';
import { dataHandler } from '../lib/endpoints.msw';
import { mockDataContextOf } from './meetings.http';

/** The meetings endpoints (meetings.endpoints.ts) on the mock's stores. */
export const meetingHandlers = meetingEndpoints.map((endpoint) => dataHandler(endpoint, mockDataContextOf));
