/**
 * The month as an ARIA grid: one focusable day at a time (roving tabindex); arrows move by day and week,
 * Home and End to the week's ends, PageUp and PageDown by month; Enter, or a click on the day, adds an
 * event; Tab moves from the focused day into its events. Events move to another day by drag and drop, or
 * with M, the arrow keys and Enter (see EventMove), keeping their time of day.
 */
import type { CalendarEvent } from '@chorus/mock-handlers/contracts';
import { visuallyHidden } from '@chorus/ui';
import { format, isSameDay, isSameMonth } from 'date-fns';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { plural } from '../../../lib/format';
import { eventsOnDay, monthWeeks, moveDay } from '../../calendar.dates';
import type { MoveSpot } from '../../calendar.move';
import { toDayKey } from '../../calendar.store';
import * as css from '../calendar.css';
import { EventChip } from '../EventChip';
import { DropCell, EventMove } from '../EventMove';

/** Events shown per day before "+N more". */
export const MONTH_EVENTS_PER_DAY = 3;

export interface MonthViewProps {
  /** The focused day (yyyy-MM-dd); its month is shown. */
  day: string;
  events: readonly CalendarEvent[];
  /** Id of the heading that names the grid (the period title). */
  labelledBy: string;
  /** Today, for aria-current (stories pin it). */
  today?: Date;
  /** Move focus into the grid when the focused day changes (after a key press in it). */
  autoFocus?: boolean;
  onFocusDay: (day: string) => void;
  onAddEvent: (day: string) => void;
  onOpenEvent: (eventId: string) => void;
  /** "+N more": show that day on its own. */
  onShowDay: (day: string) => void;
  /** An event moved to another day (dragged, or moved with the keyboard); without it, events stay put. */
  onMoveEvent?: (moved: CalendarEvent) => void;
}

function isRtl(element: HTMLElement): boolean {
  return getComputedStyle(element).direction === 'rtl';
}

export function MonthView({
  day,
  events,
  labelledBy,
  today = new Date(),
  autoFocus = false,
  onFocusDay,
  onAddEvent,
  onOpenEvent,
  onShowDay,
  onMoveEvent,
}: MonthViewProps) {
  const focused = new Date(`${day}T00:00`);
  const weeks = monthWeeks(focused);
  const gridRef = useRef<HTMLTableElement>(null);
  const movedByKey = useRef(autoFocus);

  useEffect(() => {
    if (!movedByKey.current) return;
    movedByKey.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-day="${day}"]`)?.focus();
  }, [day]);

  const onKeyDown = (pressed: KeyboardEvent<HTMLTableCellElement>, date: Date) => {
    if (pressed.key === 'Enter' || pressed.key === ' ') {
      pressed.preventDefault();
      onAddEvent(toDayKey(date));
      return;
    }
    const next = moveDay(date, pressed.key, isRtl(pressed.currentTarget));
    if (!next) return;
    pressed.preventDefault();
    movedByKey.current = true;
    onFocusDay(toDayKey(next));
  };

  // After a move by keyboard, focus follows the event to its new day.
  const onMove = (moved: CalendarEvent, to: MoveSpot, byKeyboard: boolean) => {
    onMoveEvent?.(moved);
    if (!byKeyboard) return;
    if (to.day === day) gridRef.current?.querySelector<HTMLElement>(`[data-day="${day}"]`)?.focus();
    movedByKey.current = true;
    onFocusDay(to.day);
  };
  const range = {
    first: toDayKey(weeks[0]?.[0] ?? focused),
    last: toDayKey(weeks.at(-1)?.[6] ?? focused),
    month: true,
  };

  return (
    <EventMove range={range} onMove={onMoveEvent && onMove}>
      <div className={css.scroller}>
        <table
          ref={gridRef}
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG date grid pattern (a table with role grid)
          role="grid"
          aria-labelledby={labelledBy}
          className={`${css.grid} ${css.monthGrid}`}
        >
          <thead>
            <tr>
              {weeks[0]?.map((date) => (
                <th key={date.getDay()} scope="col" abbr={format(date, 'EEEE')} className={css.columnHeader}>
                  {format(date, 'EEE')}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={toDayKey(week[0] as Date)}>
                {week.map((date) => {
                  const key = toDayKey(date);
                  const isFocused = key === day;
                  const dayEvents = eventsOnDay(events, date);
                  const shown = dayEvents.slice(0, MONTH_EVENTS_PER_DAY);
                  const hidden = dayEvents.length - shown.length;
                  const isToday = isSameDay(date, today);
                  return (
                    <DropCell
                      key={key}
                      spot={{ day: key }}
                      role="gridcell"
                      className={css.monthCell}
                      data-day={key}
                      data-outside={!isSameMonth(date, focused)}
                      tabIndex={isFocused ? 0 : -1}
                      aria-current={isToday ? 'date' : undefined}
                      aria-selected={isFocused}
                      onClick={() => {
                        onFocusDay(key);
                        onAddEvent(key);
                      }}
                      onFocus={(focusEvent) => {
                        if (focusEvent.target === focusEvent.currentTarget && !isFocused) onFocusDay(key);
                      }}
                      onKeyDown={(pressed) => {
                        if (pressed.target === pressed.currentTarget) onKeyDown(pressed, date);
                      }}
                    >
                      <span className={visuallyHidden}>
                        {`${format(date, 'EEEE, MMMM d, yyyy')}${isToday ? ', today' : ''}, ${plural(dayEvents.length, 'event')}`}
                      </span>
                      <span className={css.dayNumber} aria-hidden="true">
                        {date.getDate()}
                      </span>
                      {shown.length > 0 ? (
                        <ul className={css.events}>
                          {shown.map((event) => (
                            <li key={event.id}>
                              <EventChip
                                event={event}
                                spot={{ day: key }}
                                focusable={isFocused}
                                onOpen={onOpenEvent}
                              />
                            </li>
                          ))}
                          {hidden > 0 ? (
                            <li>
                              <button
                                type="button"
                                className={css.more}
                                tabIndex={isFocused ? 0 : -1}
                                onClick={(clicked) => {
                                  clicked.stopPropagation();
                                  onShowDay(key);
                                }}
                                onKeyDown={(pressed) => pressed.stopPropagation()}
                              >
                                +{hidden} more
                              </button>
                            </li>
                          ) : null}
                        </ul>
                      ) : null}
                    </DropCell>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <p className={css.hint}>
          Arrow keys move between days, Page Up and Page Down between months; Enter adds an event.
          {onMoveEvent
            ? ' Drag an event to another day, or press M on it and choose the day with the arrow keys.'
            : ''}
        </p>
      </div>
    </EventMove>
  );
}
