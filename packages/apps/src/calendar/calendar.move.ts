/**
 * Moving an event by drag and drop or by keyboard: where it lands, where the keys take the drop target,
 * and what a screen reader hears. Pure functions on local wall-clock time, so a move across a daylight
 * saving change keeps the time of day.
 */
import type { CalendarEvent } from '@chorus/mock-handlers/contracts';
import { formatDate } from '@chorus/ui';
import {
  addDays,
  addMilliseconds,
  addMinutes,
  differenceInCalendarDays,
  setHours,
  startOfDay,
} from 'date-fns';
import { moveDay } from './calendar.dates';
import { fromDayKey, toDayKey } from './calendar.store';
import { t } from './i18n';

/** The length of a slot of the week and day grids, in minutes. */
export const SLOT_MINUTES = 60;

/**
 * A place an event can be dropped: a whole day (a day of the month, the all-day row of a week) or, with
 * `hour`, the slot of the week or day grid that starts at that hour.
 */
export interface MoveSpot {
  /** yyyy-MM-dd (local) */
  day: string;
  hour?: number;
}

/** The spot's id, as the grids' cells name themselves: '2026-11-24', or '2026-11-24/14' for a slot. */
export function spotId(spot: MoveSpot): string {
  return spot.hour === undefined ? spot.day : `${spot.day}/${spot.hour}`;
}

export function parseSpotId(id: string): MoveSpot {
  const [day = '', hour] = id.split('/');
  return hour === undefined || Number(hour) < 0 ? { day } : { day, hour: Number(hour) };
}

/** The event moved by whole days: same time of day and length; an all-day event stays all day. */
export function shiftEventDays(event: CalendarEvent, days: number): CalendarEvent {
  const start = addDays(new Date(event.start), days);
  // An all-day event keeps its midnights; a timed one its length, even across a clock change.
  const end = event.allDay
    ? addDays(new Date(event.end), days)
    : addMilliseconds(start, Date.parse(event.end) - Date.parse(event.start));
  return { ...event, start: start.toISOString(), end: end.toISOString() };
}

/** The event dragged from the cell of one day to another, moved by the days between them. */
export function moveEventToDay(event: CalendarEvent, fromDay: Date, toDay: Date): CalendarEvent {
  return shiftEventDays(event, differenceInCalendarDays(toDay, fromDay));
}

/**
 * A timed event dropped in the slot starting `slotStart` minutes after midnight of `day`: it snaps to
 * that slot, keeping its minutes into its own slot (10:30 dropped on the 2 pm slot of an hour grid
 * starts at 14:30), and its length.
 */
export function moveEventToSlot(
  event: CalendarEvent,
  day: Date,
  slotStart: number,
  slotMinutes = SLOT_MINUTES,
): CalendarEvent {
  const start = new Date(event.start);
  const intoSlot = (start.getHours() * 60 + start.getMinutes()) % slotMinutes;
  const snapped = Math.floor(slotStart / slotMinutes) * slotMinutes;
  const moved = addMinutes(setHours(startOfDay(day), Math.floor(snapped / 60)), (snapped % 60) + intoSlot);
  const end = addMilliseconds(moved, Date.parse(event.end) - Date.parse(event.start));
  return { ...event, start: moved.toISOString(), end: end.toISOString() };
}

/** The event picked up at `from` and dropped at `to`: by days, or into a slot for a timed event. */
export function moveEvent(event: CalendarEvent, from: MoveSpot, to: MoveSpot): CalendarEvent {
  if (event.allDay || to.hour === undefined) {
    return moveEventToDay(event, fromDayKey(from.day), fromDayKey(to.day));
  }
  return moveEventToSlot(event, fromDayKey(to.day), to.hour * 60);
}

export function isSameTime(a: CalendarEvent, b: CalendarEvent): boolean {
  return Date.parse(a.start) === Date.parse(b.start) && Date.parse(a.end) === Date.parse(b.end);
}

export interface SpotRange {
  /** The first and last day shown (yyyy-MM-dd). */
  first: string;
  last: string;
  /** The month grid: arrows move by day and week. Otherwise the week or day grid: arrows by day and hour. */
  month: boolean;
  rtl?: boolean;
}

const clampHour = (hour: number) => Math.max(0, Math.min(23, hour));

/**
 * Where a key takes the drop target while moving by keyboard, or undefined when it does not move it.
 * The target stays among the days shown; in the week and day grids a timed event moves by hour and an
 * all-day event stays in the all-day row.
 */
export function nextSpot(spot: MoveSpot, key: string, range: SpotRange): MoveSpot | undefined {
  const day = fromDayKey(spot.day);
  let next: MoveSpot | undefined;
  if (range.month) {
    const date = moveDay(day, key, range.rtl);
    next = date && { day: toDayKey(date) };
  } else {
    const left = range.rtl ? 1 : -1;
    const byDay = { ArrowLeft: left, ArrowRight: -left }[key as 'ArrowLeft' | 'ArrowRight'];
    const byHour = { ArrowUp: -1, ArrowDown: 1 }[key as 'ArrowUp' | 'ArrowDown'];
    if (byDay) next = { ...spot, day: toDayKey(addDays(day, byDay)) };
    else if (byHour && spot.hour !== undefined) next = { ...spot, hour: clampHour(spot.hour + byHour) };
  }
  if (!next || next.day < range.first || next.day > range.last) return undefined;
  return spotId(next) === spotId(spot) ? undefined : next;
}

const dayWords = (date: Date) => formatDate(date, 'weekdayDayMonth');
const timeWords = (date: Date) => formatDate(date, 'time');

/** A drop target in words, in the active locale: 'Tuesday 24 November', 'Tuesday 24 November, 14:00'. */
export function spotLabel(spot: MoveSpot): string {
  const day = fromDayKey(spot.day);
  return spot.hour === undefined
    ? dayWords(day)
    : t('spot.slot', { day: dayWords(day), time: timeWords(setHours(day, spot.hour)) });
}

/** Where the moved event now is, in words: 'Tuesday 24 November', or with its time when dropped in a slot. */
export function movedLabel(moved: CalendarEvent, to: MoveSpot): string {
  const start = new Date(moved.start);
  return moved.allDay || to.hour === undefined
    ? dayWords(start)
    : t('spot.at', { day: dayWords(start), time: timeWords(start) });
}

/** What a screen reader hears through a move (read when it happens: in the active language). */
export const moveWords = {
  instructions: () => t('move.instructions'),
  pickedUp: (title: string, keyboard: boolean) =>
    t(keyboard ? 'move.pickedUpKeyboard' : 'move.pickedUp', { title }),
  over: (title: string, spot: MoveSpot | undefined) =>
    spot ? t('move.over', { title, spot: spotLabel(spot) }) : t('move.nowhere', { title }),
  moved: (moved: CalendarEvent, to: MoveSpot) =>
    t('move.moved', { title: moved.title, spot: movedLabel(moved, to) }),
  notMoved: (title: string) => t('move.notMoved', { title }),
};
