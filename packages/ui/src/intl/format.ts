/**
 * The one formatting module (with `dates.ts`, its dates, times, relative times, numbers and money): the locale
 * formats use and plural categories, all in the active locale (`getLocale()`), never a hard-coded one. The
 * region comes from the browser when it speaks the same language (an en-GB browser in English gets 12 Mar 2026,
 * an en-US one Mar 12, 2026); the pseudo-locale formats as English, accented, so the hard-coded-string detector
 * sees it went through here.
 * Words around a count belong in an ICU plural message (`{count, plural, one {# idea} other {# ideas}}`).
 */
import { getLocale, pseudoAccent } from './core';
import type { Locale } from './locales';
import { regionalTag, setTagOverride, tagOverride } from './regionalTag';

/** Tests: formats use this BCP 47 locale whatever the active language (undefined: back to the policy). */
export function setFormatLocale(locale: string | undefined): void {
  setTagOverride(locale);
  cache.clear();
}

/** The BCP 47 locale `Intl` gets for a language: the browser's own region of it when it has one. */
export function intlLocale(locale: Locale = getLocale()): string {
  return regionalTag(locale);
}

/** The locale formats use now (BCP 47). */
export function formatLocale(): string {
  return intlLocale();
}

type Formatter = Intl.DateTimeFormat | Intl.PluralRules | Intl.NumberFormat | Intl.RelativeTimeFormat;
const cache = new Map<string, Formatter>();

export function cached<T extends Formatter>(key: string, make: (locale: string) => T): T {
  const locale = intlLocale();
  const id = `${locale}|${key}`;
  let found = cache.get(id) as T | undefined;
  if (!found) {
    found = make(locale);
    cache.set(id, found);
  }
  return found;
}

/** Output of Intl in the pseudo-locale is accented (digits and punctuation stay). */
export function out(text: string): string {
  return tagOverride() ? text : pseudoAccent(text);
}

/** The locale's plural category of a count ('one', 'few', 'many', 'other', ...): prefer an ICU plural message. */
export function pluralCategory(count: number): Intl.LDMLPluralRule {
  return cached('plural', (locale) => new Intl.PluralRules(locale)).select(count);
}
