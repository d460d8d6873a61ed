import type { Viewer } from '../auth/auth.people';
import { badRequest, fail, invalidState } from '../lib/errors';
import { frozenMemo, frozenMemoAt } from '../lib/frozenMemo';
import {
  type MeetingsState,
  type StoredMeeting,
  type StoredPhase,
  type StoredProposal,
  methodOf,
  participantsOf,
  participantSetOf,
  voteMethodOf,
} from './meetings.records';
import {
  ballotCast,
  type MeetingsData,
  proposalOfPhase,
  requireVisiblePhase,
  requireVisibleProposal,
  ballotTargets,
} from './meetings.rules';
import {
  consentReading,
  type DecisionMethod,
  GRADIENT_LEVELS,
  type GradientCounts,
  type GradientLevel,
  isDissent,
  MEETING_ERROR_CODES,
  STANCE_CHOICES,
  type MinorityReason,
  MIN_COUNTED_VOTERS,
  SCORE_MAX,
  type Results,
  type StanceCounts,
  type ResultsQuery,
  type Spread,
  type StanceChoice,
  type Tally,
} from './meetings.schema';

/**
 * Results: the tallies of dot votes and consent decisions, and who may see them when. Plain functions over
 * the data they are given (no msw, no store). Tallies carry counts, never voter ids.
 */

function spreadOf(voters: number, voted: number): Spread {
  if (voted === 0) return 'narrow';
  const share = voters / voted;
  return share >= 2 / 3 ? 'broad' : share >= 1 / 3 ? 'mixed' : 'narrow';
}

const byPoints = (a: Tally, b: Tally) => b.points - a.points || a.label.localeCompare(b.label);

/** A vote phase's results around its tallies (no proposal, no stances, no minority report). */
function voteResultsOf(
  kind: 'dotVote' | 'scoreVote',
  phase: StoredPhase,
  meeting: StoredMeeting,
  participation: { eligible: number; voted: number },
  tallies: Tally[],
): Results {
  return {
    kind,
    method: 'consent',
    meetingId: meeting.id,
    phaseId: phase.id,
    proposalId: null,
    statement: null,
    closed: phase.status === 'closed' || meeting.status === 'ended',
    participation,
    tallies,
    minorityReasons: [],
    minorityReport: [],
    round: 1,
    blocked: false,
  };
}

/** A vote phase's cast ballots, of its participants (a former participant's no longer count). */
function castBallots(state: MeetingsState, phase: StoredPhase, meeting: StoredMeeting) {
  const participants = participantSetOf(meeting);
  const ballots = state.ballots.filter(
    (ballot) => ballot.phaseId === phase.id && participants.has(ballot.voterId) && ballotCast(ballot),
  );
  return { participants, ballots };
}

/** Dot-vote results, whatever the visibility (see `resultsFor`). */
export function dotVoteResults(
  state: MeetingsState,
  phase: StoredPhase,
  meeting: StoredMeeting,
  now: number,
): Results {
  const { participants, ballots } = castBallots(state, phase, meeting);
  const targets = ballotTargets(state, meeting, now);
  // A hidden idea leaves the tallies, open or closed: its text and its dots are nobody's to see.
  const hidden = new Set(
    state.ideas.filter((idea) => idea.meetingId === meeting.id && idea.hidden).map((idea) => idea.id),
  );
  const sums = new Map<string, number>();
  for (const id of targets.keys()) sums.set(id, 0);
  for (const ballot of ballots) {
    for (const { targetId, points } of ballot.allocations) {
      if (points > 0 && !hidden.has(targetId)) sums.set(targetId, (sums.get(targetId) ?? 0) + points);
    }
  }
  // A group emptied since keeps the dots it was given.
  const labelOf = (id: string) => {
    const group = state.groups.find((entry) => entry.id === id);
    return { type: 'group' as const, label: group?.title ?? 'Removed' };
  };
  // No per-item count of voters (nor the spread made of it): in a small group it gives a ballot away.
  const tallies: Tally[] = [...sums].map(([targetId, points]) => {
    const target = targets.get(targetId) ?? labelOf(targetId);
    return { targetId, targetType: target.type, label: target.label, points, voters: null, spread: null };
  });
  return voteResultsOf(
    'dotVote',
    phase,
    meeting,
    { eligible: participants.size, voted: ballots.length },
    tallies.sort(byPoints),
  );
}

/**
 * A score vote's results: for each theme and ungrouped idea, the sum of its scores, their mean (of those who scored
 * it) and how many gave each score from 0 to SCORE_MAX; highest mean first. Counts, never who.
 */
