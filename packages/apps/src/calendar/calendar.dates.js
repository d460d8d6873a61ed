import { addDays, addMonths, addWeeks, eachDayOfInterval, endOfMonth, endOfWeek, format, startOfDay, startOfMonth, startOfWeek, } from 'date-fns';
/** The weeks (Sunday first) that cover the month of `day`. */
export function monthWeeks(day) {
    const days = eachDayOfInterval({ start: startOfWeek(startOfMonth(day)), end: endOfWeek(endOfMonth(day)) });
    const weeks = [];
    for (let index = 0; index < days.length; index += 7)
        weeks.push(days.slice(index, index + 7));
    return weeks;
}
/** The seven days (Sunday first) of the week of `day`. */
export function weekDays(day) {
    return eachDayOfInterval({ start: startOfWeek(day), end: endOfWeek(day) });
}
/** Whether an event touches the local day: all-day events end exclusively at midnight. */
export function isOnDay(event, day) {
    const dayStart = startOfDay(day).getTime();
    const dayEnd = addDays(startOfDay(day), 1).getTime();
    const start = Date.parse(event.start);
    const end = Date.parse(event.end);
    return start < dayEnd && (end > dayStart || start >= dayStart);
}
/** All-day events first, then by start time, then by title. */
export function compareEvents(a, b) {
    if (a.allDay !== b.allDay)
        return a.allDay ? -1 : 1;
    return Date.parse(a.start) - Date.parse(b.start) || a.title.localeCompare(b.title);
}
export function eventsOnDay(events, day) {
    return events.filter((event) => isOnDay(event, day)).sort(compareEvents);
}
/** Timed events that start on `day` in the hour `hour` (the week and day grids' slots). */
export function eventsInHour(events, day, hour) {
    const slotStart = startOfDay(day).getTime() + hour * 3_600_000;
    const slotEnd = slotStart + 3_600_000;
    return events
        .filter((event) => {
        if (event.allDay)
            return false;
        const start = Date.parse(event.start);
        return start >= slotStart && start < slotEnd;
    })
        .sort(compareEvents);
}
/** The toolbar's title for a view: 'November 2026', 'Nov 15 – 21, 2026', 'Sunday, November 22, 2026'. */
export function periodTitle(view, day) {
    if (view === 'month')
        return format(day, 'MMMM yyyy');
    if (view === 'day')
        return format(day, 'EEEE, MMMM d, yyyy');
    const [first, last] = [startOfWeek(day), endOfWeek(day)];
    return first.getMonth() === last.getMonth()
        ? `${format(first, 'MMM d')} – ${format(last, 'd, yyyy')}`
        : `${format(first, 'MMM d')} – ${format(last, 'MMM d, yyyy')}`;
}
/** Where an arrow key (or Home, End, PageUp, PageDown) moves the focused day in the month grid. */
export function moveDay(day, key, rtl = false) {
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
            return startOfWeek(day);
        case 'End':
            return startOfDay(endOfWeek(day));
        case 'PageUp':
            return addMonths(day, -1);
        case 'PageDown':
            return addMonths(day, 1);
        default:
            return undefined;
    }
}
/** A time-of-day as the form's datetime-local value. */
export function toLocalInput(date) {
    return format(date, "yyyy-MM-dd'T'HH:mm");
}
