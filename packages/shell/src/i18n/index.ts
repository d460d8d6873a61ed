/** The shell's catalogue (docs/i18n.md): `useT()` in components, `t()` outside React. */
import { defineCatalogue, useT as useCatalogue } from '@chorus/ui';
import type en from './en';

// On demand: the login page shows the shell's plain messages and must not download the ICU compiler for the
// counts and the theme names of the quick panel and the settings, which only open later.
export const messages = defineCatalogue<typeof en>(
  'shell',
  { en: () => import('./en'), es: () => import('./es'), ar: () => import('./ar') },
  { icu: 'on-demand' },
);

export type MessageKey = keyof typeof en;
export const useT = () => useCatalogue(messages);
export const t = messages.t;
