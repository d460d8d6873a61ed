/** The contacts app's catalogue (docs/i18n.md): `useT()` in components, `t()` outside React. */
import { defineCatalogue, useT as useCatalogue } from '@chorus/ui';
export const messages = defineCatalogue('apps/contacts', {
    en: () => import('./en'),
    es: () => import('./es'),
    ar: () => import('./ar'),
});
export const useT = () => useCatalogue(messages);
export const t = messages.t;
