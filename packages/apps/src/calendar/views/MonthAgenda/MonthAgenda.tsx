/**
 * The month on a phone: an agenda, the days of the month that have events, each with its events in order
 * (time and title, readable at 360 px) and a button to add one on that day. An event that lasts several days
 * shows on each of them. Plain buttons in reading order: Tab goes through them, Enter opens an event.
 */
import type { CalendarEvent } from '@chorus/mock-handlers/contracts';
import { formatDate, formatDateRange, Icon, IconButton, visuallyHidden } from '@chorus/ui';
import { eachDayOfInterval, endOfMonth, isSameDay, startOfMonth } from 'date-fns';
import { useId } from 'react';
import { eventsOnDay } from '../../calendar.dates';
import { toDayKey } from '../../calendar.store';
import { useT } from '../../i18n';
import * as css from '../calendar.css';
import { eventLabel } from '../EventChip';

export interface MonthAgendaProps {
  /** A day (yyyy-MM-dd) of the month shown. */
  day: string;
  events: readonly CalendarEvent[];
  /** Id of the heading that names the month. */
  labelledBy: string;
  today?: Date;
  onAddEvent: (day: string) => void;
  onOpenEvent: (eventId: string) => void;
}

export function MonthAgenda({
  day,
  events,
  labelledBy,
  today = new Date(),
  onAddEvent,
  onOpenEvent,
}: MonthAgendaProps) {
  const t = useT();
  const id = useId();
  const focused = new Date(`${day}T00:00`);
  const days = eachDayOfInterval({ start: startOfMonth(focused), end: endOfMonth(focused) })
    .map((date) => ({ date, events: eventsOnDay(events, date) }))
    .filter((entry) => entry.events.length > 0);

  if (days.length === 0) return <p className={css.hint}>{t('agenda.empty')}</p>;
  return (
    <ol className={css.agenda} aria-labelledby={labelledBy}>
      {days.map(({ date, events: dayEvents }) => {
        const key = toDayKey(date);
        const dayName = formatDate(date, 'weekdayDayMonth');
        const isToday = isSameDay(date, today);
        return (
          <li key={key} className={css.agendaDay} aria-current={isToday ? 'date' : undefined}>
            <div className={css.agendaDayHeader}>
              <h3 id={`${id}-${key}`} className={css.agendaDayTitle}>
                {dayName}
              </h3>
              <IconButton
                label={t('agenda.add', { date: dayName })}
                icon={<Icon name="calendar-plus" size="sm" />}
                size="sm"
                onClick={() => onAddEvent(key)}
              />
            </div>
            <ul className={css.agendaEvents} aria-labelledby={`${id}-${key}`}>
              {dayEvents.map((event) => (
                <li key={event.id}>
                  <button
                    type="button"
                    className={css.agendaEvent}
                    data-all-day={event.allDay}
                    onClick={() => onOpenEvent(event.id)}
                  >
                    <span className={css.agendaTime} aria-hidden="true">
                      {event.allDay ? t('grid.allDay') : formatDateRange(event.start, event.end, 'time')}
                    </span>
                    <span className={css.agendaTitle} aria-hidden="true">
                      {event.title}
                    </span>
                    {/* Its name, as the month's chips say it: the title first, then when. */}
                    <span className={visuallyHidden}>{eventLabel(event)}</span>
                  </button>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}
