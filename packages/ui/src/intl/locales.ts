/**
 * The languages Chorus speaks. `en` is the default and the fallback for a missing key; `en-XA` is the
 * pseudo-locale generated from English (accented, 40 % longer), offered in development and Storybook only.
 */
export const locales = ['en', 'es', 'ar', 'en-XA'] as const;
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'en';
export const pseudoLocale: Locale = 'en-XA';

export interface LocaleInfo {
  code: Locale;
  /** The language's name in its own language and script (what a switcher shows). */
  name: string;
  dir: 'ltr' | 'rtl';
  /** The pseudo-locale: not a language; offered only where `showPseudoLocale` is on. */
  pseudo?: boolean;
}

export const localeInfo: Record<Locale, LocaleInfo> = {
  en: { code: 'en', name: 'English', dir: 'ltr' },
  es: { code: 'es', name: 'Español', dir: 'ltr' },
  ar: { code: 'ar', name: 'العربية', dir: 'rtl' },
  'en-XA': { code: 'en-XA', name: '[Ƥšéûðö Éñĝļîšĥ]', dir: 'ltr', pseudo: true },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/**
 * The first supported language among the browser's preferred ones (`navigator.languages`): 'es-MX' is
 * Spanish, 'ar-EG' Arabic; none supported: English. The pseudo-locale is never picked this way.
 */
export function matchLocale(preferred: readonly string[] | undefined): Locale {
  for (const tag of preferred ?? []) {
    const language = tag.toLowerCase().split('-')[0];
    const found = locales.find((code) => code === language);
    if (found) return found;
  }
  return defaultLocale;
}

export function localeDir(locale: Locale): 'ltr' | 'rtl' {
  return localeInfo[locale].dir;
}
