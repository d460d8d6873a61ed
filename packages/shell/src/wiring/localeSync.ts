/**
 * The language in force: the settings' choice (a signed-in user's saved one, or a guest's), else the
 * device's last choice or the browser's preferred languages. The document gets its `lang` and `dir` from it:
 * Arabic turns the whole shell right to left, unless the settings choose a direction (`settings.direction`
 * 'ltr' or 'rtl'; 'auto' lets the language decide). A direction override (Storybook's direction toolbar, tests)
 * wins over the language's.
 */
import {
  deviceLocale,
  getLocale,
  isLocale,
  type Locale,
  localeDir,
  setLocale,
  subscribeI18n,
} from '@chorus/ui';
import { subscribe } from 'valtio';
import { settingsStore } from '../settings/settings.store';

let directionOverride: 'ltr' | 'rtl' | null = null;
let localeOverride: Locale | null = null;

/** Forces the language whatever the settings say (Storybook's locale toolbar, tests); null: the settings decide. */
export async function setLocaleOverride(locale: Locale | null): Promise<void> {
  localeOverride = locale;
  await setLocale(settingsLocale());
}

/** Forces the document's direction whatever the language (null: the language decides). */
export function setDirectionOverride(dir: 'ltr' | 'rtl' | null): void {
  directionOverride = dir;
  applyDocumentLocale(getLocale());
}

/** The direction in force: the override, else the settings' choice, else the language's. */
export function documentDirection(locale: Locale = getLocale()): 'ltr' | 'rtl' {
  const chosen = settingsStore.settings.direction;
  return directionOverride ?? (chosen === 'ltr' || chosen === 'rtl' ? chosen : localeDir(locale));
}

export function applyDocumentLocale(locale: Locale): void {
  const html = globalThis.document?.documentElement;
  if (!html) return;
  html.lang = locale;
  html.dir = documentDirection(locale);
}

/** The language the settings ask for now. */
export function settingsLocale(): Locale {
  if (localeOverride) return localeOverride;
  const chosen = settingsStore.settings.locale;
  return isLocale(chosen) ? chosen : deviceLocale();
}

/** Follows the settings' language and keeps the document's lang and dir in step; returns the stop function. */
export function syncLocale(): () => void {
  const follow = () => {
    void setLocale(settingsLocale());
    // The settings' direction may have changed without the language.
    applyDocumentLocale(getLocale());
  };
  follow();
  applyDocumentLocale(getLocale());
  const stopSettings = subscribe(settingsStore, follow);
  const stopLocale = subscribeI18n(() => applyDocumentLocale(getLocale()));
  return () => {
    stopSettings();
    stopLocale();
  };
}
