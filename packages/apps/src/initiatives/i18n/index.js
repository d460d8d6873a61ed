/**
 * The initiatives screens' catalogue (docs/i18n.md): `useT()` in components, `t()` outside React. Each locale is
 * its own chunk, loaded when a screen of this folder first renders in that language.
 */
import { defineCatalogue, useT as useCatalogue } from '@chorus/ui';
export const messages = defineCatalogue('apps/initiatives', {
    en: () => import('./en'),
    es: () => import('./es'),
    ar: () => import('./ar'),
});
export const useT = () => useCatalogue(messages);
export const t = messages.t;
