/**
 * The BCP 47 tag `Intl` gets for a language (format.ts and the message catalogues share it): the browser's own
 * region of the language when it has one, or a tag set by tests. Knows no active locale: callers pass it.
 */
import { defaultLocale, type Locale } from './locales';

let override: string | undefined;

export function setTagOverride(locale: string | undefined): void {
  override = locale;
}

export const tagOverride = (): string | undefined => override;

export function regionalTag(locale: Locale): string {
  if (override) return override;
  const language = locale === 'en-XA' ? defaultLocale : locale;
  const nav = globalThis.navigator;
  const preferred = nav?.languages?.length ? nav.languages : nav?.language ? [nav.language] : [];
  return preferred.find((tag) => tag.toLowerCase().split('-')[0] === language) ?? language;
}
