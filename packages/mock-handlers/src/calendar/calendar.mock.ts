import { defineMock } from '../lib/mock';
import { calendarHandlers } from './calendar.handlers';

/** A template app (the navigation's Templates group: admin and staff). */
export const calendarMock = defineMock({ id: 'calendar', handlers: calendarHandlers, access: 'staff' });
