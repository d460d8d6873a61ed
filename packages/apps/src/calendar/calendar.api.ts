/** Typed calls to the calendar endpoints (§7) and the query key they fill. */
import { type CalendarEvent, calendarPaths, type NewCalendarEvent } from '@chorus/mock-handlers/contracts';
import { api } from '@chorus/shell';

export const calendarKeys = { events: ['calendar', 'events'] as const };

export const calendarApi = {
  events: (signal?: AbortSignal) => api.get<CalendarEvent[]>(calendarPaths.events, undefined, signal),
  add: (newEvent: NewCalendarEvent) => api.post<CalendarEvent>(calendarPaths.addEvent, { newEvent }),
  update: (event: CalendarEvent) => api.post<CalendarEvent>(calendarPaths.updateEvent, { event }),
  remove: (eventId: string) => api.post<string>(calendarPaths.removeEvent, { eventId }),
};
