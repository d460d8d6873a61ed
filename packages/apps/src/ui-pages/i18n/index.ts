/**
 * The UI pages' catalogue (docs/i18n.md): `useT()` in components, `t()` outside React. Each locale is its own
 * chunk, loaded when a screen of this folder first renders in that language.
 */
import { defineCatalogue, useT as useCatalogue } from '@chorus/ui';
import type en from './en';

export const messages = defineCatalogue<typeof en>('apps/ui-pages', {
  en: () => import('./en'),
  es: () => import('./es'),
  ar: () => import('./ar'),
});

export type MessageKey = keyof typeof en;
export const useT = () => useCatalogue(messages);
export const t = messages.t;
