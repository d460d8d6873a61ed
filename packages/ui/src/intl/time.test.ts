// One way to show time (issue 18): the formatting module's clock, relative and full forms, in each locale.
import { afterEach, describe, expect, test } from 'vitest';
import { formatEventTime, formatFullDate, formatListTime, formatRelativeTime, formatTime } from './dates';
import { setFormatLocale } from './format';

afterEach(() => setFormatLocale(undefined));

const now = new Date('2026-06-15T15:00:00');

describe('time of day', () => {
  test('is 24-hour or 12-hour as the locale has it, never "17:30 PM"', () => {
    const evening = new Date('2026-06-15T17:30:00');
    setFormatLocale('en-GB');
    expect(formatTime(evening)).toBe('17:30');
    setFormatLocale('es');
    expect(formatTime(evening)).toBe('17:30');
    setFormatLocale('en-US');
    expect(formatTime(evening)).toMatch(/^0?5:30\sPM$/);
    expect(formatTime(evening)).not.toMatch(/17:30/);
  });
});

describe('relative times', () => {
  test('short style for labels: "in 5 min", "3 hr ago"', () => {
    setFormatLocale('en-GB');
    expect(formatRelativeTime('2026-06-15T15:05:00', now, { style: 'short' })).toBe('in 5 min');
    expect(formatRelativeTime('2026-06-15T12:00:00', now, { style: 'short' })).toBe('3 hr ago');
    expect(formatRelativeTime('2026-06-14T23:00:00', now, { unit: 'day' })).toBe('yesterday');
    setFormatLocale('es');
    expect(formatRelativeTime('2026-06-14T23:00:00', now, { unit: 'day' })).toBe('ayer');
  });
});

describe('a list', () => {
  test('is relative near now and absolute further away', () => {
    setFormatLocale('en-GB');
    expect(formatListTime('2026-06-15T14:59:50', now)).toBe('now');
    expect(formatListTime('2026-06-15T14:55:00', now)).toBe('5 min ago');
    expect(formatListTime('2026-06-15T15:05:00', now)).toBe('in 5 min');
    expect(formatListTime('2026-06-15T09:05:00', now)).toBe('09:05');
    expect(formatListTime('2026-06-14T09:05:00', now)).toBe('yesterday');
    expect(formatListTime('2026-06-16T09:05:00', now)).toBe('tomorrow');
    expect(formatListTime('2026-03-12T09:05:00', now)).toBe('12 Mar');
    expect(formatListTime('2025-03-12T09:05:00', now)).toBe('12 Mar 2025');
    expect(formatListTime('2026-06-15', now)).toBe('today');
  });
});

describe('the full date of a tooltip', () => {
  test('has the weekday, the date and the time; a date only has no time', () => {
    setFormatLocale('en-GB');
    expect(formatFullDate('2026-03-03T17:30:00')).toMatch(/^Tuesday,? 3 March 2026 at 17:30$/);
    expect(formatFullDate('2026-03-03')).toMatch(/^Tuesday,? 3 March 2026$/);
  });
});

describe('an event', () => {
  test('is "in 5 min" within the hour, the time today, the date and time another day', () => {
    setFormatLocale('en-GB');
    expect(formatEventTime('2026-06-15T15:05:00', now)).toBe('in 5 min');
    expect(formatEventTime('2026-06-15T15:05:00', now, { relative: false })).toBe('15:05');
    expect(formatEventTime('2026-06-15T19:00:00', now)).toBe('19:00');
    expect(formatEventTime('2026-06-17T09:00:00', now)).toBe('17 Jun 2026, 09:00');
  });
});
