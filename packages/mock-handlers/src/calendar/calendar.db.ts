import { defineStore } from '../lib/db';
import { type CalendarState, CalendarStateSchema } from './calendar.schema';
import { seedCalendar } from './calendar.seed';

export const calendarStore = defineStore<CalendarState>({
  name: 'calendar',
  seed: seedCalendar,
  schema: CalendarStateSchema,
});
