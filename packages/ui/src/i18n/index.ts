'use client';

/**
 * The kit's catalogue (docs/i18n.md): the default labels of the components (a caller's own label props
 * still win). English is part of the kit, compiled when this module loads, so the components render at once
 * in English (a server render, the first render in the browser, a test: nothing suspends). The other
 * languages are chunks of their own, loaded when a component needs them in the active language, or given in
 * advance (`uiMessages.provide('es', es)` with `@chorus/ui/i18n/es`). Not preloaded: the shell loads them once
 * a user is signed in (`preloadCatalogues`).
 */
import { type Catalogue, defineCatalogue } from '../intl/core';
import { useT as useCatalogue } from '../intl/react';
import en from './en';

export type MessageKey = keyof typeof en;
export const messages: Catalogue<MessageKey> = defineCatalogue<typeof en>(
  'ui',
  {
    en: async () => ({ default: en }),
    es: () => import('./es'),
    ar: () => import('./ar'),
  },
  { preload: false, icu: 'on-demand' },
);
messages.provide('en', en);

export const useT = () => useCatalogue(messages);
export const t = messages.t;
