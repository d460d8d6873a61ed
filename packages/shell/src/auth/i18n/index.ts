/**
 * The auth notices' catalogue (docs/i18n.md): snackbars after a sign-in, a registration or a save, and the login
 * page's reason for a sign-out. Not preloaded (the login page rarely shows one): loaded when an auth action
 * starts (`prepareAuthNotices`), when a user is signed in, or when a notice is first asked for.
 */
import { defineCatalogue } from '@chorus/ui';
import type en from './en';

export const messages = defineCatalogue<typeof en>(
  'shell/auth',
  { en: () => import('./en'), es: () => import('./es'), ar: () => import('./ar') },
  { preload: false, icu: 'on-demand' },
);

export type MessageKey = keyof typeof en;
