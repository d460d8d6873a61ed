import { createRandom, DAY, HOUR, iso, seedAnchor } from '@chorus/domain';
import { TOPICS } from '../lib/words';
import type { CalendarEvent } from './calendar.schema';
import type { CalendarState } from './calendar.schema';

const KINDS = ['Meeting about', 'Workshop on', 'Check-in on', 'Review of', 'Kick-off for', 'Lunch and'];

/** 40 events from three weeks ago to three weeks ahead, a few all-day. */
export function seedCalendar(): CalendarState {
  const random = createRandom('calendar');
  const anchor = seedAnchor();
  const events: CalendarEvent[] = Array.from({ length: 40 }, (_, index) => {
    const day = anchor + (index - 20) * DAY + (index % 3 === 0 ? 0 : random.int(-1, 1) * DAY);
    const allDay = index % 7 === 0;
    const start = allDay ? day : day + random.int(8, 16) * HOUR + random.pick([0, 30]) * 60_000;
    const end = allDay ? day + random.int(1, 2) * DAY : start + random.pick([30, 45, 60, 90, 120]) * 60_000;
    return {
      id: `event-${String(index + 1).padStart(3, '0')}`,
      title: `${random.pick(KINDS)} ${random.pick(TOPICS)}`,
      allDay,
      start: iso(start),
      end: iso(end),
      desc: random.sentence(),
    };
  });
  return { events };
}
