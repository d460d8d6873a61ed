/** Typed calls to the calendar endpoints (§7) and the query key they fill. */
import { calendarPaths } from '@chorus/mock-handlers/contracts';
import { api } from '@chorus/shell';
export const calendarKeys = { events: ['calendar', 'events'] };
export const calendarApi = {
    events: (signal) => api.get(calendarPaths.events, undefined, signal),
    add: (newEvent) => api.post(calendarPaths.addEvent, { newEvent }),
    update: (event) => api.post(calendarPaths.updateEvent, { event }),
    remove: (eventId) => api.post(calendarPaths.removeEvent, { eventId }),
};
