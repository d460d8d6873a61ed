import { addDays, addMilliseconds, addMinutes, differenceInCalendarDays, format, setHours, startOfDay, } from 'date-fns';
import { moveDay } from './calendar.dates';
import { fromDayKey, toDayKey } from './calendar.store';
/** The length of a slot of the week and day grids, in minutes. */
export const SLOT_MINUTES = 60;
/** The spot's id, as the grids' cells name themselves: '2026-11-24', or '2026-11-24/14' for a slot. */
export function spotId(spot) {
    return spot.hour === undefined ? spot.day : `${spot.day}/${spot.hour}`;
}
export function parseSpotId(id) {
    const [day = '', hour] = id.split('/');
    return hour === undefined || Number(hour) < 0 ? { day } : { day, hour: Number(hour) };
}
/** The event moved by whole days: same time of day and length; an all-day event stays all day. */
export function shiftEventDays(event, days) {
    const start = addDays(new Date(event.start), days);
    // An all-day event keeps its midnights; a timed one its length, even across a clock change.
    const end = event.allDay
        ? addDays(new Date(event.end), days)
        : addMilliseconds(start, Date.parse(event.end) - Date.parse(event.start));
    return { ...event, start: start.toISOString(), end: end.toISOString() };
}
/** The event dragged from the cell of one day to another, moved by the days between them. */
export function moveEventToDay(event, fromDay, toDay) {
    return shiftEventDays(event, differenceInCalendarDays(toDay, fromDay));
}
/**
 * A timed event dropped in the slot starting `slotStart` minutes after midnight of `day`: it snaps to
 * that slot, keeping its minutes into its own slot (10:30 dropped on the 2 pm slot of an hour grid
 * starts at 14:30), and its length.
 */
export function moveEventToSlot(event, day, slotStart, slotMinutes = SLOT_MINUTES) {
    const start = new Date(event.start);
    const intoSlot = (start.getHours() * 60 + start.getMinutes()) % slotMinutes;
    const snapped = Math.floor(slotStart / slotMinutes) * slotMinutes;
    const moved = addMinutes(setHours(startOfDay(day), Math.floor(snapped / 60)), (snapped % 60) + intoSlot);
    const end = addMilliseconds(moved, Date.parse(event.end) - Date.parse(event.start));
    return { ...event, start: moved.toISOString(), end: end.toISOString() };
}
/** The event picked up at `from` and dropped at `to`: by days, or into a slot for a timed event. */
export function moveEvent(event, from, to) {
    if (event.allDay || to.hour === undefined) {
        return moveEventToDay(event, fromDayKey(from.day), fromDayKey(to.day));
    }
    return moveEventToSlot(event, fromDayKey(to.day), to.hour * 60);
}
export function isSameTime(a, b) {
    return Date.parse(a.start) === Date.parse(b.start) && Date.parse(a.end) === Date.parse(b.end);
}
const clampHour = (hour) => Math.max(0, Math.min(23, hour));
/**
 * Where a key takes the drop target while moving by keyboard, or undefined when it does not move it.
 * The target stays among the days shown; in the week and day grids a timed event moves by hour and an
 * all-day event stays in the all-day row.
 */
export function nextSpot(spot, key, range) {
    const day = fromDayKey(spot.day);
    let next;
    if (range.month) {
        const date = moveDay(day, key, range.rtl);
        next = date && { day: toDayKey(date) };
    }
    else {
        const left = range.rtl ? 1 : -1;
        const byDay = { ArrowLeft: left, ArrowRight: -left }[key];
        const byHour = { ArrowUp: -1, ArrowDown: 1 }[key];
        if (byDay)
            next = { ...spot, day: toDayKey(addDays(day, byDay)) };
        else if (byHour && spot.hour !== undefined)
            next = { ...spot, hour: clampHour(spot.hour + byHour) };
    }
    if (!next || next.day < range.first || next.day > range.last)
        return undefined;
    return spotId(next) === spotId(spot) ? undefined : next;
}
const dayWords = (date) => format(date, 'EEEE d MMMM');
/** A drop target in words: 'Tuesday 24 November', 'Tuesday 24 November, 2:00 PM'. */
export function spotLabel(spot) {
    const day = fromDayKey(spot.day);
    return spot.hour === undefined
        ? dayWords(day)
        : `${dayWords(day)}, ${format(setHours(day, spot.hour), 'p')}`;
}
/** Where the moved event now is, in words: 'Tuesday 24 November', or with its time when dropped in a slot. */
export function movedLabel(moved, to) {
    const start = new Date(moved.start);
    return moved.allDay || to.hour === undefined
        ? dayWords(start)
        : `${dayWords(start)} at ${format(start, 'p')}`;
}
/** What a screen reader hears through a move. */
export const moveWords = {
    instructions: 'To move this event, press M, then choose where with the arrow keys; Enter drops it there, Escape cancels. Or drag it with the mouse.',
    pickedUp: (title, keyboard) => keyboard
        ? `Moving ${title}. Choose where with the arrow keys, Enter drops it, Escape cancels.`
        : `Picked up ${title}.`,
    over: (title, spot) => spot ? `${title} over ${spotLabel(spot)}.` : `${title} is not over a day.`,
    moved: (moved, to) => `Moved ${moved.title} to ${movedLabel(moved, to)}`,
    notMoved: (title) => `${title} was not moved.`,
};
