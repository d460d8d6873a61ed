import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { parseWith } from './bodies';
import {
  ImageUrlSchema,
  isSafeUrl,
  requiredText,
  trimmedText,
  UrlSchema,
  visibleText,
  wellFormed,
} from './schema';

describe('lone surrogates (issue 15)', () => {
  test('every input is read well-formed: a lone surrogate becomes U+FFFD, pairs stay', () => {
    expect(wellFormed('a\uD800b\uDC00c\uD83D\uDE00')).toBe('a\uFFFDb\uFFFDc\uD83D\uDE00');
    const schema = z.object({
      name: z.string(),
      tags: z.array(z.string()),
      map: z.record(z.string(), z.string()),
    });
    const input = { name: 'Ada\uD800', tags: ['\uDC00x'], map: { 'k\uD800': 'v\uDFFF' } };
    expect(parseWith(schema, input)).toEqual({
      name: 'Ada\uFFFD',
      tags: ['\uFFFDx'],
      map: { 'k\uFFFD': 'v\uFFFD' },
    });
    // What PostgreSQL's jsonb refuses (a lone surrogate's escape) is never in what a handler gets.
    expect(JSON.stringify(parseWith(schema, input))).not.toMatch(/\\ud[89a-f]/i);
    expect(visibleText('\u200B\uD800 ')).toBe('\uFFFD');
  });
});

describe('required text', () => {
  test.each([
    ['two zero-width spaces', '\u200b\u200b'],
    ['a byte-order mark and a no-break space', '\ufeff\u00a0'],
    ['an ideographic space and a right-to-left mark', '\u3000\u200f'],
    ['only a word joiner', '\u2060'],
  ])('%s is empty', (_name, value) => {
    expect(requiredText(100).safeParse(value).success).toBe(false);
  });

  test('visible text keeps its inner characters and loses invisible edges', () => {
    expect(requiredText(100).parse('\u200b Ship it \u200d\n')).toBe('Ship it');
    expect(visibleText('a\u200bb')).toBe('a\u200bb');
  });

  test('the minimum length counts visible characters only', () => {
    const name = requiredText(100, 4, 'Too short');
    const refused = name.safeParse('\u200bAnn\u200b');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Too short');
    expect(name.parse('Anna')).toBe('Anna');
  });

  test('an optional field of invisible characters becomes empty', () => {
    expect(trimmedText(100).parse('\u200b')).toBe('');
  });
});

describe('URL schemes (issue 15)', () => {
  const hostile = [
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    '\u0000javascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:,image/png',
    'file:///etc/passwd',
    'blob:https://example.com/1',
    'http://[not a host',
  ];
  test.each(hostile)('%j is neither a link nor an image', (value) => {
    expect(isSafeUrl(value, 'link')).toBe(false);
    expect(isSafeUrl(value, 'image')).toBe(false);
    expect(UrlSchema.safeParse(value).success).toBe(false);
    expect(ImageUrlSchema.safeParse(value).success).toBe(false);
  });

  test('http:, https: and relative addresses are links and images; the empty string is "none"', () => {
    for (const value of ['https://example.com/a?b=1', 'http://example.com', '/api/images/avatar/Ada', '']) {
      expect(UrlSchema.parse(value)).toBe(value);
      expect(ImageUrlSchema.parse(value)).toBe(value);
    }
  });

  test('data:image/* is an image the app made, never a link', () => {
    const dot = 'data:image/png;base64,iVBORw0KGgo=';
    expect(ImageUrlSchema.parse(dot)).toBe(dot);
    expect(ImageUrlSchema.safeParse('data:image/svg+xml,<svg/>').success).toBe(true);
    expect(UrlSchema.safeParse(dot).success).toBe(false);
  });
});
