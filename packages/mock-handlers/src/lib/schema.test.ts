import { describe, expect, test } from 'vitest';
import { requiredText, trimmedText, visibleText } from './schema';

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
