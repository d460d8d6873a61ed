/** The data of the consent decision: the phase's proposal and saving the viewer's stance. */
import type { MeetingDetail, PhaseView } from '@chorus/mock-handlers/contracts';
import { useAppMutation } from '../../../lib/mutation';
import { meetingKeys, meetingsApi } from '../../meetings.api';
import { putProposal } from '../../meetings.cache';
import type { DecisionViewProps } from './DecisionView';

export function useDecision(meeting: MeetingDetail, phase: PhaseView): DecisionViewProps {
  // The answer is the proposal with the viewer's stance: it goes into the meeting. The count of
  // responses is the meeting's, a visible tally the results'.
  const stance = useAppMutation({
    mutationFn: meetingsApi.stance,
    answer: (proposal, _vars, client) => putProposal(client, proposal),
    invalidate: (proposal) => [meetingKeys.detail(meeting.id), meetingKeys.results(proposal.phaseId)],
    errorMessage: 'Could not save your stance',
    successMessage: 'Stance saved',
  });
  const proposal = phase.proposal;
  return {
    proposal,
    submittedCount: phase.submittedCount,
    eligibleCount: phase.eligibleCount,
    open:
      proposal?.status === 'open' &&
      phase.status === 'active' &&
      meeting.viewerCanContribute &&
      meeting.status === 'live',
    reasonRequired: meeting.settings.dissentReasonRequired,
    onSave: ({ choice, reason }) =>
      proposal ? stance.mutateAsync({ proposalId: proposal.id, choice, reason }) : Promise.resolve(),
  };
}
