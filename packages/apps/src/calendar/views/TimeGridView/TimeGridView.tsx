/**
 * The week or the day as an ARIA grid of hour slots: a row for all-day events, then one row per hour.
 * One slot is focusable at a time; arrows move by hour and day; Enter, or a click, adds an event there
 * (an all-day event in the first row); Tab moves from the focused slot into its events. Timed events move
 * to another slot, all-day events along the all-day row, by drag and drop or with M, the arrow keys and
 * Enter (see EventMove).
 */
import type { CalendarEvent } from '@chorus/mock-handlers/contracts';
import { formatDate, visuallyHidden } from '@chorus/ui';
import { addDays, isSameDay, setHours } from 'date-fns';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { eventsInHour, eventsOnDay, toLocalInput } from '../../calendar.dates';
import type { MoveSpot } from '../../calendar.move';
import { toDayKey } from '../../calendar.store';
import { useT } from '../../i18n';
import * as css from '../calendar.css';
import { EventChip } from '../EventChip';
import { DropCell, EventMove } from '../EventMove';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
/** The all-day row's "hour". */
export const ALL_DAY = -1;

export interface TimeGridViewProps {
  /** The days shown (seven for a week, one for a day). */
  days: Date[];
  /** The focused slot: a day (yyyy-MM-dd) and an hour, or ALL_DAY. */
  day: string;
  hour: number;
  events: readonly CalendarEvent[];
  labelledBy: string;
  today?: Date;
  onFocusSlot: (day: string, hour: number) => void;
  /** Adds an event: a day (all day) or a local start time (yyyy-MM-ddTHH:mm). */
  onAddEvent: (start: string, allDay: boolean) => void;
  onOpenEvent: (eventId: string) => void;
  /** An event moved to another slot or day (dragged, or moved with the keyboard); without it, events stay put. */
  onMoveEvent?: (moved: CalendarEvent) => void;
}

