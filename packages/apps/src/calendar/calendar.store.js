/**
 * Calendar UI state: the view (month, week, day), the focused day, and the event dialog.
 * Components read it with useSnapshot and change it only through these actions.
 */
import { addDays, addMonths, addWeeks, format, parseISO } from 'date-fns';
import { proxy } from 'valtio';
export const calendarViews = ['month', 'week', 'day'];
export const toDayKey = (date) => format(date, 'yyyy-MM-dd');
export const fromDayKey = (day) => parseISO(day);
export const calendarStore = proxy({
    view: 'month',
    day: toDayKey(new Date()),
    hour: 9,
    dialog: null,
    dialogKey: 0,
});
export function setCalendarView(view) {
    calendarStore.view = view;
}
export function focusDay(day) {
    calendarStore.day = typeof day === 'string' ? day : toDayKey(day);
}
export function focusSlot(day, hour) {
    focusDay(day);
    calendarStore.hour = Math.max(-1, Math.min(23, hour));
}
export function goToToday() {
    calendarStore.day = toDayKey(new Date());
}
/** Moves one page (month, week or day) back (-1) or forward (1). */
export function stepCalendar(direction) {
    const day = fromDayKey(calendarStore.day);
    const next = calendarStore.view === 'month'
        ? addMonths(day, direction)
        : calendarStore.view === 'week'
            ? addWeeks(day, direction)
            : addDays(day, direction);
    calendarStore.day = toDayKey(next);
}
/** Opens the new-event dialog at a day (all day) or at a time (yyyy-MM-ddTHH:mm). */
export function openAddEvent(start, allDay) {
    calendarStore.dialog = { mode: 'add', start, allDay };
    calendarStore.dialogKey += 1;
}
export function openEditEvent(eventId) {
    calendarStore.dialog = { mode: 'edit', eventId };
    calendarStore.dialogKey += 1;
}
export function closeEventDialog() {
    calendarStore.dialog = null;
}
export function resetCalendarStore(day = new Date()) {
    calendarStore.view = 'month';
    calendarStore.day = toDayKey(day);
    calendarStore.hour = 9;
    calendarStore.dialog = null;
    calendarStore.dialogKey = 0;
}
