import { removeByIds, replaceById, requireById } from '../lib/collection';
import { createId } from '@chorus/domain';
import type { CalendarEvent } from './calendar.schema';
import { calendarContracts } from './calendar.contracts';
import { calendarStore } from './calendar.db';
import { STAFF_ROLES, guarded } from '../auth/auth.session';

const { serve } = guarded(STAFF_ROLES);

export const calendarHandlers = [
  serve(calendarContracts.events, () => calendarStore.state.events),
  serve(calendarContracts.addEvent, ({ newEvent }) => {
    const event: CalendarEvent = { ...newEvent, id: createId() };
    calendarStore.state.events.push(event);
    return event;
  }),
  serve(calendarContracts.updateEvent, ({ event }) => {
    requireById(calendarStore.state.events, event.id, 'Event');
    replaceById(calendarStore.state.events, event);
    return event;
  }),
  serve(calendarContracts.removeEvent, ({ eventId }) => {
    requireById(calendarStore.state.events, eventId, 'Event');
    removeByIds(calendarStore.state.events, [eventId]);
    return eventId;
  }),
];
