import { useQuery } from '@tanstack/react-query';
import { useAppMutation } from '../../../lib/mutation';
import { meetingKeys, meetingsApi } from '../../meetings.api';
import { useT } from '../i18n';
import { useIdeas } from '../useIdeas';
export function useVoting(meeting, phase) {
    const t = useT();
    const ideas = useIdeas(meeting, phase);
    const ballot = useQuery({
        queryKey: meetingKeys.ballot(phase.id),
        queryFn: ({ signal }) => meetingsApi.ballot(phase.id, signal),
        enabled: meeting.viewerCanContribute,
    });
    // The answer is the ballot. The count of voters is the meeting's, a visible tally the results'.
    const vote = useAppMutation({
        mutationFn: meetingsApi.vote,
        answer: (saved, _vars, client) => client.setQueryData(meetingKeys.ballot(saved.phaseId), saved),
        invalidate: (saved) => [meetingKeys.detail(meeting.id), meetingKeys.results(saved.phaseId)],
        errorMessage: t('vote.saveError'),
        successMessage: t('vote.saved'),
    });
    const view = {
        ballot: ballot.data,
        dotsPerPerson: meeting.settings.dotsPerPerson,
        maxDotsPerIdea: meeting.settings.maxDotsPerIdea,
        submittedCount: phase.submittedCount,
        eligibleCount: phase.eligibleCount,
        open: phase.status === 'active' && meeting.status === 'live' && meeting.viewerCanContribute,
        saving: vote.isPending,
        onSave: (allocations) => vote.mutate({ phaseId: phase.id, allocations }),
    };
    return { ideas, view };
}
