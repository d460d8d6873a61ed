import { jsx as _jsx } from "react/jsx-runtime";
import { QueryStatus } from '@chorus/ui';
import { errorText } from '../../../lib/query';
import { useT } from '../i18n';
import { DiscussionView } from './DiscussionView';
import { useDiscussion } from './useDiscussion';
/** The themes with their ideas, notes and action items. */
export function DiscussionPanel({ meeting, phase }) {
    const t = useT();
    const { ideas, discussion, view } = useDiscussion(meeting, phase);
    return (_jsx(QueryStatus, { query: ideas, loading: t('discussion.loadingThemes'), error: (error) => t('common.ideasError', { reason: errorText(error) }), children: _jsx(QueryStatus, { query: discussion, loading: t('discussion.loadingNotes'), error: (error) => t('discussion.notesError', { reason: errorText(error) }), children: ideas.data && discussion.data ? (_jsx(DiscussionView, { ...view, ideas: ideas.data, discussion: discussion.data })) : null }) }));
}
