/**
 * Formatting for the apps: dates, numbers, money, relative times come from the one formatting module of
 * `@chorus/ui` (the active language's locale; docs/i18n.md); HTML to text (the browser's DOMParser) is here.
 */
import { formatNumber, pluralCategory } from '@chorus/ui';
export { formatDate, formatDateTime, formatEventTime, formatFullDate, formatListTime, formatLocale, formatMoney, formatNumber, formatRelativeTime, formatTime, setFormatLocale, Time, } from '@chorus/ui';
/**
 * A count with its noun in the right form for the locale's plural rules: plural(3, 'mail') is
 * '3 mails', plural(1, 'task') '1 task', plural(2, 'person', 'people') '2 people'.
 * @deprecated English nouns: a converted folder uses an ICU plural message in its catalogue instead.
 */
export function plural(count, one, other = `${one}s`) {
    const rule = pluralCategory(count);
    return `${formatNumber(count)} ${rule === 'one' ? one : other}`;
}
/**
 * Plain text of an HTML fragment, as the browser reads it: entities decoded (`&#38;` is '&', `&eacute;`
 * 'é', `&lt;` '<'), scripts and styles dropped, block ends and `<br>` as line breaks. Never rendered as
 * HTML: the result goes into text nodes.
 */
export function htmlToText(html) {
    if (!html)
        return '';
    // DOMParser builds an inert document: nothing in it runs or loads, and only its text is read.
    const doc = new DOMParser().parseFromString(html.replace(/<br\s*\/?>/gi, '\n'), 'text/html');
    for (const dropped of doc.body.querySelectorAll('script, style, template, noscript'))
        dropped.remove();
    const blocks = doc.body.querySelectorAll('p, div, li, h1, h2, h3, h4, h5, h6, tr, blockquote');
    for (const block of blocks)
        block.append('\n\n');
    return (doc.body.textContent ?? '')
        .replace(/\u00a0/g, ' ')
        .replace(/[ \t]+\n/g, '\n')
        .replace(/\n{3,}/g, '\n\n')
        .trim();
}
/** One line of plain text from HTML, cut at `length` with an ellipsis: a list's preview. */
export function textSnippet(html, length = 120) {
    const text = htmlToText(html).replace(/\s+/g, ' ').trim();
    return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}
