import { defineMock } from '../lib/mock';
import { meetingHandlers } from './meetings.handlers';

/** The product API: its rules (meetings.rules.ts) have their own tests. */
export const meetingsMock = defineMock({ id: 'meetings', handlers: meetingHandlers, access: 'own rules' });
