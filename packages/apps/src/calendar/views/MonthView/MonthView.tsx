/**
 * The month as an ARIA grid: one focusable day at a time (roving tabindex); arrows move by day and week,
 * Home and End to the week's ends, PageUp and PageDown by month; Enter, or a click on the day, adds an
 * event; Tab moves from the focused day into its events. Events move to another day by drag and drop, or
 * with M, the arrow keys and Enter (see EventMove), keeping their time of day.
 */
import type { CalendarEvent } from '@chorus/mock-handlers/contracts';
import { formatDate, visuallyHidden } from '@chorus/ui';
import { isSameDay, isSameMonth } from 'date-fns';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { eventsOnDay, isMultiDay, monthWeeks, moveDay, weekSegments } from '../../calendar.dates';
import type { MoveSpot } from '../../calendar.move';
import { toDayKey } from '../../calendar.store';
import { useT } from '../../i18n';
import * as css from '../calendar.css';
import { EventChip } from '../EventChip';
import { DropCell, EventMove } from '../EventMove';
import { MonthAgenda } from '../MonthAgenda/MonthAgenda';
import { useNarrow } from '../useNarrow';

/** At most this wide (a phone), the month is an agenda list: its cells would be unreadable. */
export const AGENDA_MAX_WIDTH = 600;
/** 'auto': the grid, or the agenda when the view is at most AGENDA_MAX_WIDTH wide; or always one of them. */
export type MonthLayout = 'auto' | 'grid' | 'agenda';

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
  /** The grid, the agenda, or by the room there is ('auto', the default). */
  layout?: MonthLayout;
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
  layout = 'auto',
}: MonthViewProps) {
  const t = useT();
  const [frameRef, narrow] = useNarrow<HTMLDivElement>(AGENDA_MAX_WIDTH);
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

  if (layout === 'agenda' || (layout === 'auto' && narrow)) {
    return (
      <div ref={frameRef} className={css.scroller}>
        <MonthAgenda
          day={day}
          events={events}
          labelledBy={labelledBy}
          today={today}
          onAddEvent={onAddEvent}
          onOpenEvent={onOpenEvent}
        />
      </div>
    );
  }
  return (
    <EventMove range={range} onMove={onMoveEvent && onMove}>
      <div ref={frameRef} className={css.scroller}>
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
                <th
                  key={date.getDay()}
                  scope="col"
                  abbr={formatDate(date, 'weekday')}
                  className={css.columnHeader}
                >
                  {formatDate(date, 'weekdayShort')}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => {
              const segments = weekSegments(events, week);
              return (
                <tr key={toDayKey(week[0] as Date)}>
                  {week.map((date, column) => {
                    const key = toDayKey(date);
                    const isFocused = key === day;
                    const dayEvents = eventsOnDay(events, date);
                    // Multi-day events are bars in lanes over their days; the others are listed below them.
                    const covering = segments.filter(
                      (segment) => segment.column <= column && column < segment.column + segment.span,
                    );
                    const lanes = Math.max(0, ...covering.map((segment) => segment.lane + 1));
                    const single = dayEvents.filter((event) => !isMultiDay(event));
                    const shown = single.slice(0, Math.max(0, MONTH_EVENTS_PER_DAY - lanes));
                    const hidden = single.length - shown.length;
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
                          {t(isToday ? 'day.labelToday' : 'day.label', {
                            date: formatDate(date, 'fullDate'),
                            count: dayEvents.length,
                          })}
                        </span>
                        <span className={css.dayNumber} aria-hidden="true">
                          {date.getDate()}
                        </span>
                        {shown.length > 0 || lanes > 0 || hidden > 0 ? (
                          <ul className={css.events}>
                            {[...Array(lanes).keys()].map((lane) => {
                              const segment = covering.find((entry) => entry.lane === lane);
                              // A bar starts in its first cell of the row; the cells it reaches over keep its lane free.
                              if (!segment || segment.column !== column)
                                return <li key={`lane-${lane}`} className={css.lane} aria-hidden="true" />;
                              return (
                                <li key={`lane-${lane}`} className={css.lane}>
                                  <EventChip
                                    event={segment.event}
                                    spot={{ day: key }}
                                    focusable={isFocused}
                                    onOpen={onOpenEvent}
                                    span={{
                                      days: segment.span,
                                      before: segment.continuesBefore,
                                      after: segment.continuesAfter,
                                    }}
                                  />
                                </li>
                              );
                            })}
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
                                  {t('day.more', { count: hidden })}
                                </button>
                              </li>
                            ) : null}
                          </ul>
                        ) : null}
                      </DropCell>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
        <p className={css.hint}>
          {t('month.hint')}
          {onMoveEvent ? ` ${t('month.hintMove')}` : ''}
        </p>
      </div>
    </EventMove>
  );
}
