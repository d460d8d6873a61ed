import { jsx as _jsx } from "react/jsx-runtime";
import { QueryStatus } from '@chorus/ui';
import { errorText } from '../../../lib/query';
import { useT } from '../i18n';
import { GroupingView } from './GroupingView';
import { useGrouping } from './useGrouping';
/** Group similar ideas into themes. */
export function GroupingPanel({ meeting, phase }) {
    const t = useT();
    const { ideas, view } = useGrouping(meeting, phase);
    return (_jsx(QueryStatus, { query: ideas, loading: t('common.ideasLoading'), error: (error) => t('common.ideasError', { reason: errorText(error) }), children: ideas.data ? _jsx(GroupingView, { ...view, data: ideas.data }) : null }));
}
