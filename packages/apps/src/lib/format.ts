/**
 * The one formatting module of the apps: dates, numbers, plurals and HTML to text (the browser's DOMParser), all with one locale
 * policy: the locale set with `setFormatLocale` (the coming message catalogue's), else the user's
 * browser locale. No screen formats a date or a plural on its own.
 */
let chosen: string | undefined;

/** Sets the locale every format uses (undefined: the browser's). */
export function setFormatLocale(locale: string | undefined): void {
  chosen = locale;
  cache.clear();
}

/** The locale formats use now. */
export function formatLocale(): string {
  return chosen ?? globalThis.navigator?.language ?? 'en-GB';
}

const cache = new Map<string, Intl.DateTimeFormat | Intl.PluralRules | Intl.NumberFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.PluralRules | Intl.NumberFormat>(
  key: string,
  make: (locale: string) => T,
): T {
  const locale = formatLocale();
  const id = `${locale}|${key}`;
  let found = cache.get(id) as T | undefined;
  if (!found) {
    found = make(locale);
    cache.set(id, found);
  }
  return found;
}

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
  /** March 2026 */
  monthYear: { month: 'long', year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateFormat = keyof typeof dateFormats;

/** A date-only value ('2026-03-12') is read at midday, so no time zone moves it to another day. */
function toDate(value: string | number | Date): Date {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T12:00:00`);
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
  return cached(`date:${format}`, (locale) => new Intl.DateTimeFormat(locale, dateFormats[format])).format(
    date,
  );
}

export function formatDateTime(value: string | number | Date | null | undefined, empty = '—'): string {
  return formatDate(value, 'dateTime', empty);
}

/** In a list: today the time, this year day and month, before that the date with its year. */
export function formatListTime(value: string, now = new Date()): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  if (date.toDateString() === now.toDateString()) return formatDate(date, 'time');
  if (date.getFullYear() === now.getFullYear()) return formatDate(date, 'dayMonth');
  return formatDate(date, 'dayMonthYear');
}

export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return cached(
    `number:${JSON.stringify(options ?? {})}`,
    (locale) => new Intl.NumberFormat(locale, options),
  ).format(value);
}

/**
 * A count with its noun in the right form for the locale's plural rules: plural(3, 'mail') is
 * '3 mails', plural(1, 'task') '1 task', plural(2, 'person', 'people') '2 people'.
 */
export function plural(count: number, one: string, other = `${one}s`): string {
  const rule = cached('plural', (locale) => new Intl.PluralRules(locale)).select(count);
  return `${formatNumber(count)} ${rule === 'one' ? one : other}`;
}

/**
 * Plain text of an HTML fragment, as the browser reads it: entities decoded (`&#38;` is '&', `&eacute;`
 * 'é', `&lt;` '<'), scripts and styles dropped, block ends and `<br>` as line breaks. Never rendered as
 * HTML: the result goes into text nodes.
 */
export function htmlToText(html: string): string {
  if (!html) return '';
  // DOMParser builds an inert document: nothing in it runs or loads, and only its text is read.
  const doc = new DOMParser().parseFromString(html.replace(/<br\s*\/?>/gi, '\n'), 'text/html');
  for (const dropped of doc.body.querySelectorAll('script, style, template, noscript')) dropped.remove();
  const blocks = doc.body.querySelectorAll('p, div, li, h1, h2, h3, h4, h5, h6, tr, blockquote');
  for (const block of blocks) block.append('\n\n');
  return (doc.body.textContent ?? '')
    .replace(/\u00a0/g, ' ')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** One line of plain text from HTML, cut at `length` with an ellipsis: a list's preview. */
export function textSnippet(html: string, length = 120): string {
  const text = htmlToText(html).replace(/\s+/g, ' ').trim();
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}
