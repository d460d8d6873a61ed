/** The data of the vote: what may get dots, the viewer's ballot, and saving it. */
import type { MeetingDetail, PhaseView, SaveVoteRequest } from '@chorus/mock-handlers/contracts';
import { useQuery } from '@tanstack/react-query';
import { useAppMutation } from '../../lib/mutation';
import { meetingKeys, meetingsApi } from '../meetings.api';
import { useT } from '../views/i18n';
import { useIdeas } from './useIdeas';
import { useOutboxSubmit, useUnsaved } from './useOutbox';
import { outboxWrites } from '../outbox';
import type { VotingViewProps } from '../views/Voting/VotingView';

export function useVoting(meeting: MeetingDetail, phase: PhaseView) {
  const t = useT();
  const ideas = useIdeas(meeting, phase);
  const ballot = useQuery({
    queryKey: meetingKeys.ballot(phase.id),
    queryFn: ({ signal }) => meetingsApi.ballot(phase.id, signal),
    enabled: meeting.viewerCanContribute,
  });
  // The answer is the ballot. The count of voters is the meeting's, a visible tally the results'.
  // Kept on this device first, then sent (again after an outage; useOutbox.ts), which puts the answer in the cache.
  const submit = useOutboxSubmit(meeting.id);
  const vote = useAppMutation({
    mutationFn: (body: SaveVoteRequest) => submit(outboxWrites.vote(body)),
    errorMessage: t('vote.saveError'),
    successMessage: (_vars, result) => (result === 'sent' ? t('vote.saved') : undefined),
  });
  const waiting = useUnsaved(meeting.id).find(
    (entry) => entry.kind === 'vote' && entry.body.phaseId === phase.id,
  );
  const unsavedAllocations = waiting?.kind === 'vote' ? waiting.body.allocations : undefined;
  const view: Omit<VotingViewProps, 'ideas'> = {
    // The ballot waiting on this device shows as the viewer's (not saved yet).
    ballot:
      ballot.data && unsavedAllocations ? { ...ballot.data, allocations: unsavedAllocations } : ballot.data,
    unsaved: unsavedAllocations !== undefined,
    scoring: phase.method === 'score',
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
