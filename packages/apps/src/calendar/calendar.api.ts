/** Typed calls to the calendar endpoints (§7) and the query key they fill. */
import { type CalendarEvent, calendarPaths, type NewCalendarEvent } from '@chorus/mock-handlers/contracts';
import { api } from '@chorus/shell';
import { contractPath } from '../lib/contractPath';

export const calendarKeys = { events: ['calendar', 'events'] as const };

export const calendarApi = {
  events: (signal?: AbortSignal) =>
    api.get<CalendarEvent[]>(contractPath(calendarPaths.events), undefined, signal),
  add: (newEvent: NewCalendarEvent) =>
    api.post<CalendarEvent>(contractPath(calendarPaths.addEvent), { newEvent }),
  update: (event: CalendarEvent) =>
    api.post<CalendarEvent>(contractPath(calendarPaths.updateEvent), { event }),
  remove: (eventId: string) => api.post<string>(contractPath(calendarPaths.removeEvent), { eventId }),
};
