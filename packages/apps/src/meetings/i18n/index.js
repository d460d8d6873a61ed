/**
 * The meetings list's catalogue, with the pieces that plan a meeting (the new-meeting dialog, the templates
 * and what each does), which the initiative's page shows too (docs/i18n.md). The meeting's own page adds
 * the larger `apps/meetings/views` catalogue (../views/i18n): the list page never downloads it.
 */
import { defineCatalogue, useT as useCatalogue } from '@chorus/ui';
export const messages = defineCatalogue('apps/meetings', {
    en: () => import('./en'),
    es: () => import('./es'),
    ar: () => import('./ar'),
});
export const useT = () => useCatalogue(messages);
export const t = messages.t;