export function TimeGridView({
  days,
  day,
  hour,
  events,
  labelledBy,
  today = new Date(),
  onFocusSlot,
  onAddEvent,
  onOpenEvent,
  onMoveEvent,
}: TimeGridViewProps) {
  const t = useT();
  const gridRef = useRef<HTMLTableElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const movedByKey = useRef(false);
  const slotKey = `${day}/${hour}`;

  useEffect(() => {
    if (!movedByKey.current) return;
    movedByKey.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-slot="${slotKey}"]`)?.focus();
  }, [slotKey]);

  // Open on the working day: the 8 o'clock row at the top.
  useEffect(() => {
    const scroller = scrollerRef.current;
    const row = gridRef.current?.querySelector<HTMLElement>('[data-hour="8"]');
    if (scroller && row) scroller.scrollTop = row.offsetTop - (gridRef.current?.tHead?.offsetHeight ?? 0);
  }, []);

  const add = (date: Date, slot: number) =>
    slot === ALL_DAY
      ? onAddEvent(toDayKey(date), true)
      : onAddEvent(toLocalInput(setHours(date, slot)), false);

  const onKeyDown = (pressed: KeyboardEvent<HTMLTableCellElement>, date: Date, slot: number) => {
    if (pressed.key === 'Enter' || pressed.key === ' ') {
      pressed.preventDefault();
      add(date, slot);
      return;
    }
    const rtl = getComputedStyle(pressed.currentTarget).direction === 'rtl';
    const step = { ArrowLeft: rtl ? 1 : -1, ArrowRight: rtl ? -1 : 1 }[
      pressed.key as 'ArrowLeft' | 'ArrowRight'
    ];
    let next: [Date, number] | undefined;
    if (step) next = [addDays(date, step), slot];
    else if (pressed.key === 'ArrowUp') next = [date, Math.max(ALL_DAY, slot - 1)];
    else if (pressed.key === 'ArrowDown') next = [date, Math.min(23, slot + 1)];
    else if (pressed.key === 'Home') next = [date, ALL_DAY];
    else if (pressed.key === 'End') next = [date, 23];
    if (!next) return;
    pressed.preventDefault();
    movedByKey.current = true;
    onFocusSlot(toDayKey(next[0]), next[1]);
  };

  // After a move by keyboard, focus follows the event to its new slot.
  const onMove = (moved: CalendarEvent, to: MoveSpot, byKeyboard: boolean) => {
    onMoveEvent?.(moved);
    if (!byKeyboard) return;
    const hourTo = to.hour ?? ALL_DAY;
    if (`${to.day}/${hourTo}` === slotKey)
      gridRef.current?.querySelector<HTMLElement>(`[data-slot="${slotKey}"]`)?.focus();
    movedByKey.current = true;
    onFocusSlot(to.day, hourTo);
  };
  const range = {
    first: toDayKey(days[0] ?? new Date()),
    last: toDayKey(days.at(-1) ?? new Date()),
    month: false,
  };

  const renderCell = (date: Date, slot: number, slotEvents: CalendarEvent[]) => {
    const key = `${toDayKey(date)}/${slot}`;
    const isFocused = key === slotKey;
    const label =
      slot === ALL_DAY
        ? t('slot.labelAllDay', { date: formatDate(date, 'weekdayDayMonth'), count: slotEvents.length })
        : t('slot.label', {
            date: formatDate(date, 'weekdayDayMonth'),
            time: formatDate(setHours(date, slot), 'time'),
            count: slotEvents.length,
          });
    const spot = slot === ALL_DAY ? { day: toDayKey(date) } : { day: toDayKey(date), hour: slot };
    return (
      <DropCell
        key={key}
        spot={spot}
        accepts={slot === ALL_DAY ? 'all-day' : 'timed'}
        role="gridcell"
        data-slot={key}
        className={slot === ALL_DAY ? css.cell : css.slotCell}
        tabIndex={isFocused ? 0 : -1}
        aria-selected={isFocused}
        onClick={() => {
          onFocusSlot(toDayKey(date), slot);
          add(date, slot);
        }}
        onFocus={(focusEvent) => {
          if (focusEvent.target === focusEvent.currentTarget && !isFocused) onFocusSlot(toDayKey(date), slot);
        }}
        onKeyDown={(pressed) => {
          if (pressed.target === pressed.currentTarget) onKeyDown(pressed, date, slot);
        }}
      >
        <span className={visuallyHidden}>{label}</span>
        {slotEvents.length > 0 ? (
          <ul className={css.events}>
            {slotEvents.map((event) => (
              <li key={event.id}>
                <EventChip event={event} spot={spot} focusable={isFocused} onOpen={onOpenEvent} />
              </li>
            ))}
          </ul>
        ) : null}
      </DropCell>
    );
  };

  return (
    <EventMove range={range} onMove={onMoveEvent && onMove}>
      <div ref={scrollerRef} className={css.timeScroller}>
        <table
          ref={gridRef}
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG date grid pattern (a table with role grid)
          role="grid"
          aria-labelledby={labelledBy}
          className={days.length === 1 ? css.dayGrid : css.grid}
        >
          <thead>
            <tr>
              <th scope="col" className={css.rowHeader}>
                <span className={visuallyHidden}>{t('grid.time')}</span>
              </th>
              {days.map((date) => (
                <th
                  key={toDayKey(date)}
                  scope="col"
                  className={css.columnHeader}
                  aria-current={isSameDay(date, today) ? 'date' : undefined}
                >
                  {formatDate(date, 'weekdayDay')}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr data-hour={ALL_DAY}>
              <th scope="row" className={css.rowHeader}>
                {t('grid.allDay')}
              </th>
              {days.map((date) =>
                renderCell(
                  date,
                  ALL_DAY,
                  eventsOnDay(events, date).filter((event) => event.allDay),
                ),
              )}
            </tr>
            {HOURS.map((slot) => (
              <tr key={slot} data-hour={slot}>
                <th scope="row" className={css.rowHeader}>
                  {formatDate(setHours(new Date(2000, 0, 1), slot), 'time')}
                </th>
                {days.map((date) => renderCell(date, slot, eventsInHour(events, date, slot)))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </EventMove>
  );
}
