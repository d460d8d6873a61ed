/** Typed calls to the calendar endpoints (§7) and the query key they fill. */
import {
  type CalendarEvent,
  calendarContracts,
  type NewCalendarEvent,
} from '@chorus/mock-handlers/contracts';
import { call } from '../lib/call';

export const calendarKeys = { events: ['calendar', 'events'] as const };

export const calendarApi = {
  events: (signal?: AbortSignal) => call(calendarContracts.events, {}, signal),
  add: (newEvent: NewCalendarEvent) => call(calendarContracts.addEvent, { newEvent }),
  update: (event: CalendarEvent) => call(calendarContracts.updateEvent, { event }),
  remove: (eventId: string) => call(calendarContracts.removeEvent, { eventId }),
};
