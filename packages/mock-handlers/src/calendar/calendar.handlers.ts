import { removeByIds, replaceById, requireById } from '../lib/collection';
import { createId } from '@chorus/domain';
import {
  AddEventRequestSchema,
  RemoveEventRequestSchema,
  UpdateEventRequestSchema,
  calendarPaths,
  type CalendarEvent,
} from './calendar.schema';
import { calendarStore } from './calendar.db';
import { STAFF_ROLES, guarded } from '../auth/auth.session';

const { get, post } = guarded(STAFF_ROLES);

export const calendarHandlers = [
  get(calendarPaths.events, () => calendarStore.state.events),
  post(calendarPaths.addEvent, AddEventRequestSchema, ({ newEvent }) => {
    const event: CalendarEvent = { ...newEvent, id: createId() };
    calendarStore.state.events.push(event);
    return event;
  }),
  post(calendarPaths.updateEvent, UpdateEventRequestSchema, ({ event }) => {
    requireById(calendarStore.state.events, event.id, 'Event');
    replaceById(calendarStore.state.events, event);
    return event;
  }),
  post(calendarPaths.removeEvent, RemoveEventRequestSchema, ({ eventId }) => {
    requireById(calendarStore.state.events, eventId, 'Event');
    removeByIds(calendarStore.state.events, [eventId]);
    return eventId;
  }),
];
