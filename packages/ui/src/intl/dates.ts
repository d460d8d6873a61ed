/**
 * Dates, times, relative times, numbers and money in the active locale: the formatting module's functions for
 * screens (`format.ts` keeps the locale policy the start-up code needs, so the first page of every route does
 * not download these).
 */
import { cached, intlLocale, out } from './format';

const dateFormats = {
  /** 12 Mar 2026, 14:05 (in en-GB) */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** 12 Mar 2026 */
  date: { dateStyle: 'medium' },
  /** 12 Mar */
  dayMonth: { day: 'numeric', month: 'short' },
  /** 12 Mar 2026, always with the short month */
  dayMonthYear: { day: 'numeric', month: 'short', year: 'numeric' },
  /** 14:05 */
  time: { hour: '2-digit', minute: '2-digit' },
  /** Thursday */
  weekday: { weekday: 'long' },
  /** 12 */
  day: { day: 'numeric' },
  /** March */
  month: { month: 'long' },
  /** March 2026 */
  monthYear: { month: 'long', year: 'numeric' },
  /** Thursday, 12 March 2026 at 14:05: what a tooltip gives in full */
  full: { dateStyle: 'full', timeStyle: 'short' },
  /** Thursday, 12 March 2026: the full form of a date-only value */
  fullDate: { dateStyle: 'full' },
  /** Thu */
  weekdayShort: { weekday: 'short' },
  /** Thu 12 */
  weekdayDay: { weekday: 'short', day: 'numeric' },
  /** Thursday 12 March */
  weekdayDayMonth: { weekday: 'long', day: 'numeric', month: 'long' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateFormat = keyof typeof dateFormats;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a value is a calendar date without a time ('2026-03-12'). */
export function isDateOnly(value: unknown): boolean {
  return typeof value === 'string' && DATE_ONLY.test(value);
}

/** A date-only value ('2026-03-12') is read at midday, so no time zone moves it to another day. */
function toDate(value: string | number | Date): Date {
  if (typeof value === 'string' && DATE_ONLY.test(value)) return new Date(`${value}T12:00:00`);
  return new Date(value);
}

/**
 * A date in one of the named formats. Empty values give `empty` ('—' by default); an unreadable
 * string is shown as it is.
 */
export function formatDate(
  value: string | number | Date | null | undefined,
  format: DateFormat = 'date',
  empty = '—',
): string {
  if (value === null || value === undefined || value === '') return empty;
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : empty;
  return out(
    cached(`date:${format}`, (locale) => new Intl.DateTimeFormat(locale, dateFormats[format])).format(date),
  );
}

/** Two dates as one range in a named format, shared parts once: '15 – 21 Nov 2026', 'Nov 29 – Dec 5, 2026'. */
export function formatDateRange(
  start: string | number | Date,
  end: string | number | Date,
  format: DateFormat = 'dayMonthYear',
): string {
  const [from, to] = [toDate(start), toDate(end)];
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return '';
  return out(
    cached(`date:${format}`, (locale) => new Intl.DateTimeFormat(locale, dateFormats[format])).formatRange(
      from,
      to,
    ),
  );
}

/** The first day of the week where the locale's region counts it (0 Sunday … 6 Saturday). */
export function weekStartDay(): 0 | 1 | 2 | 3 | 4 | 5 | 6 {
  const locale = new Intl.Locale(intlLocale()) as Intl.Locale & {
    getWeekInfo?: () => { firstDay: number };
    weekInfo?: { firstDay: number };
  };
  const firstDay = locale.getWeekInfo?.().firstDay ?? locale.weekInfo?.firstDay;
  if (firstDay) return (firstDay % 7) as 0 | 1 | 2 | 3 | 4 | 5 | 6;
  // Engines without week data: the language's usual first day (English without a region: the US's Sunday).
  const [language, region] = locale.baseName.split('-');
  if (language === 'ar') return 6;
  if (language === 'en') return !region || ['US', 'CA', 'PH', 'IN'].includes(region) ? 0 : 1;
  return 1;
}

export function formatDateTime(value: string | number | Date | null | undefined, empty = '—'): string {
  return formatDate(value, 'dateTime', empty);
}

/** A time of day in the locale's own clock: 17:30 in en-GB and es, 05:30 PM in en-US, never '17:30 PM'. */
export function formatTime(value: string | number | Date | null | undefined, empty = '—'): string {
  return formatDate(value, 'time', empty);
}

/** The whole date (and time, unless the value is a date only), as a tooltip or a screen reader gives it. */
export function formatFullDate(value: string | number | Date | null | undefined, empty = '—'): string {
  return formatDate(value, isDateOnly(value) ? 'fullDate' : 'full', empty);
}

/** Whole calendar days from `now`'s day to `date`'s (-1: yesterday, 1: tomorrow), in the local time zone. */
function calendarDays(date: Date, now: Date): number {
  const day = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
  return Math.round((day(date) - day(now)) / 86_400_000);
}

/**
 * In a list (mail, chat, notes), relative where people read it so, absolute otherwise: under a minute 'now',
 * within the hour '5 min ago' / 'in 5 min', today the time, 'yesterday' / 'tomorrow', this year day and month,
 * before that the date with its year. Show it in `<Time>` (a tooltip gives the full date) so it keeps current.
 */
export function formatListTime(value: string | number | Date, now: Date | number = new Date()): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const reference = new Date(now);
  const diff = date.getTime() - reference.getTime();
  if (!isDateOnly(value) && Math.abs(diff) < 3_600_000) {
    return formatRelativeTime(date, reference, { style: 'short', unit: 'minute' });
  }
  const days = calendarDays(date, reference);
  if (days === 0)
    return isDateOnly(value) ? formatRelativeTime(date, reference, { unit: 'day' }) : formatTime(date);
  if (Math.abs(days) === 1) return formatRelativeTime(date, reference, { unit: 'day' });
  if (date.getFullYear() === reference.getFullYear()) return formatDate(date, 'dayMonth');
  return formatDate(date, 'dayMonthYear');
}

export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return out(
    cached(
      `number:${JSON.stringify(options ?? {})}`,
      (locale) => new Intl.NumberFormat(locale, options),
    ).format(value),
  );
}

