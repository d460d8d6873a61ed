/** Pure date logic of the calendar: the month and week grids, which events fall on a day, keyboard moves. */
import type { CalendarEvent } from '@chorus/mock-handlers/contracts';
import { formatDate, formatDateRange, weekStartDay } from '@chorus/ui';
import {
  addDays,
  addMonths,
  addWeeks,
  differenceInCalendarDays,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  startOfDay,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import type { CalendarView } from './calendar.store';

/** The first day of the week, as the active locale's region counts it: Sunday in the US, Monday in Spain. */
const week = () => ({ weekStartsOn: weekStartDay() });

/** The weeks (the locale's first day first) that cover the month of `day`. */
export function monthWeeks(day: Date): Date[][] {
  const days = eachDayOfInterval({
    start: startOfWeek(startOfMonth(day), week()),
    end: endOfWeek(endOfMonth(day), week()),
  });
  const weeks: Date[][] = [];
  for (let index = 0; index < days.length; index += 7) weeks.push(days.slice(index, index + 7));
  return weeks;
}

/** The seven days (the locale's first day first) of the week of `day`. */
export function weekDays(day: Date): Date[] {
  return eachDayOfInterval({ start: startOfWeek(day, week()), end: endOfWeek(day, week()) });
}

/** Whether an event touches the local day: all-day events end exclusively at midnight. */
export function isOnDay(event: Pick<CalendarEvent, 'start' | 'end'>, day: Date): boolean {
  const dayStart = startOfDay(day).getTime();
  const dayEnd = addDays(startOfDay(day), 1).getTime();
  const start = Date.parse(event.start);
  const end = Date.parse(event.end);
  return start < dayEnd && (end > dayStart || start >= dayStart);
}

/** All-day events first, then by start time, then by title. */
export function compareEvents(a: CalendarEvent, b: CalendarEvent): number {
  if (a.allDay !== b.allDay) return a.allDay ? -1 : 1;
  return Date.parse(a.start) - Date.parse(b.start) || a.title.localeCompare(b.title);
}

export function eventsOnDay(events: readonly CalendarEvent[], day: Date): CalendarEvent[] {
  return events.filter((event) => isOnDay(event, day)).sort(compareEvents);
}

/** The first and the last local day an event touches (all-day events end exclusively at midnight). */
export function eventDays(event: Pick<CalendarEvent, 'start' | 'end'>): [Date, Date] {
  const start = Date.parse(event.start);
  const end = Date.parse(event.end);
  const first = startOfDay(start);
  return [first, end > start ? startOfDay(end - 1) : first];
}

/** An event that lasts into another day: the month shows it as one bar across its days. */
export function isMultiDay(event: Pick<CalendarEvent, 'start' | 'end'>): boolean {
  const [first, last] = eventDays(event);
  return last.getTime() > first.getTime();
}

/** A multi-day event's part in one week row of the month: its columns and the lane (row) it takes. */
export interface WeekSegment {
  event: CalendarEvent;
  /** The column (0-6) it starts in, and how many days it covers in this week. */
  column: number;
  span: number;
  lane: number;
  /** It began in an earlier week, or goes on into the next one. */
  continuesBefore: boolean;
  continuesAfter: boolean;
}

/**
 * The multi-day events of a week (seven days) as bars: each in the first free lane over its days, the
 * earlier and longer ones first, so a bar keeps one lane across its days.
 */
export function weekSegments(events: readonly CalendarEvent[], week: readonly Date[]): WeekSegment[] {
  const weekStart = week[0];
  if (!weekStart) return [];
  const segments = events
    .filter(isMultiDay)
    .map((event) => {
      const [first, last] = eventDays(event);
      const from = differenceInCalendarDays(first, weekStart);
      const to = differenceInCalendarDays(last, weekStart);
      if (to < 0 || from > week.length - 1) return null;
      const column = Math.max(0, from);
      const span = Math.min(week.length - 1, to) - column + 1;
      return {
        event,
        column,
        span,
        lane: 0,
        continuesBefore: from < 0,
        continuesAfter: to > week.length - 1,
      };
    })
    .filter((segment): segment is WeekSegment => segment !== null)
    .sort((a, b) => a.column - b.column || b.span - a.span || compareEvents(a.event, b.event));
  const taken: boolean[][] = [];
  for (const segment of segments) {
    let lane = 0;
    const days = Array.from({ length: segment.span }, (_, offset) => segment.column + offset);
    while (days.some((day) => taken[lane]?.[day])) lane++;
    segment.lane = lane;
    taken[lane] ??= [];
    for (const day of days) (taken[lane] as boolean[])[day] = true;
  }
  return segments;
}

/** Timed events that start on `day` in the hour `hour` (the week and day grids' slots). */
export function eventsInHour(events: readonly CalendarEvent[], day: Date, hour: number): CalendarEvent[] {
  const slotStart = startOfDay(day).getTime() + hour * 3_600_000;
  const slotEnd = slotStart + 3_600_000;
  return events
    .filter((event) => {
      if (event.allDay) return false;
      const start = Date.parse(event.start);
      return start >= slotStart && start < slotEnd;
    })
    .sort(compareEvents);
}

/**
 * The toolbar's title for a view, in the active locale: 'November 2026', 'Nov 15 – 21, 2026',
 * 'Sunday, November 22, 2026' (en-US; '15–21 nov 2026' in Spanish).
 */
export function periodTitle(view: CalendarView, day: Date): string {
  if (view === 'month') return formatDate(day, 'monthYear');
  if (view === 'day') return formatDate(day, 'fullDate');
  const days = weekDays(day);
  return formatDateRange(days[0] as Date, days[6] as Date, 'dayMonthYear');
}

/** Where an arrow key (or Home, End, PageUp, PageDown) moves the focused day in the month grid. */
export function moveDay(day: Date, key: string, rtl = false): Date | undefined {
  const left = rtl ? 1 : -1;
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, left);
    case 'ArrowRight':
      return addDays(day, -left);
    case 'ArrowUp':
      return addWeeks(day, -1);
    case 'ArrowDown':
      return addWeeks(day, 1);
    case 'Home':
      return startOfWeek(day, week());
    case 'End':
      return startOfDay(endOfWeek(day, week()));
    case 'PageUp':
      return addMonths(day, -1);
    case 'PageDown':
      return addMonths(day, 1);
    default:
      return undefined;
  }
}

/** A time-of-day as the form's datetime-local value. */
export function toLocalInput(date: Date): string {
  return format(date, "yyyy-MM-dd'T'HH:mm");
}
