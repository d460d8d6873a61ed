import type { CalendarEvent } from '@chorus/mock-handlers/contracts';
import { setFormatLocale } from '@chorus/ui';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  moveEvent,
  moveEventToDay,
  moveEventToSlot,
  moveWords,
  nextSpot,
  parseSpotId,
  spotId,
  spotLabel,
} from './calendar.move';
import { messages } from './i18n';

const event = (patch: Partial<CalendarEvent> = {}): CalendarEvent => ({
  id: 'e',
  title: 'Team sync',
  allDay: false,
  start: new Date(2026, 10, 22, 10).toISOString(),
  end: new Date(2026, 10, 22, 11).toISOString(),
  desc: '',
  ...patch,
});
const local = (iso: string) => {
  const date = new Date(iso);
  return [date.getMonth() + 1, date.getDate(), date.getHours(), date.getMinutes()];
};

describe('moving an event in the month', () => {
  it('moves a timed event to another day at the same time, for the same length', () => {
    const moved = moveEventToDay(event(), new Date(2026, 10, 22), new Date(2026, 10, 24));
    expect(local(moved.start)).toEqual([11, 24, 10, 0]);
    expect(local(moved.end)).toEqual([11, 24, 11, 0]);
    expect(moved).toMatchObject({ id: 'e', title: 'Team sync', allDay: false });
  });

  it('moves an all-day event by the days between the cell it was picked up in and the drop', () => {
    const offsite = event({
      allDay: true,
      start: new Date(2026, 10, 18).toISOString(),
      end: new Date(2026, 10, 20).toISOString(),
    });
    // Picked up on its second day (the 19th), dropped on the 30th: eleven days later.
    const moved = moveEvent(offsite, { day: '2026-11-19' }, { day: '2026-11-30' });
    expect(moved.allDay).toBe(true);
    expect(local(moved.start)).toEqual([11, 29, 0, 0]);
    expect(local(moved.end)).toEqual([12, 1, 0, 0]);
  });

  it('crosses a month and a year boundary', () => {
    const late = event({
      start: new Date(2026, 11, 31, 23, 30).toISOString(),
      end: new Date(2027, 0, 1, 0, 30).toISOString(),
    });
    const moved = moveEvent(late, { day: '2026-12-31' }, { day: '2027-01-02' });
    expect(new Date(moved.start)).toEqual(new Date(2027, 0, 2, 23, 30));
    expect(new Date(moved.end)).toEqual(new Date(2027, 0, 3, 0, 30));
  });
});

describe('moving across a daylight saving change', () => {
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'Europe/London';
  });
  afterAll(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('keeps the wall-clock time of a timed event and its real length', () => {
    // Clocks go forward on Sunday 29 March 2026 in London: 10:00 is 10:00Z before, 09:00Z after.
    const saturday = event({ start: '2026-03-28T10:00:00.000Z', end: '2026-03-28T11:00:00.000Z' });
    expect(new Date(saturday.start).getHours()).toBe(10);
    const moved = moveEvent(saturday, { day: '2026-03-28' }, { day: '2026-03-30' });
    expect(moved.start).toBe('2026-03-30T09:00:00.000Z');
    expect(moved.end).toBe('2026-03-30T10:00:00.000Z');
  });

  it('keeps an all-day event from midnight to midnight on a 23-hour day', () => {
    const day = event({ allDay: true, start: '2026-03-28T00:00:00.000Z', end: '2026-03-29T00:00:00.000Z' });
    const moved = moveEvent(day, { day: '2026-03-28' }, { day: '2026-03-29' });
    expect(moved.start).toBe('2026-03-29T00:00:00.000Z');
    expect(moved.end).toBe('2026-03-29T23:00:00.000Z');
    expect(local(moved.end)).toEqual([3, 30, 0, 0]);
  });

  it('snaps to a slot on the day the clocks go back by the clock, not by elapsed hours', () => {
    // Saturday 24 October 2026 10:30 is 09:30Z (summer time); Sunday 25 October 14:30 is 14:30Z.
    const saturday = event({ start: '2026-10-24T09:30:00.000Z', end: '2026-10-24T10:30:00.000Z' });
    const moved = moveEvent(saturday, { day: '2026-10-24', hour: 10 }, { day: '2026-10-25', hour: 14 });
    expect(moved.start).toBe('2026-10-25T14:30:00.000Z');
    expect(moved.end).toBe('2026-10-25T15:30:00.000Z');
  });
});

