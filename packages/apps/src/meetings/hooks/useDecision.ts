/**
 * The data of the consent decision: the phase's proposal (its latest round), the viewer's stance, and for
 * the host the loop around it: open the round with a text written or picked from the vote's tally, close
 * it, then record the decision, revise the proposal into a new round, or record no decision.
 */
import {
  consentReading,
  type DecisionMethod,
  type MeetingDetail,
  type PhaseView,
  StanceChoiceSchema,
  type StanceCounts,
  type Tally,
} from '@chorus/mock-handlers/contracts';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useAppMutation } from '../../lib/mutation';
import { initiativeKeys } from '../../lib/product/productKeys';
import { meetingKeys, meetingsApi } from '../meetings.api';
import { putMeeting, putOutcome } from '../meetings.cache';
import { outboxWrites } from '../outbox';
import { useT } from '../views/i18n';
import { useOutboxSubmit, useUnsaved } from './useOutbox';
import type { ConsentRoundActionsProps } from '../views/Decision/ConsentRoundActions';

const answer = (result: MeetingDetail, _vars: unknown, client: QueryClient) => putMeeting(client, result);

/** The last vote before a decide phase: its tally comes first, and its top items seed the proposal. */
export const voteBefore = (meeting: MeetingDetail, phase: PhaseView) =>
  [...meeting.phases].reverse().find((p) => p.type === 'vote' && p.order < phase.order);

function consentCounts(tallies: readonly Tally[]): StanceCounts {
  const counts: StanceCounts = { agree: 0, abstain: 0, object: 0, block: 0 };
  for (const tally of tallies) {
    const choice = StanceChoiceSchema.safeParse(tally.targetId);
    if (tally.targetType === 'choice' && choice.success) counts[consentReading(choice.data)] += tally.points;
  }
  return counts;
}

/** How a decide phase decides (its view says `consent` or `gradients`). */
const decisionMethodOf = (phase: PhaseView): DecisionMethod =>
  phase.method === 'gradients' ? 'gradients' : 'consent';

export function useDecision(meeting: MeetingDetail, phase: PhaseView) {
  const decisionMethod = decisionMethodOf(phase);
  const t = useT();
  const proposal = phase.proposal;
  const isHost = meeting.viewerCanFacilitate;
  const lastVote = voteBefore(meeting, phase);
  const vote = useQuery({
    queryKey: meetingKeys.results(lastVote?.id ?? ''),
    queryFn: ({ signal }) => meetingsApi.results(lastVote?.id ?? '', signal),
    enabled: isHost && lastVote !== undefined && proposal?.status !== 'open',
  });
  const round = useQuery({
    queryKey: meetingKeys.proposalResults(proposal?.id ?? ''),
    queryFn: ({ signal }) => meetingsApi.proposalResults(proposal?.id ?? '', signal),
    enabled: proposal?.status === 'closed',
  });
  // Kept on this device first, then sent (again after an outage; useOutbox.ts): the answer, the proposal with the
  // viewer's stance, goes into the meeting; the count of responses (the meeting's) and a visible tally are read again.
  const submit = useOutboxSubmit(meeting.id);
  const stance = useAppMutation({
    mutationFn: (body: Parameters<typeof meetingsApi.stance>[0]) => submit(outboxWrites.stance(body)),
    errorMessage: t('decision.stanceError'),
    successMessage: (_vars, result) => (result === 'sent' ? t('decision.stanceSaved') : undefined),
  });
  const waiting = useUnsaved(meeting.id).find(
    (entry) => entry.kind === 'stance' && entry.body.proposalId === proposal?.id,
  );
  const unsavedStance =
    waiting?.kind === 'stance'
      ? { choice: waiting.body.choice, ...(waiting.body.reason ? { reason: waiting.body.reason } : {}) }
      : undefined;
  const open = useAppMutation({
    mutationFn: (statement: string) => meetingsApi.openProposal(proposal?.id ?? '', statement),
    answer,
    errorMessage: t('decision.openError'),
    successMessage: t('decision.opened'),
  });
  const close = useAppMutation({
    mutationFn: () => meetingsApi.closeProposal(proposal?.id ?? ''),
    answer,
    invalidate: proposal ? [meetingKeys.proposalResults(proposal.id)] : [],
    errorMessage: t('decision.closeError'),
  });
  const revise = useAppMutation({
    mutationFn: (statement: string) => meetingsApi.reviseProposal(proposal?.id ?? '', statement),
    answer,
    errorMessage: t('decision.reviseError'),
    successMessage: t('decision.reopened'),
  });
  const record = useAppMutation({
    mutationFn: meetingsApi.saveOutcome,
    answer: (outcome, _vars, client) => putOutcome(client, outcome),
    invalidate: [initiativeKeys.detail(meeting.initiativeId), initiativeKeys.lists],
    errorMessage: t('decision.recordError'),
    successMessage: t('decision.recorded'),
  });

  const results = round.data && !round.data.hidden ? round.data.results : null;
  // The round's stances read as consent (a gradients round's levels count as agree, abstain, object or block).
  const counts: StanceCounts | null = results ? consentCounts(results.tallies) : null;
  const topItems =
    vote.data && !vote.data.hidden
      ? vote.data.results.tallies
          .filter((t) => t.points > 0)
          .slice(0, 3)
          .map((t) => t.label)
      : [];
  const recordedOutcome = proposal ? meeting.outcomes.find((o) => o.proposalId === proposal.id) : undefined;
  const running = phase.status === 'active' && meeting.status === 'live';
  const roundActions: ConsentRoundActionsProps | null =
    isHost && proposal?.status === 'closed' && meeting.status !== 'scheduled'
      ? {
          statement: proposal.statement,
          round: proposal.round,
          counts,
          recorded: recordedOutcome?.kind ?? null,
          canRevise: running,
          method: decisionMethod,
          // The stances it needed (a share of the participants, rounded up) and those it had.
          quorum:
            meeting.settings.quorum && counts
              ? {
                  needed: Math.ceil((meeting.settings.quorum * meeting.participants.length) / 100),
                  stances: counts.agree + counts.abstain + counts.object + counts.block,
                }
              : null,
          topItems,
          onRevise: (statement) => revise.mutateAsync(statement),
          onRecord: ({ noDecision, objectionsResolved, reviewOn }) =>
            record.mutateAsync({
              meetingId: meeting.id,
              proposalId: proposal.id,
              noDecision,
              objectionsResolved,
              reviewOn,
            }),
        }
      : null;
  return {
    isHost,
    lastVote,
    proposal,
    roundResults: round,
    /** The host writes the draft (in a running phase). */
    composer:
      isHost && proposal?.status === 'draft' && running
        ? {
            initial: proposal.statement,
            topItems,
            round: 1,
            method: decisionMethod,
            onSubmit: (text: string) => open.mutateAsync(text),
          }
        : null,
    closeRound:
      isHost && proposal?.status === 'open' && meeting.status === 'live'
        ? { closing: close.isPending, onClose: () => close.mutate(undefined) }
        : null,
    roundActions,
    view: {
      proposal,
      method: decisionMethod,
      submittedCount: phase.submittedCount,
      eligibleCount: phase.eligibleCount,
      open: proposal?.status === 'open' && running && meeting.viewerCanContribute,
      reasonRequired: meeting.settings.dissentReasonRequired,
      unsavedStance,
      onSave: ({
        choice,
        reason,
      }: {
        choice: Parameters<typeof meetingsApi.stance>[0]['choice'];
        reason?: string;
      }) => (proposal ? stance.mutateAsync({ proposalId: proposal.id, choice, reason }) : Promise.resolve()),
    },
  };
}
