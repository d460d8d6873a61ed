/**
 * Every folder's message catalogue (`packages/<package>/src/**\/i18n/<locale>.ts`), found automatically:
 * each translation has exactly English's keys, every message parses as ICU MessageFormat, a translation uses
 * the same placeholders as English, and the pseudo-locale keeps them intact; the kit's own compiler (plain text,
 * placeholders; plurals and selects) gives what Lingui's gives for every message it compiles.
 */
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, test } from 'vitest';
import { locales } from '../packages/ui/src/intl';
import { compileText } from '../packages/ui/src/intl/compile';
import { plurals } from '../packages/ui/src/intl/plural';
import { pseudoLocalize } from '../packages/ui/src/intl/pseudo';

type Catalogue = { default: Record<string, string> };
const modules = import.meta.glob<Catalogue>('../packages/*/src/**/i18n/*.ts', { eager: true });

const translated = locales.filter((locale) => locale !== 'en-XA');
const folders = new Map<string, Map<string, Record<string, string>>>();
for (const [path, module] of Object.entries(modules)) {
  const match = /^(.*\/i18n)\/([^/]+)\.ts$/.exec(path);
  if (!match?.[1] || !match[2] || match[2] === 'index') continue;
  const byLocale = folders.get(match[1]) ?? new Map();
  byLocale.set(match[2], module.default);
  folders.set(match[1], byLocale);
}

type Token = string | [string, string?, unknown?];
/** The argument names a compiled message uses (plural/select branches included), sorted. */
function argumentsOf(message: string, mapText?: (text: string) => string): string[] {
  const names = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      if (token[0] !== '#') names.add(token[0]);
      const options = token[2];
      if (options && typeof options === 'object')
        for (const branch of Object.values(options)) if (Array.isArray(branch)) walk(branch as Token[]);
    }
  };
  walk(compileMessageOrThrow(message, mapText) as Token[]);
  return [...names].sort();
}

test('catalogues are found', () => {
  expect(folders.size).toBeGreaterThan(0);
});

describe.each([...folders.keys()])('%s', (folder) => {
  const byLocale = folders.get(folder) as Map<string, Record<string, string>>;
  const en = byLocale.get('en') ?? {};

  test('has a module per locale and nothing else', () => {
    expect([...byLocale.keys()].sort()).toEqual([...translated].sort());
  });

  test.each(translated)('%s has exactly the keys English has', (locale) => {
    const messages = byLocale.get(locale) ?? {};
    const missing = Object.keys(en).filter((key) => !(key in messages));
    const extra = Object.keys(messages).filter((key) => !(key in en));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  test.each(translated)(
    '%s: every message is ICU MessageFormat with the placeholders of English',
    (locale) => {
      const messages = byLocale.get(locale) ?? {};
      const wrong: string[] = [];
      for (const [key, message] of Object.entries(messages)) {
        try {
          const expected = key in en ? argumentsOf(en[key] as string) : [];
          if (argumentsOf(message).join() !== expected.join())
            wrong.push(`${key}: placeholders differ from English`);
          if (!message.trim()) wrong.push(`${key}: empty`);
        } catch (error) {
          wrong.push(`${key}: ${(error as Error).message.split('\n')[0]}`);
        }
      }
      expect(wrong).toEqual([]);
    },
  );

  test('the pseudo-locale keeps every placeholder', () => {
    for (const [key, message] of Object.entries(en))
      expect(argumentsOf(message, pseudoLocalize), key).toEqual(argumentsOf(message));
  });
});

test("the kit's compiler gives Lingui's compiled form for every message it compiles (most of them)", () => {
  let compiledHere = 0;
  let total = 0;
  const differ: string[] = [];
  for (const [folder, byLocale] of folders) {
    for (const [locale, messages] of byLocale) {
      for (const [key, message] of Object.entries(messages)) {
        for (const mapText of [undefined, pseudoLocalize]) {
          total++;
          const here = compileText(message, mapText) ?? plurals.compile(message, mapText);
          if (here === null) continue;
          compiledHere++;
          const lingui = compileMessageOrThrow(message, mapText);
          if (JSON.stringify(here) !== JSON.stringify(lingui))
            differ.push(`${folder} ${locale} ${key}${mapText ? ' (pseudo)' : ''}`);
        }
      }
    }
  }
  expect(differ).toEqual([]);
  expect(compiledHere / total).toBeGreaterThan(0.9);
});
