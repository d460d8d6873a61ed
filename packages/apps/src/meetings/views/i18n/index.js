/**
 * The meeting page's catalogue (docs/i18n.md): setup, the live room (ideation, the ideas board, grouping and
 * its drag-and-drop announcements, voting, round robin, discussion, consent, results, outcomes, host
 * controls, presence, countdowns) and the summary with its Markdown export. `useT()` in components, `t()`
 * outside React. The meetings list loads only the small `apps/meetings` catalogue (../../i18n).
 */
import { defineCatalogue, useT as useCatalogue } from '@chorus/ui';
export const messages = defineCatalogue('apps/meetings/views', {
    en: () => import('./en'),
    es: () => import('./es'),
    ar: () => import('./ar'),
});
export const useT = () => useCatalogue(messages);
export const t = messages.t;
