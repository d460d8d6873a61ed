// Runs in Chromium (vitest project `dom`): HTML is read by the browser's own parser, as in the app.
import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  formatDate,
  formatFileSize,
  formatListTime,
  htmlToText,
  plural,
  setFormatLocale,
  textSnippet,
} from './format';

afterEach(() => setFormatLocale(undefined));

describe('htmlToText', () => {
  test('decodes numeric, named and escaped entities instead of showing them raw', () => {
    expect(htmlToText('<p>Tom &#38; Jerry &eacute;t&eacute; &lt;b&gt; &#x263A;</p>')).toBe(
      'Tom & Jerry été <b> ☺',
    );
  });

  test('turns paragraphs and line breaks into text', () => {
    expect(htmlToText('<p>Hi &#60;b&#62; &amp; you<br>line two</p><p>Next</p>')).toBe(
      'Hi <b> & you\nline two\n\nNext',
    );
  });

  test('drops scripts, styles and other markup instead of keeping their text', () => {
    expect(
      htmlToText(
        '<p>Hi</p><script>alert(1)</script><style>p{}</style><img src=x onerror="alert(2)"><p>Bye</p>',
      ),
    ).toBe('Hi\n\nBye');
  });
});

describe('htmlToText reads every fragment as a whole document of its own', () => {
  // What the function did with a new DOMParser document per call: the reference the reused document must match.
  const reference = (html: string) => {
    const body = new DOMParser().parseFromString(html.replace(/<br\s*\/?>/gi, '\n'), 'text/html').body;
    for (const dropped of body.querySelectorAll('script, style, template, noscript')) dropped.remove();
    for (const block of body.querySelectorAll('p, div, li, h1, h2, h3, h4, h5, h6, tr, blockquote')) {
      block.append('\n\n');
    }
    return (body.textContent ?? '')
      .replace(/\u00a0/g, ' ')
      .replace(/[ \t]+\n/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
  };
  const tricky = [
    '<p>a<table><tr><td>b</td></tr></table>c</p>',
    '<!DOCTYPE html><p>a<table><tr><td>b</td></tr></table>c</p>',
    '<!doctype html PUBLIC "-//W3O//DTD W3 HTML Strict 3.0//EN//"><p>a<table><tr><td>b</td></tr></table>c</p>',
    '<html lang="de"><head><title>Newsletter</title><style>p{}</style></head><body><p>Hallo</p></body></html>',
    '<title>Title first</title><p>x</p>',
    '<p>x</p><title>Title after</title>',
    '<head>h</head>b',
    '<!-- a comment --><p>x</p>',
    '<frameset><frame></frameset>',
    '<noscript><p>ns</p></noscript>after',
    '<template><p>t</p></template>y',
    '<textarea><p>q</textarea>r',
    '<select><option>o1<option>o2</select>',
    '<svg><title>s</title><text>t</text></svg>u',
    '<table>a<tr>b</table>',
    '<div><p>a</div>b<li>1<li>2',
    '<a><table><a>x</table>',
    '<plaintext><p>z',
  ];

  test.each(tricky)('%s', (html) => {
    expect(htmlToText(html)).toBe(reference(html));
  });

  test('nothing of one fragment is left in the next', () => {
    // An unclosed textarea, attributes on the html element, a table left open inside a paragraph.
    const sequence = ['<textarea>open', '<html dir="rtl"><p>first<table><tr><td>cell', '<p>second</p>'];
    expect(sequence.map(htmlToText)).toEqual(sequence.map(reference));
    expect(htmlToText('<p>second</p>')).toBe('second');
  });

  test('nothing in a fragment runs', async () => {
    const ran = vi.fn();
    Object.assign(window, { __htmlToTextRan: ran });
    htmlToText('<img src="x:" onerror="__htmlToTextRan()"><script>__htmlToTextRan()</script><p>Hi</p>');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ran).not.toHaveBeenCalled();
  });
});

describe('textSnippet', () => {
  test('is one line of decoded text, cut with an ellipsis', () => {
    expect(textSnippet('<p>Tom &#38; Jerry</p>\n<p>&lt;3 &eacute;</p>')).toBe('Tom & Jerry <3 é');
    expect(textSnippet('<p>abcdefghij</p>', 5)).toBe('abcd…');
  });
});

describe('one locale policy', () => {
  test('dates and plurals follow the chosen locale', () => {
    setFormatLocale('en-GB');
    expect(formatDate('2026-03-12', 'dayMonth')).toBe('12 Mar');
    expect(plural(1, 'mail')).toBe('1 mail');
    expect(plural(1200, 'person', 'people')).toBe('1,200 people');
    setFormatLocale('en-US');
    expect(formatDate('2026-03-12', 'dayMonth')).toBe('Mar 12');
    setFormatLocale('de-DE');
    expect(plural(1200, 'Mail', 'Mails')).toBe('1.200 Mails');
  });

  test('a list shows the time today, day and month this year, the year before that', () => {
    setFormatLocale('en-GB');
    const now = new Date('2026-06-15T15:00:00');
    expect(formatListTime('2026-06-15T09:05:00', now)).toBe('09:05');
    expect(formatListTime('2026-03-12T09:05:00', now)).toBe('12 Mar');
    expect(formatListTime('2025-03-12T09:05:00', now)).toBe('12 Mar 2025');
  });

  test('empty and unreadable values', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate('soon')).toBe('soon');
  });
});

describe('formatFileSize', () => {
  test('the largest decimal unit, one decimal at most, in the locale', () => {
    setFormatLocale('en-US');
    expect(formatFileSize(1_234_567)).toBe('1.2 MB');
    expect(formatFileSize(850_000)).toBe('850 kB');
    expect(formatFileSize(999)).toBe('999 byte');
    expect(formatFileSize(3_000_000_000)).toBe('3 GB');
    setFormatLocale('es-ES');
    expect(formatFileSize(1_234_567)).toBe('1,2 MB');
  });
});
