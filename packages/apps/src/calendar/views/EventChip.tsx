/**
 * An event inside a day or a slot: a button that opens it; its time and title, and what it is. Inside
 * EventMove it can be dragged to another cell, or moved with M and the arrow keys.
 */
import type { CalendarEvent } from '@chorus/mock-handlers/contracts';
import { visuallyHidden } from '@chorus/ui';
import { format } from 'date-fns';
import type { MoveSpot } from '../calendar.move';
import * as css from './calendar.css';
import { useMovableChip } from './EventMove';

function eventWhen(event: CalendarEvent): string {
  return `${format(new Date(event.start), 'p')} to ${format(new Date(event.end), 'p')}`;
}

/** What the event's button says: its title and when (visible in part, the rest for screen readers). */
export function eventLabel(event: CalendarEvent): string {
  return `${event.title}, ${event.allDay ? 'all day' : eventWhen(event)}`;
}

export function EventChip({
  event,
  spot,
  focusable,
  onOpen,
}: {
  event: CalendarEvent;
  /** The cell it is shown in: where a move starts from. */
  spot: MoveSpot;
  /** In the focused cell only, so Tab goes from a day to its events and not through every event. */
  focusable: boolean;
  onOpen: (eventId: string) => void;
}) {
  const movable = useMovableChip(event, spot);
  return (
    <button
      ref={movable.ref}
      type="button"
      className={css.event}
      data-all-day={event.allDay}
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
      <span aria-hidden="true">
        {event.allDay ? null : <time dateTime={event.start}>{format(new Date(event.start), 'HH:mm')}</time>}
        {event.title}
      </span>
      <span className={visuallyHidden}>{eventLabel(event)}</span>
    </button>
  );
}
