import { jsx as _jsx } from "react/jsx-runtime";
import { QueryStatus } from '@chorus/ui';
import { errorText } from '../../../lib/query';
import { useT } from '../i18n';
import { IdeationView } from './IdeationView';
import { useIdeation } from './useIdeation';
/** Silent ideation: my ideas, private until the reveal, with the count of people who wrote. */
export function IdeationPanel({ meeting, phase }) {
    const t = useT();
    const { ideas, view } = useIdeation(meeting, phase);
    return (_jsx(QueryStatus, { query: ideas, loading: t('ideation.loading'), reserve: "24rem", error: (error) => t('common.ideasError', { reason: errorText(error) }), children: _jsx(IdeationView, { ...view, ideas: (ideas.data?.ideas ?? []).filter((idea) => idea.isMine) }) }));
}
