import { useAppMutation } from '../../../lib/mutation';
import { meetingKeys, meetingsApi } from '../../meetings.api';
import { putIdea, putMeeting, removeIdea } from '../../meetings.cache';
import { useT } from '../i18n';
import { useIdeas } from '../useIdeas';
export function useIdeation(meeting, phase) {
    const t = useT();
    const ideas = useIdeas(meeting, phase);
    // The answer is the idea: it goes into the phase's list. The counts (and a reveal the last idea may
    // set off) are the meeting's: only its detail refetches.
    const save = useAppMutation({
        mutationFn: meetingsApi.saveIdea,
        answer: (idea, _vars, client) => putIdea(client, idea),
        invalidate: (_idea, vars) => (vars.id ? [] : [meetingKeys.detail(meeting.id)]),
        errorMessage: t('ideation.saveError'),
    });
    const remove = useAppMutation({
        mutationFn: meetingsApi.deleteIdea,
        answer: ({ id }, _vars, client) => removeIdea(client, meeting.id, id),
        invalidate: [meetingKeys.detail(meeting.id)],
        errorMessage: t('ideation.deleteError'),
        successMessage: t('ideation.deleted'),
    });
    const ready = useAppMutation({
        mutationFn: (value) => meetingsApi.ready(meeting.id, value),
        answer: (answer, _vars, client) => putMeeting(client, answer),
        errorMessage: t('ideation.readyError'),
    });
    const open = phase.status === 'active' && !phase.revealedAt && meeting.status === 'live';
    const view = {
        submittedCount: phase.submittedCount,
        eligibleCount: phase.eligibleCount,
        readyCount: phase.readyCount,
        anonymity: meeting.settings.anonymity,
        canWrite: open && meeting.viewerCanContribute,
        canContribute: meeting.viewerCanContribute,
        viewerReady: phase.viewerReady,
        deletingId: remove.isPending ? remove.variables : undefined,
        onAdd: ({ text, showName }) => save.mutateAsync({ phaseId: phase.id, text, showName }),
        onEdit: (id, { text, showName }) => save.mutateAsync({ id, text, showName }),
        onDelete: (id) => remove.mutate(id),
        onReadyChange: (value) => ready.mutate(value),
    };
    return { ideas, view };
}
