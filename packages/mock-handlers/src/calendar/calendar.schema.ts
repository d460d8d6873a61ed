import { z } from 'zod';
import { DateStringSchema, IdSchema, LIMITS, requiredText, TextSchema } from '@chorus/domain/contracts';

const EventFields = z.object({
  id: IdSchema,
  title: requiredText(LIMITS.shortText),
  allDay: z.boolean(),
  /** ISO date-time */
  start: DateStringSchema,
  /** ISO date-time, not before start */
  end: DateStringSchema,
  desc: TextSchema,
});
const endAfterStart = (event: { start: string; end: string }) =>
  Date.parse(event.end) >= Date.parse(event.start);
const endMessage = { message: 'end must not be before start', path: ['end'] };

export const CalendarEventSchema = EventFields.refine(endAfterStart, endMessage);
export type CalendarEvent = z.infer<typeof CalendarEventSchema>;

export const NewCalendarEventSchema = EventFields.omit({ id: true })
  .extend({ allDay: z.boolean().default(false), desc: TextSchema.default('') })
  .refine(endAfterStart, endMessage);
export type NewCalendarEvent = z.input<typeof NewCalendarEventSchema>;

export const AddEventRequestSchema = z.object({ newEvent: NewCalendarEventSchema });
export const UpdateEventRequestSchema = z.object({ event: CalendarEventSchema });
export const RemoveEventRequestSchema = z.object({ eventId: IdSchema });
export type AddEventRequest = z.input<typeof AddEventRequestSchema>;
export type UpdateEventRequest = z.infer<typeof UpdateEventRequestSchema>;
export type RemoveEventRequest = z.infer<typeof RemoveEventRequestSchema>;

/** The app's data as the mock stores it (its seed, a snapshot, an import). */
export const CalendarStateSchema = z.object({ events: z.array(CalendarEventSchema) });
export type CalendarState = z.infer<typeof CalendarStateSchema>;
