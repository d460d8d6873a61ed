/** An event inside a day or a slot: a button that opens it; its time and title, and what it is. */
import type { CalendarEvent } from '@chorus/mock-handlers/contracts';
import { format } from 'date-fns';
import * as css from './calendar.css';

function eventWhen(event: CalendarEvent): string {
  return `${format(new Date(event.start), 'p')} to ${format(new Date(event.end), 'p')}`;
}

/** What the event's button says: its title and when (visible in part, the rest for screen readers). */
export function eventLabel(event: CalendarEvent): string {
  return `${event.title}, ${event.allDay ? 'all day' : eventWhen(event)}`;
}

export function EventChip({
  event,
  focusable,
  onOpen,
}: {
  event: CalendarEvent;
  /** In the focused cell only, so Tab goes from a day to its events and not through every event. */
  focusable: boolean;
  onOpen: (eventId: string) => void;
}) {
  return (
    <button
      type="button"
      className={css.event}
      data-all-day={event.allDay}
      tabIndex={focusable ? 0 : -1}
      title={eventLabel(event)}
      onClick={(clicked) => {
        clicked.stopPropagation();
        onOpen(event.id);
      }}
      onKeyDown={(pressed) => pressed.stopPropagation()}
    >
      <span aria-hidden="true">
        {event.allDay ? null : <time dateTime={event.start}>{format(new Date(event.start), 'HH:mm')}</time>}
        {event.title}
      </span>
      <span className={css.visuallyHidden}>{eventLabel(event)}</span>
    </button>
  );
}
