import type { Viewer } from '../auth/auth.people';
import { badRequest, invalidState } from '../lib/errors';
import { createId } from '../lib/ids';
import { iso } from '../lib/time';
import {
  type MeetingsState,
  type StoredMeeting,
  type StoredPhase,
  type StoredProposal,
  participantsOf,
} from './meetings.records';
import { logControl } from './meetings.facilitation';
import { gradientCounts, minorityReport, stanceCounts } from './meetings.results';
import {
  type MeetingsData,
  proposalsOfPhase,
  requireFacilitator,
  requireLive,
  requireOpenPhase,
  requireVisibleProposal,
} from './meetings.rules';
import type {
  ConsentRecord,
  OpenProposalRequest,
  OutcomeKind,
  Quorum,
  StanceCounts,
} from './meetings.schema';

/**
 * The decision loop (issue 14): after the tally the host writes or picks the proposal and opens its consent
 * round; closing the round publishes the counts and the minority report; a block or an unresolved objection
 * leads to a revision (a new round on an amended text, the earlier rounds kept) or to recording no decision.
 * Plain functions over the data they are given (no msw, no store), like meetings.changes.ts.
 */

function hostsProposal(data: MeetingsData, viewer: Viewer, proposalId: string, action: string) {
  const { proposal, meeting } = requireVisibleProposal(data, proposalId, viewer);
  requireFacilitator(meeting, viewer, action);
  requireLive(meeting);
  const phase = data.state.phases.find((entry) => entry.id === proposal.phaseId) as StoredPhase;
  return { proposal, meeting, phase };
}

const dissents = (counts: StanceCounts) => counts.block > 0 || counts.object > 0;

/** Opens the draft proposal's consent round with the host's text (the host, in the active decide phase). */
export function openProposal(
  data: MeetingsData,
  viewer: Viewer,
  body: OpenProposalRequest,
  now: number,
): StoredMeeting {
  const { proposal, meeting, phase } = hostsProposal(data, viewer, body.proposalId, 'open the consent round');
  requireOpenPhase(phase, meeting, now);
  if (proposal.status !== 'draft') invalidState(`The consent round is already ${proposal.status}`);
  proposal.statement = body.statement;
  proposal.status = 'open';
  meeting.updatedAt = iso(now);
  logControl(data.state, meeting, viewer.uid, 'proposalOpen', now, { subjectId: phase.id });
  return meeting;
}

/** Closes an open consent round: its counts and minority report are published (the host). */
export function closeProposal(
  data: MeetingsData,
  viewer: Viewer,
  proposalId: string,
  now: number,
): StoredMeeting {
  const { proposal, meeting } = hostsProposal(data, viewer, proposalId, 'close the consent round');
  if (proposal.status !== 'open')
    invalidState(
      proposal.status === 'draft' ? 'The consent round has not opened yet' : 'The consent round is closed',
    );
  proposal.status = 'closed';
  proposal.closedAt = iso(now);
  meeting.updatedAt = iso(now);
  logControl(data.state, meeting, viewer.uid, 'proposalClose', now, { subjectId: proposal.phaseId });
  return meeting;
}

const isRecorded = (state: MeetingsState, proposal: StoredProposal) =>
  state.outcomes.some((outcome) => outcome.proposalId === proposal.id);

/**
 * A new consent round on an amended text after a block or an objection (the host, in the active decide
 * phase): the closed round stays, with its stances, as the history of the decision.
 */
export function reviseProposal(
  data: MeetingsData,
  viewer: Viewer,
  body: OpenProposalRequest,
  now: number,
): StoredMeeting {
  const { state } = data;
  const { proposal, meeting, phase } = hostsProposal(data, viewer, body.proposalId, 'revise the proposal');
  requireOpenPhase(phase, meeting, now);
  const latest = proposalsOfPhase(state, phase.id).at(-1);
  if (latest?.id !== proposal.id) invalidState('This proposal has been revised already');
  if (proposal.status !== 'closed') invalidState('Close the consent round before revising the proposal');
  if (!dissents(stanceCounts(state, proposal, meeting)))
    invalidState('Nobody objected or blocked: record the decision instead');
  if (isRecorded(state, proposal)) invalidState('An outcome is already recorded for this proposal');
  if (body.statement === proposal.statement) badRequest('statement: amend the text of the proposal');
  state.proposals.push({
    id: createId(),
    meetingId: meeting.id,
    phaseId: phase.id,
    statement: body.statement,
    status: 'open',
    round: proposal.round + 1,
    closedAt: null,
  });
  meeting.updatedAt = iso(now);
  logControl(state, meeting, viewer.uid, 'proposalRevise', now, { subjectId: phase.id });
  return meeting;
}

/**
 * What an outcome recorded from a proposal says: the kind and the consent record (text, counts, anonymous
 * minority report, earlier rounds). A decision needs a closed latest round with no block and no objection
 * left (objectionsResolved: the group resolved them); otherwise only "no decision" can be recorded.
 */
export function consentRecordFor(
  state: MeetingsState,
  meeting: StoredMeeting,
  proposal: StoredProposal,
  options: { noDecision: boolean; objectionsResolved: boolean },
): { kind: OutcomeKind; consent: ConsentRecord } {
  if (proposal.status === 'draft') invalidState('This proposal was never put to the group');
  if (proposal.status !== 'closed') invalidState('Close the consent round before recording its outcome');
  const rounds = proposalsOfPhase(state, proposal.phaseId);
  if (rounds.at(-1)?.id !== proposal.id) invalidState('This proposal was revised: record its latest round');
  const counts = stanceCounts(state, proposal, meeting);
  const quorum = quorumOf(meeting, counts);
  if (!options.noDecision && quorum && quorum.stances < quorum.needed)
    invalidState(
      `Quorum not met: ${quorum.stances} of the ${quorum.needed} stances needed were taken; record no decision`,
    );
  const gradients = gradientCounts(state, proposal, meeting);
  if (!options.noDecision) {
    if (counts.block > 0)
      invalidState(`${gradients ? 'A veto' : 'A block'} stands: revise the proposal or record no decision`);
    if (counts.object > 0 && !options.objectionsResolved)
      invalidState(
        gradients
          ? 'Serious disagreement or a call for more discussion is unresolved: revise the proposal or record no decision'
          : 'Objections are unresolved: revise the proposal or record no decision',
      );
  }
  const withGradients = (round: StoredProposal) => {
    const levels = gradientCounts(state, round, meeting);
    return levels ? { gradients: levels } : {};
  };
  return {
    kind: options.noDecision ? 'noDecision' : 'decision',
    consent: {
      round: proposal.round,
      statement: proposal.statement,
      counts,
      ...withGradients(proposal),
      minorityReport: minorityReport(state, proposal, meeting),
      earlierRounds: rounds
        .filter((round) => round.round < proposal.round && round.status === 'closed')
        .map((round) => ({
          round: round.round,
          statement: round.statement,
          counts: stanceCounts(state, round, meeting),
          ...withGradients(round),
          minorityReport: minorityReport(state, round, meeting),
        })),
      ...(quorum ? { quorum } : {}),
    },
  };
}

/**
 * How many stances a consent round of this meeting needs (settings.quorum, a share of the participants), and had
 * (a gradients round counts its levels: every one of them, abstention included, is a stance taken).
 */
export function quorumOf(meeting: StoredMeeting, counts: StanceCounts): Quorum | null {
  const share = meeting.settings.quorum ?? null;
  if (!share) return null;
  return {
    needed: Math.ceil((share * participantsOf(meeting).length) / 100),
    stances: counts.agree + counts.abstain + counts.object + counts.block,
  };
}