describe('moving an event in the week and day grids', () => {
  it('snaps to the slot dropped on, keeping its minutes into its slot and its length', () => {
    const half = event({
      start: new Date(2026, 10, 22, 10, 30).toISOString(),
      end: new Date(2026, 10, 22, 11, 15).toISOString(),
    });
    const moved = moveEvent(half, { day: '2026-11-22', hour: 10 }, { day: '2026-11-25', hour: 14 });
    expect(local(moved.start)).toEqual([11, 25, 14, 30]);
    expect(local(moved.end)).toEqual([11, 25, 15, 15]);
  });

  it('snaps to the grid of a smaller slot size', () => {
    const quarter = event({
      start: new Date(2026, 10, 22, 10, 45).toISOString(),
      end: new Date(2026, 10, 22, 11, 45).toISOString(),
    });
    // Half-hour slots: 10:45 is 15 minutes into the 10:30 slot; dropped at 14:10 it snaps to the 14:00 slot.
    const moved = moveEventToSlot(quarter, new Date(2026, 10, 23), 14 * 60 + 10, 30);
    expect(local(moved.start)).toEqual([11, 23, 14, 15]);
    expect(local(moved.end)).toEqual([11, 23, 15, 15]);
  });

  it('keeps an all-day event all day wherever it is dropped', () => {
    const allDay = event({
      allDay: true,
      start: new Date(2026, 10, 22).toISOString(),
      end: new Date(2026, 10, 23).toISOString(),
    });
    const moved = moveEvent(allDay, { day: '2026-11-22' }, { day: '2026-11-24', hour: 9 });
    expect(moved.allDay).toBe(true);
    expect(local(moved.start)).toEqual([11, 24, 0, 0]);
  });
});

describe('the keyboard drop target', () => {
  const month = { first: '2026-11-01', last: '2026-12-05', month: true };
  const week = { first: '2026-11-22', last: '2026-11-28', month: false };

  it('moves by day and week in the month, mirrored in RTL, and stays among the days shown', () => {
    expect(nextSpot({ day: '2026-11-24' }, 'ArrowRight', month)).toEqual({ day: '2026-11-25' });
    expect(nextSpot({ day: '2026-11-24' }, 'ArrowRight', { ...month, rtl: true })).toEqual({
      day: '2026-11-23',
    });
    expect(nextSpot({ day: '2026-11-24' }, 'ArrowDown', month)).toEqual({ day: '2026-12-01' });
    expect(nextSpot({ day: '2026-12-01' }, 'ArrowDown', month)).toBeUndefined();
    expect(nextSpot({ day: '2026-11-24' }, 'x', month)).toBeUndefined();
  });

  it('moves a timed event by day and hour in the week, and an all-day event along its row', () => {
    expect(nextSpot({ day: '2026-11-24', hour: 10 }, 'ArrowDown', week)).toEqual({
      day: '2026-11-24',
      hour: 11,
    });
    expect(nextSpot({ day: '2026-11-24', hour: 10 }, 'ArrowLeft', week)).toEqual({
      day: '2026-11-23',
      hour: 10,
    });
    expect(nextSpot({ day: '2026-11-24', hour: 23 }, 'ArrowDown', week)).toBeUndefined();
    expect(nextSpot({ day: '2026-11-28', hour: 10 }, 'ArrowRight', week)).toBeUndefined();
    expect(nextSpot({ day: '2026-11-24' }, 'ArrowUp', week)).toBeUndefined();
    expect(nextSpot({ day: '2026-11-24' }, 'ArrowRight', week)).toEqual({ day: '2026-11-25' });
  });
});

describe('the words of a move', () => {
  beforeAll(async () => {
    setFormatLocale('en-GB');
    await messages.ready('en');
  });
  afterAll(() => setFormatLocale(undefined));

  it('names spots as the grid cells do, the all-day row as the day', () => {
    expect(spotId({ day: '2026-11-24', hour: 9 })).toBe('2026-11-24/9');
    expect(parseSpotId('2026-11-24/9')).toEqual({ day: '2026-11-24', hour: 9 });
    expect(parseSpotId('2026-11-24/-1')).toEqual({ day: '2026-11-24' });
    expect(parseSpotId('2026-11-24')).toEqual({ day: '2026-11-24' });
  });

  it('says where the event went in human words', () => {
    const to = { day: '2026-11-24' };
    expect(moveWords.moved(moveEvent(event(), { day: '2026-11-22' }, to), to)).toBe(
      'Moved Team sync to Tuesday 24 November',
    );
    const slot = { day: '2026-11-24', hour: 14 };
    expect(moveWords.moved(moveEvent(event(), { day: '2026-11-22', hour: 10 }, slot), slot)).toBe(
      'Moved Team sync to Tuesday 24 November at 14:00',
    );
    expect(spotLabel(slot)).toBe('Tuesday 24 November, 14:00');
    setFormatLocale('en-US');
    expect(spotLabel(slot)).toBe('Tuesday, November 24, 02:00 PM');
    setFormatLocale('en-GB');
  });
});
