import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { compileCatalogue, compileText, loadFullCompiler } from './compile';
import {
  defineCatalogue,
  enablePlurals,
  getCatalogueLoadsVersion,
  getLocale,
  i18nOptions,
  preloadCatalogues,
  setLocale,
  subscribeCatalogueLoads,
} from './core';
import { formatArgument } from './icuFormat';
import { interpolate } from './interpolate';
import { matchLocale } from './locales';
import { plurals } from './plural';
import { pseudoLocalize } from './pseudo';

const format = (message: string, values?: Record<string, unknown>, locale = 'en') =>
  interpolate(compileMessageOrThrow(message), locale, values);

describe('ICU messages', () => {
  // Formatted as the catalogues format them: Lingui's compiler for the rest, plurals and selects by ./plural.ts,
  // which a catalogue's compile always brings first. Set here too: the files of a worker share their modules, and
  // this file may be the worker's first.
  beforeAll(async () => {
    enablePlurals(plurals);
    await loadFullCompiler();
  });

  test('placeholders, plurals (with # and exact matches), select, ordinals', () => {
    expect(format('Hello {name}!', { name: 'Ada' })).toBe('Hello Ada!');
    const ideas = '{count, plural, =0 {No ideas} one {# idea} other {# ideas}}';
    expect(format(ideas, { count: 0 })).toBe('No ideas');
    expect(format(ideas, { count: 1 })).toBe('1 idea');
    expect(format(ideas, { count: 1200 })).toBe('1,200 ideas');
    expect(format(ideas, { count: 1200 }, 'es')).toBe('1200 ideas');
    expect(format('{who, select, host {The host} other {Someone}} voted', { who: 'host' })).toBe(
      'The host voted',
    );
    expect(format('{who, select, host {The host} other {Someone}}', { who: 'constructor' })).toBe('Someone');
    expect(format('{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', { n: 22 })).toBe('22nd');
  });

  test('Arabic plural categories pick their own branches', () => {
    const message =
      '{n, plural, zero {لا أفكار} one {فكرة واحدة} two {فكرتان} few {# أفكار} many {# فكرة} other {# فكرة}}';
    expect(format(message, { n: 2 }, 'ar')).toBe('فكرتان');
    expect(format(message, { n: 3 }, 'ar')).toMatch(/^[3٣] أفكار$/);
  });

  test('numbers and dates in the locale', () => {
    expect(format('{p, number, percent}', { p: 0.5 }, 'es')).toMatch(/^50\s%$/);
    expect(format('{m, number, ::currency/EUR}', { m: 12.5 }, 'en-GB')).toBe('€12.50');
    expect(format('{d, date, long}', { d: new Date(2026, 2, 12) }, 'es')).toBe('12 de marzo de 2026');
  });

  test('text and placeholders compile at once; plurals and selects with the plural module; the rest does not', () => {
    expect(compileText('Sign in')).toEqual(['Sign in']);
    expect(compileText("Don't have an account?")).toEqual(["Don't have an account?"]);
    expect(compileText('Hi {name}, welcome')).toEqual(['Hi ', ['name'], ', welcome']);
    expect(compileText('{n, plural, other {#}}')).toBeNull();
    const compile = plurals.compile;
    expect(compile('{n, plural, other {#}}')).toEqual([['n', 'plural', { other: ['#'] }]]);
    expect(compile('{n, plural, =0 {None} one {# {what}} other {# {what}s}} #1')).toEqual([
      ['n', 'plural', { 0: ['None'], one: ['#', ' ', ['what']], other: ['#', ' ', ['what'], 's'] }],
      ' #1',
    ]);
    expect(compile('{who, select, host {The host} other {Someone}} voted')).toEqual([
      ['who', 'select', { host: ['The host'], other: ['Someone'] }],
      ' voted',
    ]);
    // Left to Lingui's compiler: quoting, other argument types, offsets, a plural without `other`, `#` in a
    // select inside a plural, and what is not ICU at all.
    expect(compile("It''s '{'literal'}'")).toBeNull();
    expect(compile('{n, number, percent}')).toBeNull();
    expect(compile('{n, selectordinal, one {#st} other {#th}}')).toBeNull();
    expect(compile('{n, plural, offset:1 other {#}}')).toBeNull();
    expect(compile('{n, plural, one {#}}')).toBeNull();
    expect(compile('{n, plural, other {{g, select, other {#}}}}')).toBeNull();
    expect(compile('{n, plural, other {#}')).toBeNull();
    expect(compile('a } b')).toBeNull();
  });

  test('a plural compiled here formats like one compiled by Lingui', () => {
    const ideas = '{count, plural, =0 {No ideas} one {# idea} other {# ideas}} for {name}';
    enablePlurals(plurals);
    const here = plurals.compile(ideas) as never;
    for (const [count, locale] of [
      [0, 'en'],
      [1, 'en'],
      [1200, 'en'],
      [1200, 'es'],
      [3, 'ar'],
    ] as const) {
      expect(interpolate(here, locale, { count, name: 'Ada' })).toBe(
        format(ideas, { count, name: 'Ada' }, locale),
      );
    }
  });

  test('a plain number ({count, number}) compiles here, without the ICU compiler, and formats like Lingui', () => {
    const members = 'Members ({count, number}) of {name}';
    const here = compileText(members);
    expect(here).toEqual(compileMessageOrThrow(members));
    for (const [count, locale] of [
      [3, 'en'],
      [1200, 'en'],
      [1200.5, 'es'],
      [1200, 'ar'],
    ] as const)
      expect(interpolate(here as never, locale, { count, name: 'Ada' })).toBe(
        `Members (${formatArgument(['count', 'number'], count, locale)}) of Ada`,
      );
    // A number with a style still needs the ICU compiler.
    expect(compileText('{share, number, percent}')).toBeNull();
  });

  test('the pseudo-locale accents and lengthens text and keeps placeholders', async () => {
    const { message } = await compileCatalogue(
      { message: 'Hello {name}, {n, plural, one {# idea} other {# ideas}}' },
      pseudoLocalize,
    );
    const text = interpolate(message as never, 'en', { name: 'Ada', n: 2 });
    expect(text).toContain('Ada');
    expect(text).toMatch(/^⟦Ĥéļļö ·+⟧Ada⟦, ⟧2/);
    expect(text).toContain('2⟦ îðéåš··⟧');
    expect(pseudoLocalize('Save').length).toBeGreaterThanOrEqual(Math.round('Save'.length * 1.4));
  });

  test('the pseudo-locale keeps the tags of a rich message', async () => {
    const { message } = await compileCatalogue(
      { message: 'Read <link>the guide</link> first' },
      pseudoLocalize,
    );
    const text = interpolate(message as never, 'en');
    expect(text).toMatch(/^⟦Ŕéåð ·+⟧<link>⟦ţĥé ĝûîðé·+⟧<\/link>⟦ ƒîŕšţ·+⟧$/);
  });
});

