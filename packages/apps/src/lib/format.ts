/**
 * Formatting for the apps: dates, numbers, money, relative times come from the one formatting module of
 * `@chorus/ui` (the active language's locale; docs/i18n.md); HTML to text (the browser's DOMParser) is here.
 */
import { formatNumber, pluralCategory } from '@chorus/ui';

export {
  type DateFormat,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatEventTime,
  formatFullDate,
  formatListTime,
  formatLocale,
  formatMoney,
  formatNumber,
  formatRelativeTime,
  formatTime,
  setFormatLocale,
  Time,
} from '@chorus/ui';

/**
 * A count with its noun in the right form for the locale's plural rules: plural(3, 'mail') is
 * '3 mails', plural(1, 'task') '1 task', plural(2, 'person', 'people') '2 people'.
 * @deprecated English nouns: a converted folder uses an ICU plural message in its catalogue instead.
 */
export function plural(count: number, one: string, other = `${one}s`): string {
  const rule = pluralCategory(count);
  return `${formatNumber(count)} ${rule === 'one' ? one : other}`;
}

/** One inert document whose tree each `htmlToText` call replaces (see `parsedBody`). */
let inertDocument: Document | undefined;

/**
 * The body of `html` parsed as a whole document by the browser's own parser, in an inert document (DOMParser's:
 * no browsing context, so nothing in it runs or loads). A list of mails reads many such fragments; a new
 * DOMParser document for each costs several times the parse itself on a slow phone (issue 33), so one
 * document is reused: the html element's content parsed in place goes through the same steps as a whole
 * document from its head on, in the same quirks mode (the document has no doctype). Only a doctype in the HTML
 * can change that mode, so such HTML gets a document of its own as before.
 */
function parsedBody(html: string): HTMLElement | null {
  if (/<!doctype/i.test(html)) return new DOMParser().parseFromString(html, 'text/html').body;
  inertDocument ??= new DOMParser().parseFromString('', 'text/html');
  inertDocument.documentElement.innerHTML = html;
  return inertDocument.body;
}

/**
 * Plain text of an HTML fragment, as the browser reads it: entities decoded (`&#38;` is '&', `&eacute;`
 * 'é', `&lt;` '<'), scripts and styles dropped, block ends and `<br>` as line breaks. Never rendered as
 * HTML: the result goes into text nodes.
 */
export function htmlToText(html: string): string {
  if (!html) return '';
  const body = parsedBody(html.replace(/<br\s*\/?>/gi, '\n'));
  if (!body) return '';
  for (const dropped of body.querySelectorAll('script, style, template, noscript')) dropped.remove();
  const blocks = body.querySelectorAll('p, div, li, h1, h2, h3, h4, h5, h6, tr, blockquote');
  for (const block of blocks) block.append('\n\n');
  return (body.textContent ?? '')
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

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/**
 * A file's size in the active locale, in the largest decimal unit under which it is at least 1: 1.2 MB,
 * 1,2 MB, 850 kB, 12 byte. One decimal place at most.
 */
export function formatFileSize(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < BYTE_UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return formatNumber(value, {
    style: 'unit',
    unit: BYTE_UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  });
}
