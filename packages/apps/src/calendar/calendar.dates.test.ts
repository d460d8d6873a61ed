import type { CalendarEvent } from '@chorus/mock-handlers/contracts';
import { describe, expect, it } from 'vitest';
import {
  eventsInHour,
  eventsOnDay,
  isOnDay,
  monthWeeks,
  moveDay,
  periodTitle,
  weekDays,
} from './calendar.dates';

const event = (patch: Partial<CalendarEvent>): CalendarEvent => ({
  id: 'e',
  title: 'Event',
  allDay: false,
  start: new Date(2026, 10, 22, 10).toISOString(),
  end: new Date(2026, 10, 22, 11).toISOString(),
  desc: '',
  ...patch,
});

describe('calendar dates', () => {
  it('covers a month with whole weeks starting on Sunday', () => {
    const weeks = monthWeeks(new Date(2026, 10, 22));
    expect(weeks).toHaveLength(5);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0]?.[0]?.getDay()).toBe(0);
    expect(weeks[0]?.[0]?.getDate()).toBe(1);
    expect(weeks[4]?.[6]?.getDate()).toBe(5);
  });

  it('lists the seven days of a week', () => {
    const days = weekDays(new Date(2026, 10, 25));
    expect(days.map((day) => day.getDate())).toEqual([22, 23, 24, 25, 26, 27, 28]);
  });

  it('puts an all-day event on each day it covers, ending exclusively at midnight', () => {
    const allDay = event({
      allDay: true,
      start: new Date(2026, 10, 22).toISOString(),
      end: new Date(2026, 10, 24).toISOString(),
    });
    expect(isOnDay(allDay, new Date(2026, 10, 22))).toBe(true);
    expect(isOnDay(allDay, new Date(2026, 10, 23))).toBe(true);
    expect(isOnDay(allDay, new Date(2026, 10, 24))).toBe(false);
    expect(isOnDay(allDay, new Date(2026, 10, 21))).toBe(false);
  });

  it('keeps a zero-length event on its day', () => {
    const instant = event({ end: new Date(2026, 10, 22, 10).toISOString() });
    expect(isOnDay(instant, new Date(2026, 10, 22))).toBe(true);
  });

  it('sorts all-day events before timed ones, then by start', () => {
    const late = event({
      id: 'late',
      start: new Date(2026, 10, 22, 15).toISOString(),
      end: new Date(2026, 10, 22, 16).toISOString(),
    });
    const early = event({ id: 'early' });
    const allDay = event({
      id: 'all',
      allDay: true,
      start: new Date(2026, 10, 22).toISOString(),
      end: new Date(2026, 10, 23).toISOString(),
    });
    expect(eventsOnDay([late, early, allDay], new Date(2026, 10, 22)).map((entry) => entry.id)).toEqual([
      'all',
      'early',
      'late',
    ]);
    expect(eventsInHour([late, early, allDay], new Date(2026, 10, 22), 10).map((entry) => entry.id)).toEqual([
      'early',
    ]);
  });

  it('moves the focused day with arrows, Home, End and the page keys, mirrored in RTL', () => {
    const day = new Date(2026, 10, 25);
    expect(moveDay(day, 'ArrowRight')?.getDate()).toBe(26);
    expect(moveDay(day, 'ArrowRight', true)?.getDate()).toBe(24);
    expect(moveDay(day, 'ArrowDown')?.getDate()).toBe(2);
    expect(moveDay(day, 'Home')?.getDate()).toBe(22);
    expect(moveDay(day, 'End')?.getDate()).toBe(28);
    expect(moveDay(day, 'PageUp')?.getMonth()).toBe(9);
    expect(moveDay(day, 'a')).toBeUndefined();
  });

  it('titles each view', () => {
    const day = new Date(2026, 10, 22);
    expect(periodTitle('month', day)).toBe('November 2026');
    expect(periodTitle('week', day)).toBe('Nov 22 – 28, 2026');
    expect(periodTitle('week', new Date(2026, 10, 30))).toBe('Nov 29 – Dec 5, 2026');
    expect(periodTitle('day', day)).toBe('Sunday, November 22, 2026');
  });
});
