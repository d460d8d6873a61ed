'use client';

/**
 * One way to show a time: `<Time value={iso} />` is a `<time dateTime>` whose text comes from the formatting
 * module in the active language (relative where people read it so: 'in 5 min', 'yesterday'), with the full
 * date as its tooltip ('Tuesday, 3 March 2026 at 17:30'). Relative texts keep current: every shown `<Time>`
 * shares one clock that ticks each minute.
 */
import { type ReactNode, useSyncExternalStore } from 'react';
import {
  type DateFormat,
  formatDate,
  formatEventTime,
  formatFullDate,
  formatListTime,
  formatRelativeTime,
} from './dates';
import { useLocale } from './react';

/** One minute clock shared by every reader; it runs only while something reads it. */
const listeners = new Set<() => void>();
let minute = Math.floor(Date.now() / 60_000);
let timer: ReturnType<typeof setInterval> | undefined;

function subscribeMinute(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    timer = setInterval(() => {
      const next = Math.floor(Date.now() / 60_000);
      if (next === minute) return;
      minute = next;
      for (const notify of listeners) notify();
    }, 5_000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}
const readMinute = () => minute;

/** The current minute (epoch ms, whole minutes): re-renders when it changes. For texts relative to now. */
export function useNow(): number {
  return useSyncExternalStore(subscribeMinute, readMinute, readMinute) * 60_000;
}

export type TimeFormat = DateFormat | 'list' | 'relative' | 'event' | 'eventAbsolute';

export interface TimeProps {
  value: string | number | Date;
  /**
   * 'list' (default): relative near now, absolute further ('5 min ago', '14:05', 'yesterday', '12 Mar');
   * 'relative': always relative ('in 3 days'); 'event': 'in 5 min', '14:00' today, else date and time
   * ('eventAbsolute': never relative); any other: that absolute format of `formatDate`.
   */
  format?: TimeFormat;
  /** What "now" is (tests and stories); default the shared clock. */
  now?: Date | number;
  /** Shown instead of the formatted value (e.g. a message around it: 'Ends {time}'). */
  children?: (text: string) => ReactNode;
  className?: string;
}

function toIso(value: string | number | Date): string {
  if (typeof value === 'string') return value;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

export function Time({ value, format = 'list', now, children, className }: TimeProps) {
  useLocale();
  // Re-rendered each minute by the shared clock; reads the exact time then ('in 32 min', not the minute's start).
  useNow();
  const reference = now ?? Date.now();
  const text =
    format === 'list'
      ? formatListTime(value, reference)
      : format === 'relative'
        ? formatRelativeTime(value, reference)
        : format === 'event' || format === 'eventAbsolute'
          ? formatEventTime(value, reference, { relative: format === 'event' })
          : formatDate(value, format);
  return (
    <time className={className} dateTime={toIso(value)} title={formatFullDate(value)}>
      {children ? children(text) : text}
    </time>
  );
}
