/** The e-commerce app's catalogue (docs/i18n.md): `useT()` in components, `t()` outside React. */
import { defineCatalogue, useT as useCatalogue } from '@chorus/ui';
import type en from './en';

export const messages = defineCatalogue<typeof en>('apps/e-commerce', {
  en: () => import('./en'),
  es: () => import('./es'),
  ar: () => import('./ar'),
});

export type MessageKey = keyof typeof en;
export const useT = () => useCatalogue(messages);
export const t = messages.t;