/** An amount of money in a currency (ISO 4217 code): €1,234.50, 1.234,50 €, ١٬٢٣٤٫٥٠ €. */
export function formatMoney(value: number, currency: string, options?: Intl.NumberFormatOptions): string {
  return formatNumber(value, { style: 'currency', currency, ...options });
}

const relativeUnits: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
];

/**
 * An event's time (a meeting, a quick-panel event): within the hour 'in 5 min' / '5 min ago' (unless
 * `relative` is false), today the time ('14:00'), another day the date and time ('12 Mar 2026, 14:00').
 */
export function formatEventTime(
  value: string | number | Date,
  now: Date | number = new Date(),
  { relative = true }: { relative?: boolean } = {},
): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const reference = new Date(now);
  if (relative && Math.abs(date.getTime() - reference.getTime()) < 3_600_000) {
    return formatRelativeTime(date, reference, { style: 'short', unit: 'minute' });
  }
  return calendarDays(date, reference) === 0 ? formatTime(date) : formatDate(date, 'dateTime');
}

export interface RelativeTimeOptions {
  /** 'short': 'in 5 min', '3 hr ago' (a list's or a label's); 'long' (default): 'in 5 minutes'. */
  style?: 'long' | 'short';
  /** Always this unit (by calendar days for 'day': 'yesterday' from any hour of it); default the largest that fits. */
  unit?: 'minute' | 'day';
}

/** 'in 3 days', '2 hours ago', 'yesterday', 'now', in the largest unit that fits. */
export function formatRelativeTime(
  value: string | number | Date,
  now: number | Date = Date.now(),
  { style = 'long', unit: only }: RelativeTimeOptions = {},
): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const reference = new Date(now);
  const diff = date.getTime() - reference.getTime();
  const format = cached(
    `relative:${style}`,
    (locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style }),
  );
  if (only === 'day') return out(format.format(calendarDays(date, reference), 'day'));
  if (only === 'minute') {
    const minutes = Math.round(diff / 60_000);
    // Under half a minute either way: 'now' (not 'this minute').
    return out(minutes === 0 ? format.format(0, 'second') : format.format(minutes, 'minute'));
  }
  const [unit, size] = relativeUnits.find(([, ms]) => Math.abs(diff) >= ms) ?? ['second', 1000];
  return out(format.format(Math.round(diff / size), unit));
}
