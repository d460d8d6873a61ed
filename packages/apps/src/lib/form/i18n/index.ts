/** The apps' shared form dialogs' catalogue (docs/i18n.md). */
import { defineCatalogue, useT as useCatalogue } from '@chorus/ui';
import type en from './en';

export const messages = defineCatalogue<typeof en>('apps/lib/form', {
  en: () => import('./en'),
  es: () => import('./es'),
  ar: () => import('./ar'),
});

export type MessageKey = keyof typeof en;
export const useT = () => useCatalogue(messages);
export const t = messages.t;
