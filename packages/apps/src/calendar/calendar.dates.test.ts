import type { CalendarEvent } from '@chorus/mock-handlers/contracts';
import { setFormatLocale } from '@chorus/ui';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventsInHour,
  eventsOnDay,
  isOnDay,
  monthWeeks,
  moveDay,
  periodTitle,
  weekDays,
} from './calendar.dates';

// Formats and weeks follow the locale: the US's (Sunday first) unless a test says otherwise.
beforeAll(() => setFormatLocale('en-US'));
afterAll(() => setFormatLocale(undefined));

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

  it('titles each view in the locale', () => {
    const day = new Date(2026, 10, 22);
    // Intl puts thin spaces around a range's dash.
    const title = (...args: Parameters<typeof periodTitle>) => periodTitle(...args).replace(/\s/g, ' ');
    expect(periodTitle('month', day)).toBe('November 2026');
    expect(title('week', day)).toBe('Nov 22 – 28, 2026');
    expect(title('week', new Date(2026, 10, 30))).toBe('Nov 29 – Dec 5, 2026');
    expect(periodTitle('day', day)).toBe('Sunday, November 22, 2026');
    setFormatLocale('es-ES');
    expect(periodTitle('month', day)).toBe('noviembre de 2026');
    expect(periodTitle('day', day)).toBe('domingo, 22 de noviembre de 2026');
    setFormatLocale('en-US');
  });

  it('starts the week where the locale does: Sunday in the US, Monday in Spain, Saturday in Arabic', () => {
    const day = new Date(2026, 10, 18);
    expect(weekDays(day)[0]?.getDate()).toBe(15);
    setFormatLocale('es-ES');
    expect(weekDays(day)[0]?.getDate()).toBe(16);
    expect(monthWeeks(day)[0]?.[0]?.getDate()).toBe(26);
    expect(periodTitle('week', day)).toMatch(/^16\s?–\s?22 nov 2026$/);
    expect(moveDay(new Date(2026, 10, 22), 'Home')?.getDate()).toBe(16);
    setFormatLocale('ar');
    expect(weekDays(day)[0]?.getDate()).toBe(14);
    setFormatLocale('en-US');
  });
});
