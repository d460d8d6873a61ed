import { z } from 'zod';
import { contract, IdSchema } from '@chorus/domain/contracts';
import {
  AddEventRequestSchema,
  CalendarEventSchema,
  RemoveEventRequestSchema,
  UpdateEventRequestSchema,
} from './calendar.schema';

const base = '/api/calendar-app';
export const calendarPaths = {
  events: `${base}/events`,
  /** POST {newEvent} → the event with its generated id */
  addEvent: `${base}/add-event`,
  /** POST {event} → the event */
  updateEvent: `${base}/update-event`,
  /** POST {eventId} → the removed id */
  removeEvent: `${base}/remove-event`,
} as const;

/**
 * The calendar API, one declaration per endpoint (@chorus/domain's lib/contract.ts): what it takes and what it
 * answers. calendar.handlers.ts implements each; the client calls each with `call(calendarContracts.x, input)`.
 */
export const calendarContracts = {
  events: contract.get(calendarPaths.events, z.object({}), z.array(CalendarEventSchema)),
  addEvent: contract.post(calendarPaths.addEvent, AddEventRequestSchema, CalendarEventSchema),
  updateEvent: contract.post(calendarPaths.updateEvent, UpdateEventRequestSchema, CalendarEventSchema),
  removeEvent: contract.post(calendarPaths.removeEvent, RemoveEventRequestSchema, IdSchema),
};
