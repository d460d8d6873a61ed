/**
 * The documentation pages' catalogue (docs/i18n.md): the page's chrome (the page list, loading, errors). The
 * documentation's text itself is English Markdown (`lang="en"` on the article in another language).
 */
import { defineCatalogue, useT as useCatalogue } from '@chorus/ui';
import type en from './en';

export const messages = defineCatalogue<typeof en>('apps/documentation', {
  en: () => import('./en'),
  es: () => import('./es'),
  ar: () => import('./ar'),
});

export type MessageKey = keyof typeof en;
export const useT = () => useCatalogue(messages);
export const t = messages.t;
