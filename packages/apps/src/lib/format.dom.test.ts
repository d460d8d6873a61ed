// Runs in Chromium (vitest project `dom`): HTML is read by the browser's own parser, as in the app.
import { afterEach, describe, expect, test } from 'vitest';
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
