/** The apps' shared form dialogs' catalogue (docs/i18n.md). */
import { defineCatalogue, useT as useCatalogue } from '@chorus/ui';
export const messages = defineCatalogue('apps/lib/form', {
    en: () => import('./en'),
    es: () => import('./es'),
    ar: () => import('./ar'),
});
export const useT = () => useCatalogue(messages);
export const t = messages.t;
