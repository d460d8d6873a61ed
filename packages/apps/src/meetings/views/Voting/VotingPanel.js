import { jsx as _jsx } from "react/jsx-runtime";
import { QueryStatus } from '@chorus/ui';
import { errorText } from '../../../lib/query';
import { useT } from '../i18n';
import { useVoting } from './useVoting';
import { VotingView } from './VotingView';
/** Dot voting on the revealed ideas and themes. */
export function VotingPanel({ meeting, phase }) {
    const t = useT();
    const { ideas, view } = useVoting(meeting, phase);
    return (_jsx(QueryStatus, { query: ideas, loading: t('common.ideasLoading'), error: (error) => t('common.ideasError', { reason: errorText(error) }), children: ideas.data ? _jsx(VotingView, { ...view, ideas: ideas.data }) : null }));
}