describe('catalogues', () => {
  afterEach(() => setLocale('en'));

  test('load per locale on demand; a missing key falls back to English with a warning', async () => {
    const loads: string[] = [];
    const loaded = (locale: string, messages: Record<string, string>) => {
      loads.push(locale);
      return { default: messages };
    };
    const catalogue = defineCatalogue<{ hello: string; only: string }>('test/fallback', {
      en: async () => loaded('en', { hello: 'Hello', only: 'Only in English' }),
      es: async () => loaded('es', { hello: 'Hola' }),
      ar: async () => loaded('ar', { hello: 'مرحبا', only: 'فقط' }),
    });
    await catalogue.load('en');
    await setLocale('es');
    expect(getLocale()).toBe('es');
    expect(loads).toEqual(['en', 'es']);
    expect(catalogue.t('hello')).toBe('Hola');
    i18nOptions.warnMissing = true;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(catalogue.t('only')).toBe('Only in English');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"only"'));
    warn.mockRestore();
    i18nOptions.warnMissing = false;
  });

  test('a catalogue declared without preload loads when first asked for, or with preloadCatalogues', async () => {
    const loads: string[] = [];
    const loader = (locale: string, text: string) => async () => {
      loads.push(locale);
      return { default: { hello: text } };
    };
    const lazy = defineCatalogue<{ hello: string }>(
      'test/lazy',
      { en: loader('en', 'Hello'), es: loader('es', 'Hola'), ar: loader('ar', 'مرحبا') },
      { preload: false },
    );
    const later = defineCatalogue<{ hello: string }>(
      'test/later',
      { en: loader('en', 'Hi'), es: loader('es', 'Buenas'), ar: loader('ar', 'أهلا') },
      { preload: false },
    );
    await Promise.resolve();
    expect(loads).toEqual([]);
    const before = getCatalogueLoadsVersion();
    const heard = vi.fn();
    const stop = subscribeCatalogueLoads(heard);
    // Asked for before it is there: nothing yet (English is not there either), and the load starts.
    expect(lazy.t('hello')).toBe('');
    await lazy.load('en');
    expect(lazy.t('hello')).toBe('Hello');
    expect(heard).toHaveBeenCalled();
    expect(getCatalogueLoadsVersion()).not.toBe(before);
    expect(later.isLoaded('en')).toBe(false);
    await preloadCatalogues();
    expect(later.isLoaded('en')).toBe(true);
    expect(later.t('hello')).toBe('Hi');
    stop();
  });

  test("a catalogue's load is told to its own readers only; a change of language to every reader", async () => {
    const messages = { en: { a: 'A' }, es: { a: 'Á' }, ar: { a: 'أ' } };
    const loader = (locale: 'en' | 'es' | 'ar') => async () => ({ default: messages[locale] });
    const make = (name: string) =>
      defineCatalogue<{ a: string }>(name, { en: loader('en'), es: loader('es'), ar: loader('ar') });
    const first = make('test/first');
    const second = make('test/second');
    await Promise.all([first.load('en'), second.load('en')]);
    const heard = { first: 0, second: 0 };
    const stopFirst = first.subscribe(() => heard.first++);
    const stopSecond = second.subscribe(() => heard.second++);
    const before = second.snapshot();
    await first.load('es');
    expect(heard).toEqual({ first: 1, second: 0 });
    expect(second.snapshot()).toBe(before);
    // The switch loads the second in Spanish (heard by its readers), then tells everyone the language changed.
    await setLocale('es');
    expect(heard).toEqual({ first: 2, second: 2 });
    expect(second.snapshot()).not.toBe(before);
    stopFirst();
    stopSecond();
  });

  test("number and date arguments: a catalogue waits for the compiler unless declared on demand, and says when they're compiled", async () => {
    const share = { en: { n: 'Done: {n, number, percent}' } };
    const loaders = { en: async () => ({ default: share.en }), es: async () => ({ default: share.en }) };
    const waiting = defineCatalogue<{ n: string }>('test/waiting', { ...loaders, ar: loaders.en });
    const onDemand = defineCatalogue<{ n: string }>(
      'test/on-demand',
      { ...loaders, ar: loaders.en },
      {
        icu: 'on-demand',
      },
    );
    expect([waiting.waitsForIcu, onDemand.waitsForIcu]).toEqual([true, false]);
    await waiting.load('en');
    expect(waiting.isReady('en')).toBe(false);
    await waiting.ready('en');
    expect(waiting.isReady('en')).toBe(true);
    expect(waiting.format('en', 'n', { n: 0.5 })).toBe('Done: 50%');
  });

  test('plurals need no Lingui compiler: a catalogue of them is ready once loaded (plural module there)', async () => {
    enablePlurals(plurals);
    const plural = { n: '{n, plural, one {# idea} other {# ideas}}' };
    const load = async () => ({ default: plural });
    const catalogue = defineCatalogue<typeof plural>('test/plurals', { en: load, es: load, ar: load });
    await catalogue.load('en');
    expect(catalogue.isReady('en')).toBe(true);
    expect(catalogue.format('en', 'n', { n: 3 })).toBe('3 ideas');
  });

  test('plurals given before the plural module is there compile when it comes (a server render has them)', async () => {
    vi.resetModules();
    const fresh = await import('./core');
    const load = async () => ({ default: { n: '{n, plural, one {# row} other {# rows}}' } });
    const catalogue = fresh.defineCatalogue<{ n: string }>(
      'test/later-plurals',
      { en: load, es: load, ar: load },
      { preload: false, icu: 'on-demand' },
    );
    catalogue.provide('es', { n: '{n, plural, one {# fila} other {# filas}}' });
    expect(catalogue.isReady('es')).toBe(false);
    fresh.enablePlurals((await import('./plural')).plurals);
    expect(catalogue.isReady('es')).toBe(true);
    expect(catalogue.format('es', 'n', { n: 2 })).toBe('2 filas');
    vi.resetModules();
  });

  test('messages given with provide are there at once, without a load', () => {
    enablePlurals(plurals);
    const load = vi.fn(async () => ({
      default: { hi: 'Hello {name}', n: '{n, plural, one {# row} other {# rows}}' },
    }));
    const catalogue = defineCatalogue<{ hi: string; n: string }>(
      'test/provided',
      { en: load, es: load, ar: load },
      { preload: false },
    );
    // Given in parts (as the kit gives its English with the components that show it).
    catalogue.provide('es', { hi: 'Hola {name}' });
    catalogue.provide('es', { n: '{n, plural, one {# fila} other {# filas}}' });
    expect(catalogue.isReady('es')).toBe(true);
    expect(catalogue.format('es', 'hi', { name: 'Ada' })).toBe('Hola Ada');
    expect(catalogue.format('es', 'n', { n: 2 })).toBe('2 filas');
    void catalogue.load('es');
    expect(load).not.toHaveBeenCalled();
  });

  test('the first visit follows the browser languages it supports', () => {
    expect(matchLocale(['de-DE', 'es-MX', 'en'])).toBe('es');
    expect(matchLocale(['ar-EG'])).toBe('ar');
    expect(matchLocale(['fr-FR'])).toBe('en');
    expect(matchLocale(undefined)).toBe('en');
  });
});
