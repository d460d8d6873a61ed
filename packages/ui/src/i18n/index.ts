'use client';

/**
 * The kit's catalogue (docs/i18n.md): the default labels of the components (a caller's own label props
 * still win). Each locale is its own chunk. Not preloaded: the login page shows none of these texts and does
 * not download them; the shell loads them once a user is signed in (`preloadCatalogues`), and a component that
 * needs them before that suspends until they are there. Its few plurals (a table's counts, a countdown's
 * units) compile on first use ('on-demand'): a page with a dialog does not fetch the ICU compiler for them.
 */
import { defineCatalogue } from '../intl/core';
import { useT as useCatalogue } from '../intl/react';
import type en from './en';

export const messages = defineCatalogue<typeof en>(
  'ui',
  {
    en: () => import('./en'),
    es: () => import('./es'),
    ar: () => import('./ar'),
  },
  { preload: false, icu: 'on-demand' },
);

export type MessageKey = keyof typeof en;
export const useT = () => useCatalogue(messages);
export const t = messages.t;
