import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { HOVER_MENU_DELAY_MS } from '../lib/sizes';
import { createHoverTimer } from './useHoverMenu';

describe('createHoverTimer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('hovering opens the menu only after the 150 ms delay', () => {
    const onChange = vi.fn();
    const timer = createHoverTimer(onChange);
    timer.schedule(true);
    vi.advanceTimersByTime(HOVER_MENU_DELAY_MS - 1);
    expect(onChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(true);
  });

  test('a pointer that leaves and comes back within the delay changes nothing but the last wish', () => {
    const onChange = vi.fn();
    const timer = createHoverTimer(onChange);
    timer.schedule(false);
    vi.advanceTimersByTime(HOVER_MENU_DELAY_MS / 2);
    timer.schedule(true);
    vi.advanceTimersByTime(HOVER_MENU_DELAY_MS);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(true);
  });

  test('a click sets the state at once and drops a pending hover change', () => {
    const onChange = vi.fn();
    const timer = createHoverTimer(onChange);
    timer.schedule(false);
    timer.set(true);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(true);
    vi.advanceTimersByTime(HOVER_MENU_DELAY_MS * 2);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  test('dispose drops a pending change (the menu unmounted)', () => {
    const onChange = vi.fn();
    const timer = createHoverTimer(onChange);
    timer.schedule(true);
    timer.dispose();
    vi.advanceTimersByTime(HOVER_MENU_DELAY_MS * 2);
    expect(onChange).not.toHaveBeenCalled();
  });

  test('takes another delay when given one', () => {
    const onChange = vi.fn();
    createHoverTimer(onChange, 10).schedule(true);
    vi.advanceTimersByTime(10);
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