export function scoreVoteResults(
  state: MeetingsState,
  phase: StoredPhase,
  meeting: StoredMeeting,
  now: number,
): Results {
  const { participants, ballots } = castBallots(state, phase, meeting);
  const targets = ballotTargets(state, meeting, now);
  const scores = new Map<string, number[]>();
  for (const id of targets.keys()) scores.set(id, []);
  for (const ballot of ballots)
    for (const { targetId, points } of ballot.allocations) scores.get(targetId)?.push(points);
  const tallies: Tally[] = [...scores].map(([targetId, given]) => {
    const target = targets.get(targetId) as { type: 'idea' | 'group'; label: string };
    const points = given.reduce((sum, score) => sum + score, 0);
    const distribution = Array.from(
      { length: SCORE_MAX + 1 },
      (_, score) => given.filter((s) => s === score).length,
    );
    return {
      targetId,
      targetType: target.type,
      label: target.label,
      points,
      voters: given.length,
      spread: null,
      mean: given.length ? Math.round((points / given.length) * 10) / 10 : null,
      distribution,
    };
  });
  const byMean = (a: Tally, b: Tally) =>
    (b.mean ?? -1) - (a.mean ?? -1) || b.points - a.points || a.label.localeCompare(b.label);
  return voteResultsOf(
    'scoreVote',
    phase,
    meeting,
    { eligible: participants.size, voted: ballots.length },
    tallies.sort(byMean),
  );
}

/** A vote phase's results, by its method (dots or scores). */
export const voteResults = (state: MeetingsState, phase: StoredPhase, meeting: StoredMeeting, now: number) =>
  voteMethodOf(phase) === 'score'
    ? scoreVoteResults(state, phase, meeting, now)
    : dotVoteResults(state, phase, meeting, now);

const CHOICE_LABELS: Record<StanceChoice, string> = {
  agree: 'Agree',
  abstain: 'Abstain',
  object: 'Object',
  block: 'Block',
  endorse: 'Whole-hearted endorsement',
  agreeMinor: 'Agreement with a minor point of contention',
  reservations: 'Support with reservations',
  discuss: 'More discussion needed',
  dislike: "Don't like but will support",
  disagree: 'Serious disagreement',
  veto: 'Veto',
};

/** The method of the decide phase a proposal belongs to. */
export function methodOfProposal(state: MeetingsState, proposal: StoredProposal): DecisionMethod {
  const phase = state.phases.find((entry) => entry.id === proposal.phaseId);
  return phase ? methodOf(phase) : 'consent';
}

/**
 * Consent results (or a gradients-of-agreement round's, tallied by level); minority reasons (without names, in a
 * fixed order) only once the proposal is closed.
 */
export function consentResults(
  state: MeetingsState,
  proposal: StoredProposal,
  meeting: StoredMeeting,
): Results {
  const stances = stancesOf(state, proposal, meeting);
  const method = methodOfProposal(state, proposal);
  const closed = proposal.status === 'closed' || meeting.status === 'ended';
  const tallies: Tally[] = STANCE_CHOICES[method].map((choice) => {
    const count = stances.filter((stance) => stance.choice === choice).length;
    return {
      targetId: choice,
      targetType: 'choice',
      label: CHOICE_LABELS[choice],
      points: count,
      voters: count,
      spread: spreadOf(count, stances.length),
    };
  });
  const minorityReasons = closed
    ? stances
        .filter((stance) => isDissent(stance.choice) && stance.reason)
        .map((stance) => stance.reason as string)
        .sort((a, b) => a.localeCompare(b))
    : [];
  return {
    kind: 'consent',
    method,
    meetingId: meeting.id,
    phaseId: proposal.phaseId,
    proposalId: proposal.id,
    statement: proposal.statement,
    closed,
    participation: { eligible: participantsOf(meeting).length, voted: stances.length },
    tallies,
    minorityReasons,
    minorityReport: closed ? minorityReportOf(stances) : [],
    round: proposal.round,
    blocked: stances.some((stance) => consentReading(stance.choice) === 'block'),
  };
}

/** The stances of the participants on a proposal (a former participant's no longer count). */
function stancesOf(state: MeetingsState, proposal: StoredProposal, meeting: StoredMeeting) {
  const participants = participantSetOf(meeting);
  return state.stances.filter(
    (stance) => stance.proposalId === proposal.id && participants.has(stance.voterId),
  );
}

/** How many took each stance on a proposal, read as consent (a gradient of agreement counts as its reading). */
export function stanceCounts(
  state: MeetingsState,
  proposal: StoredProposal,
  meeting: StoredMeeting,
): StanceCounts {
  const counts: StanceCounts = { agree: 0, abstain: 0, object: 0, block: 0 };
  for (const stance of stancesOf(state, proposal, meeting)) counts[consentReading(stance.choice)] += 1;
  return counts;
}

