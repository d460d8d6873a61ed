/**
 * The app modules' navigation titles (docs/i18n.md): one small catalogue for every module's entry, so the
 * navigation never downloads an app's whole catalogue. Loaded when a title is first asked for (../navTitle.ts),
 * never by the login page.
 */
import { defineCatalogue, useT as useCatalogue } from '@chorus/ui';
export const messages = defineCatalogue('apps/navigation', {
    en: () => import('./en'),
    es: () => import('./es'),
    ar: () => import('./ar'),
}, { preload: false });
export const useT = () => useCatalogue(messages);
export const t = messages.t;
