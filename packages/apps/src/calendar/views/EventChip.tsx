/**
 * An event inside a day or a slot: a button that opens it; its time and title, and what it is. Inside
 * EventMove it can be dragged to another cell, or moved with M and the arrow keys.
 */
import type { CalendarEvent } from '@chorus/mock-handlers/contracts';
import { formatDate, vars, visuallyHidden } from '@chorus/ui';
import type { MoveSpot } from '../calendar.move';
import { t, useT } from '../i18n';
import * as css from './calendar.css';
import { useMovableChip } from './EventMove';

/** What the event's button says: its title and when (visible in part, the rest for screen readers). */
export function eventLabel(event: CalendarEvent): string {
  if (event.allDay) return t('event.allDay', { title: event.title });
  const [start, end] = [formatDate(event.start, 'time'), formatDate(event.end, 'time')];
  return t('event.timed', { title: event.title, start, end });
}

export function EventChip({
  event,
  spot,
  focusable,
  onOpen,
  span,
}: {
  event: CalendarEvent;
  /** The cell it is shown in: where a move starts from. */
  spot: MoveSpot;
  /** In the focused cell only, so Tab goes from a day to its events and not through every event. */
  focusable: boolean;
  onOpen: (eventId: string) => void;
  /**
   * A bar across several days of a week row (the month): how many, and whether the event goes on before or
   * after this row. It starts in this cell and reaches over the next ones.
   */
  span?: { days: number; before: boolean; after: boolean };
}) {
  useT(); // its words follow the language
  const movable = useMovableChip(event, spot);
  return (
    <button
      ref={movable.ref}
      type="button"
      className={span ? `${css.event} ${css.bar}` : css.event}
      data-all-day={event.allDay}
      data-before={span?.before || undefined}
      data-after={span?.after || undefined}
      // Over `days` cells: their widths, and the padding and border between them.
      style={
        span && span.days > 1
          ? {
              inlineSize: `calc(${span.days} * 100% + ${span.days - 1} * (2 * ${vars.space.xs} + 1px))`,
            }
          : undefined
      }
      data-moving={movable.moving || undefined}
      tabIndex={focusable ? 0 : -1}
      title={eventLabel(event)}
      {...movable.props}
      onClick={(clicked) => {
        clicked.stopPropagation();
        onOpen(event.id);
      }}
      onKeyDown={(pressed) => {
        pressed.stopPropagation();
        movable.onKeyDown(pressed);
      }}
    >
      <span aria-hidden="true" className={css.chipText}>
        {event.allDay ? null : <time dateTime={event.start}>{formatDate(event.start, 'time')}</time>}
        {/* The title in its own direction: an English title in an Arabic calendar is cut at its end. */}
        <span dir="auto" className={css.chipTitle}>
          {event.title}
        </span>
      </span>
      <span className={visuallyHidden}>{eventLabel(event)}</span>
    </button>
  );
}