/** How many took each gradient of agreement on a proposal; null for a consent round. */
export function gradientCounts(
  state: MeetingsState,
  proposal: StoredProposal,
  meeting: StoredMeeting,
): GradientCounts | null {
  if (methodOfProposal(state, proposal) !== 'gradients') return null;
  const counts = Object.fromEntries(GRADIENT_LEVELS.map((level) => [level, 0])) as GradientCounts;
  for (const stance of stancesOf(state, proposal, meeting)) {
    if (stance.choice in counts) counts[stance.choice as GradientLevel] += 1;
  }
  return counts;
}

/**
 * The anonymous minority report: each reason marked with its stance, the strongest dissent first (a block, then an
 * objection; a veto, a serious disagreement, then a call for more discussion), in a fixed order.
 */
function minorityReportOf(
  stances: readonly { choice: StanceChoice; reason: string | null }[],
): MinorityReason[] {
  const report: MinorityReason[] = [];
  for (const choice of ['block', 'veto', 'object', 'disagree', 'discuss'] as const) {
    const reasons = stances
      .filter((stance) => stance.choice === choice && stance.reason)
      .map((stance) => stance.reason as string)
      .sort((a, b) => a.localeCompare(b));
    for (const reason of reasons) report.push({ choice, reason });
  }
  return report;
}

/** A proposal's minority report (whatever its status: the decision log records it once closed). */
export const minorityReport = (state: MeetingsState, proposal: StoredProposal, meeting: StoredMeeting) =>
  minorityReportOf(stancesOf(state, proposal, meeting));

/** May this viewer see the tallies now (voteVisibility)? */
export function resultsVisible(
  state: MeetingsState,
  results: Results,
  meeting: StoredMeeting,
  viewer: Viewer,
): boolean {
  if (results.closed) return true;
  const mode = meeting.settings.voteVisibility;
  if (mode === 'live') return true;
  if (mode === 'untilClosed') return false;
  return results.kind !== 'consent'
    ? state.ballots.some(
        (ballot) => ballot.phaseId === results.phaseId && ballot.voterId === viewer.uid && ballotCast(ballot),
      )
    : state.stances.some(
        (stance) => stance.proposalId === results.proposalId && stance.voterId === viewer.uid,
      );
}

/**
 * While a vote is open, fewer than MIN_COUNTED_VOTERS voters are neither counted aloud nor tallied: with one
 * voter the tally is that ballot, with two it is the other's ballot to each of them.
 */
export const tooFewToCount = (closed: boolean, voted: number): boolean =>
  !closed && voted < MIN_COUNTED_VOTERS;

/** The results of a vote or decide phase, or of a proposal: 423 RESULTS_HIDDEN with the counts only while hidden. */
/**
 * The tallies name no viewer: on a frozen load (the live channel's, read for every viewer of a meeting) they are
 * counted once (frozenMemo), and each viewer is then told them or not (resultsVisible).
 */
const sharedVoteResults = frozenMemoAt(
  (now: number, state: MeetingsState, phase: StoredPhase, meeting: StoredMeeting): Results =>
    voteResults(state, phase, meeting, now),
);
const sharedConsentResults = frozenMemo(consentResults);

export function resultsFor(data: MeetingsData, query: ResultsQuery, viewer: Viewer, now: number): Results {
  const { state } = data;
  let results: Results;
  let meeting: StoredMeeting;
  if (query.proposalId) {
    const found = requireVisibleProposal(data, query.proposalId, viewer);
    meeting = found.meeting;
    results = sharedConsentResults(state, found.proposal, meeting);
  } else {
    const found = requireVisiblePhase(data, query.phaseId as string, viewer);
    meeting = found.meeting;
    if (found.phase.type === 'vote') results = sharedVoteResults(now, state, found.phase, meeting);
    else {
      if (found.phase.type !== 'decide') return badRequest('Only vote and decide phases have results');
      const proposal = proposalOfPhase(state, found.phase.id);
      if (!proposal) return invalidState('This decision has not started');
      results = sharedConsentResults(state, proposal, meeting);
    }
  }
  const { eligible, voted } = results.participation;
  const tooFew = tooFewToCount(results.closed, voted ?? 0);
  if (!tooFew && resultsVisible(state, results, meeting, viewer)) return results;
  return fail(
    MEETING_ERROR_CODES.resultsHidden,
    tooFew && resultsVisible(state, results, meeting, viewer)
      ? `The results show once ${MIN_COUNTED_VOTERS} people have voted or voting closes`
      : 'The results are hidden until voting closes',
    { participation: { eligible, voted: tooFew ? null : voted } },
  );
}
