'use client';

/**
 * The kit's catalogue (docs/i18n.md): the default labels of the components (a caller's own label props
 * still win). Its English is part of the kit, given to the catalogue when the components that show it load
 * (`./en/core` here; the DataTable's and the Countdown's with them: `withEnglish`), so they render at once in
 * English (a server render, the first render in the browser, a test: nothing suspends) and a page carries only
 * the English of the components it has. The other languages are chunks of their own, loaded when a component
 * needs them in the active language, or given in advance (`uiMessages.provide('es', es)` with
 * `@chorus/ui/i18n/es`). Not preloaded: the shell loads them once a user is signed in (`preloadCatalogues`).
 */
import { type Catalogue, defineCatalogue, enablePlurals, type Messages } from '../intl/core';
import type { Plurals } from '../intl/plural';
import { useT as useCatalogue } from '../intl/react';
import type en from './en';
import core from './en/core';

export type MessageKey = keyof typeof en;
export const messages: Catalogue<MessageKey> = defineCatalogue<typeof en>(
  'ui',
  {
    // The whole English, for the pseudo-locale (generated from it): English itself is given by its parts.
    en: () => import('./en'),
    es: () => import('./es'),
    ar: () => import('./ar'),
  },
  { preload: false, icu: 'on-demand' },
);
messages.provide('en', core);

/**
 * The catalogue, with `part` of the kit's English given: a component group's own messages, which ship with it
 * (with the plural compiler when they have plurals: they must render at once too).
 */
export function withEnglish(part: Messages, plurals?: Plurals): Catalogue<MessageKey> {
  if (plurals) enablePlurals(plurals);
  messages.provide('en', part);
  return messages;
}

export const useT = () => useCatalogue(messages);
export const t = messages.t;
