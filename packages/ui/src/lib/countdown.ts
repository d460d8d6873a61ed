/**
 * Countdown time math and ticking, free of React so that it can be tested with fake timers.
 * The spec (§4, §9): days, hours, minutes and seconds; a refresh every 1000 ms; the completion callback
 * fires exactly once, after the end has passed, also when the countdown starts after its end; the
 * default end is 15 days from now.
 */

export const COUNTDOWN_INTERVAL_MS = 1000;
export const DEFAULT_COUNTDOWN_DAYS = 15;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface TimeLeft {
  /** Milliseconds left, never negative. */
  total: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Whether the end has been reached. */
  isComplete: boolean;
}

export type CountdownEnd = Date | number | string;

/** The default end: `DEFAULT_COUNTDOWN_DAYS` days after `now`. */
export function defaultCountdownEnd(now: number = Date.now()): number {
  return now + DEFAULT_COUNTDOWN_DAYS * DAY;
}

/** The end as epoch milliseconds. An unparseable end counts as already passed (0). */
export function toEndTime(end: CountdownEnd): number {
  const time = end instanceof Date ? end.getTime() : typeof end === 'number' ? end : Date.parse(end);
  return Number.isFinite(time) ? time : 0;
}

/**
 * Splits the time from `now` to `end` into days, hours, minutes and whole seconds (rounded down, so
 * the display reaches 0 exactly when the end is reached).
 */
export function getTimeLeft(end: CountdownEnd, now: number): TimeLeft {
  const total = Math.max(0, toEndTime(end) - now);
  return {
    total,
    days: Math.floor(total / DAY),
    hours: Math.floor((total % DAY) / HOUR),
    minutes: Math.floor((total % HOUR) / MINUTE),
    seconds: Math.floor((total % MINUTE) / SECOND),
    isComplete: total === 0,
  };
}

export interface CountdownTimerOptions {
  /** Called with the current time left right away and then on every tick. */
  onTick: (timeLeft: TimeLeft) => void;
  /** Called once, when the end has passed. */
  onComplete?: () => void;
  /** Clock, for tests. */
  now?: () => number;
  intervalMs?: number;
}

/**
 * Starts ticking towards `end`: reports the time left at once and every `intervalMs`, calls
 * `onComplete` once when the end has passed (at once if it already has) and then stops.
 * Returns a function that stops the timer.
 */
export function startCountdown(
  end: CountdownEnd,
  { onTick, onComplete, now = Date.now, intervalMs = COUNTDOWN_INTERVAL_MS }: CountdownTimerOptions,
): () => void {
  const endTime = toEndTime(end);
  let timer: ReturnType<typeof setInterval> | undefined;
  let stopped = false;

  const stop = () => {
    stopped = true;
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };

  const tick = () => {
    if (stopped) return;
    const timeLeft = getTimeLeft(endTime, now());
    onTick(timeLeft);
    if (timeLeft.isComplete) {
      stop();
      onComplete?.();
    }
  };

  tick();
  if (!stopped) timer = setInterval(tick, intervalMs);
  return stop;
}

/** Two-digit display of a clock part: 7 → "07". */
export function padTimePart(value: number): string {
  return String(value).padStart(2, '0');
}
