import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  COUNTDOWN_INTERVAL_MS,
  defaultCountdownEnd,
  getTimeLeft,
  padTimePart,
  startCountdown,
  toEndTime,
} from './countdown';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const start = Date.UTC(2026, 0, 1, 9, 0, 0);

describe('getTimeLeft', () => {
  it('splits the remaining time into days, hours, minutes and seconds', () => {
    const end = start + 2 * DAY + 3 * HOUR + 4 * MINUTE + 5 * SECOND;
    expect(getTimeLeft(end, start)).toEqual({
      total: 2 * DAY + 3 * HOUR + 4 * MINUTE + 5 * SECOND,
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
      isComplete: false,
    });
  });

  it('rounds partial seconds down', () => {
    expect(getTimeLeft(start + 1999, start)).toMatchObject({ seconds: 1, isComplete: false });
    expect(getTimeLeft(start + 999, start)).toMatchObject({ seconds: 0, isComplete: false });
  });

  it('carries over at the unit boundaries', () => {
    expect(getTimeLeft(start + DAY, start)).toMatchObject({ days: 1, hours: 0, minutes: 0, seconds: 0 });
    expect(getTimeLeft(start + DAY - SECOND, start)).toMatchObject({
      days: 0,
      hours: 23,
      minutes: 59,
      seconds: 59,
    });
  });

  it('is complete and all zeros at the end and after it', () => {
    const zero = { total: 0, days: 0, hours: 0, minutes: 0, seconds: 0, isComplete: true };
    expect(getTimeLeft(start, start)).toEqual(zero);
    expect(getTimeLeft(start - 5 * DAY, start)).toEqual(zero);
  });

  it('accepts Date objects, epoch milliseconds and ISO strings', () => {
    const end = start + HOUR;
    expect(getTimeLeft(new Date(end), start).hours).toBe(1);
    expect(getTimeLeft(end, start).hours).toBe(1);
    expect(getTimeLeft(new Date(end).toISOString(), start).hours).toBe(1);
  });

  it('counts more than a month in days', () => {
    expect(getTimeLeft(start + 400 * DAY, start).days).toBe(400);
  });
});

describe('toEndTime and defaultCountdownEnd', () => {
  it('treats an unparseable end as already passed', () => {
    expect(toEndTime('not a date')).toBe(0);
    expect(toEndTime(new Date('nope'))).toBe(0);
    expect(toEndTime(Number.NaN)).toBe(0);
    expect(getTimeLeft('not a date', start).isComplete).toBe(true);
  });

  it('puts the default end 15 days from now', () => {
    expect(defaultCountdownEnd(start)).toBe(start + 15 * DAY);
    expect(getTimeLeft(defaultCountdownEnd(start), start)).toMatchObject({ days: 15, hours: 0 });
  });
});

describe('padTimePart', () => {
  it('pads to two digits', () => {
    expect(padTimePart(7)).toBe('07');
    expect(padTimePart(0)).toBe('00');
    expect(padTimePart(42)).toBe('42');
    expect(padTimePart(123)).toBe('123');
  });
});

describe('startCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(start);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refreshes every 1000 ms', () => {
    expect(COUNTDOWN_INTERVAL_MS).toBe(1000);
    const onTick = vi.fn();
    const stop = startCountdown(start + 10 * SECOND, { onTick });
    expect(onTick).toHaveBeenCalledTimes(1);
    expect(onTick).toHaveBeenLastCalledWith(expect.objectContaining({ seconds: 10 }));
    vi.advanceTimersByTime(999);
    expect(onTick).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(onTick).toHaveBeenCalledTimes(2);
    expect(onTick).toHaveBeenLastCalledWith(expect.objectContaining({ seconds: 9 }));
    vi.advanceTimersByTime(3000);
    expect(onTick).toHaveBeenCalledTimes(5);
    expect(onTick).toHaveBeenLastCalledWith(expect.objectContaining({ seconds: 6 }));
    stop();
  });

  it('calls onComplete exactly once when the end passes, then stops ticking', () => {
    const onTick = vi.fn();
    const onComplete = vi.fn();
    startCountdown(start + 3 * SECOND, { onTick, onComplete });
    vi.advanceTimersByTime(2000);
    expect(onComplete).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onTick).toHaveBeenLastCalledWith(expect.objectContaining({ total: 0, isComplete: true }));
    const ticks = onTick.mock.calls.length;
    vi.advanceTimersByTime(60_000);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onTick).toHaveBeenCalledTimes(ticks);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('calls onComplete once at once when started after the end', () => {
    const onComplete = vi.fn();
    const onTick = vi.fn();
    startCountdown(start - MINUTE, { onTick, onComplete });
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onTick).toHaveBeenCalledWith(expect.objectContaining({ isComplete: true }));
    vi.advanceTimersByTime(10_000);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('completes on the first tick after the end even if ticks were delayed', () => {
    const onComplete = vi.fn();
    startCountdown(start + 1500, { onTick: vi.fn(), onComplete });
    vi.advanceTimersByTime(1000);
    expect(onComplete).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('never calls back after being stopped', () => {
    const onTick = vi.fn();
    const onComplete = vi.fn();
    const stop = startCountdown(start + 2 * SECOND, { onTick, onComplete });
    stop();
    vi.advanceTimersByTime(10_000);
    expect(onTick).toHaveBeenCalledTimes(1);
    expect(onComplete).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('uses the injected clock', () => {
    const onTick = vi.fn();
    let now = 0;
    const stop = startCountdown(HOUR, { onTick, now: () => now });
    expect(onTick).toHaveBeenLastCalledWith(expect.objectContaining({ hours: 1 }));
    now = 30 * MINUTE;
    vi.advanceTimersByTime(1000);
    expect(onTick).toHaveBeenLastCalledWith(expect.objectContaining({ hours: 0, minutes: 30 }));
    stop();
  });
});
