/** The live channel's status (docs/i18n.md). Loaded when the text is first needed, never by the login page. */
import { defineCatalogue, useT as useCatalogue } from '@chorus/ui';
export const messages = defineCatalogue('apps/lib/live-status', {
    en: () => import('./en'),
    es: () => import('./es'),
    ar: () => import('./ar'),
}, { preload: false });
export const useT = () => useCatalogue(messages);
export const t = messages.t;
