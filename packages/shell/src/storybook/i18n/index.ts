/**
 * The shell stories' sample navigation (shellStoryKit.tsx), in every language: a story in Arabic shows an
 * Arabic navigation, as the demo's modules' titles do (their `navTitle`). Loaded by the stories only.
 */
import { defineCatalogue } from '@chorus/ui';
import type en from './en';

export const messages = defineCatalogue<typeof en>('shell/storybook', {
  en: () => import('./en'),
  es: () => import('./es'),
  ar: () => import('./ar'),
});

export type MessageKey = keyof typeof en;
