/**
 * The kit's catalogue (docs/i18n.md): the default labels of the components (a caller's own label props
 * still win). Each locale is its own chunk, loaded on demand like every catalogue.
 */
import { defineCatalogue } from '../intl/core';
import { useT as useCatalogue } from '../intl/react';
import type en from './en';

export const messages = defineCatalogue<typeof en>('ui', {
  en: () => import('./en'),
  es: () => import('./es'),
  ar: () => import('./ar'),
});

export type MessageKey = keyof typeof en;
export const useT = () => useCatalogue(messages);
export const t = messages.t;
