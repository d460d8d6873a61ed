/**
 * Calendar UI state: the view (month, week, day), the focused day, and the event dialog.
 * Components read it with useSnapshot and change it only through these actions.
 */
import { addDays, addMonths, addWeeks, format, parseISO } from 'date-fns';
import { proxy } from 'valtio';

export const calendarViews = ['month', 'week', 'day'] as const;
export type CalendarView = (typeof calendarViews)[number];

export type EventDialogState =
  | { mode: 'add'; start: string; allDay: boolean }
  | { mode: 'edit'; eventId: string }
  | null;

export interface CalendarUiState {
  view: CalendarView;
  /** The focused day, yyyy-MM-dd (local). */
  day: string;
  /** The focused slot of the week and day grids: an hour, or -1 for the all-day row. */
  hour: number;
  dialog: EventDialogState;
  /** Changes each time the dialog opens, so its form starts afresh. */
  dialogKey: number;
}

export const toDayKey = (date: Date): string => format(date, 'yyyy-MM-dd');
export const fromDayKey = (day: string): Date => parseISO(day);

export const calendarStore = proxy<CalendarUiState>({
  view: 'month',
  day: toDayKey(new Date()),
  hour: 9,
  dialog: null,
  dialogKey: 0,
});

export function setCalendarView(view: CalendarView): void {
  calendarStore.view = view;
}
export function focusDay(day: Date | string): void {
  calendarStore.day = typeof day === 'string' ? day : toDayKey(day);
}
export function focusSlot(day: Date | string, hour: number): void {
  focusDay(day);
  calendarStore.hour = Math.max(-1, Math.min(23, hour));
}
export function goToToday(): void {
  calendarStore.day = toDayKey(new Date());
}
/** Moves one page (month, week or day) back (-1) or forward (1). */
export function stepCalendar(direction: -1 | 1): void {
  const day = fromDayKey(calendarStore.day);
  const next =
    calendarStore.view === 'month'
      ? addMonths(day, direction)
      : calendarStore.view === 'week'
        ? addWeeks(day, direction)
        : addDays(day, direction);
  calendarStore.day = toDayKey(next);
}
/** Opens the new-event dialog at a day (all day) or at a time (yyyy-MM-ddTHH:mm). */
export function openAddEvent(start: string, allDay: boolean): void {
  calendarStore.dialog = { mode: 'add', start, allDay };
  calendarStore.dialogKey += 1;
}
export function openEditEvent(eventId: string): void {
  calendarStore.dialog = { mode: 'edit', eventId };
  calendarStore.dialogKey += 1;
}
export function closeEventDialog(): void {
  calendarStore.dialog = null;
}
export function resetCalendarStore(day: Date = new Date()): void {
  calendarStore.view = 'month';
  calendarStore.day = toDayKey(day);
  calendarStore.hour = 9;
  calendarStore.dialog = null;
  calendarStore.dialogKey = 0;
}
