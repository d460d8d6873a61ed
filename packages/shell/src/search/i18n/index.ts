/**
 * The search palette's catalogue (docs/i18n.md): the groups, the kinds of content and the content search's
 * states. Not preloaded: it loads with the palette (SearchPalette, a lazy chunk), so the login page and the
 * toolbar's closed search button carry none of it.
 */
import { defineCatalogue, useT as useCatalogue } from '@chorus/ui';
import type en from './en';

export const messages = defineCatalogue<typeof en>(
  'shell/search',
  { en: () => import('./en'), es: () => import('./es'), ar: () => import('./ar') },
  { preload: false },
);

export type MessageKey = keyof typeof en;
export const useT = () => useCatalogue(messages);
