import { jsx as _jsx } from "react/jsx-runtime";
import { QueryStatus } from '@chorus/ui';
import { errorText } from '../../../lib/query';
import { useT } from '../i18n';
import { IdeasBoard } from './IdeasBoard';
import { useIdeasBoard } from './useIdeasBoard';
/** The ideas of the phase (or of the ideation before it), revealed or not. */
export function RevealedIdeas({ meeting, phase }) {
    const t = useT();
    const { ideas, board } = useIdeasBoard(meeting, phase);
    return (_jsx(QueryStatus, { query: ideas, loading: t('common.ideasLoading'), error: (error) => t('common.ideasError', { reason: errorText(error) }), children: ideas.data ? _jsx(IdeasBoard, { ...board, data: ideas.data }) : null }));
}
