import { z } from 'zod';
import { defineStore } from '../lib/db';
import { CalendarEventSchema } from './calendar.schema';
import { seedCalendar } from './calendar.seed';

export const CalendarStateSchema = z.object({ events: z.array(CalendarEventSchema) });
export type CalendarState = z.infer<typeof CalendarStateSchema>;

export const calendarStore = defineStore<CalendarState>({
  name: 'calendar',
  seed: seedCalendar,
  schema: CalendarStateSchema,
});
