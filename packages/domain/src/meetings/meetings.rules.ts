import type { Person, Viewer } from '../auth/auth.people';
import type { StoredInitiative } from '../initiatives/initiatives.records';
import { isMember } from '../initiatives/initiatives.rules';
import { ApiFailure, forbidden, invalidState, notFound } from '../lib/errors';
import { ERROR_CODES } from '../lib/schema';
import { createRandom } from '../lib/random';
import { frozenMemo } from '../lib/frozenMemo';
import { secretPick } from '../lib/secret';
import {
  type MeetingsState,
  type PresenceEntry,
  type StoredIdea,
  type StoredMeeting,
  type StoredPhase,
  type StoredProposal,
  facilitatorsOf,
  guestsOf,
  participantsOf,
  participantSetOf,
  phasesOf,
} from './meetings.records';

/**
 * The rules of a meeting (MEETINGS.md): who may see and do what, and what time does to a phase. Plain
 * functions over the data they are given: no msw, no store. The mock's handlers and a real server call the
 * same rules; a refusal throws an ApiFailure of the one error vocabulary (lib/errors.ts).
 */

/** The data the meeting rules read: the meetings records, the initiatives and a directory of people. */
export interface MeetingsData {
  state: MeetingsState;
  initiatives: readonly StoredInitiative[];
  /** A person as others may see them (a former member still has a name). */
  personOf: (userId: string) => Person;
  /** Who has a meeting open (a Chorus extension; none known when absent). */
  presence?: PresenceEntry[];
}

/**
 * Whether a ballot was cast: it holds a dot or a score (dot ballots keep no target at 0 dots, score ballots keep a
 * 0 as a score).
 */
export const ballotCast = (ballot: { allocations: readonly unknown[] }): boolean =>
  ballot.allocations.length > 0;

// ---------------------------------------------------------------------------------------------
// Access: each check throws before anything changes
// ---------------------------------------------------------------------------------------------

export const initiativeOfMeeting = (
  data: MeetingsData,
  meeting: StoredMeeting,
): StoredInitiative | undefined => data.initiatives.find((entry) => entry.id === meeting.initiativeId);

/**
 * Members of a meeting's initiative see the meeting, and those who joined it by one of its links: a guest sees
 * their one meeting only (and once registered, still that meeting).
 */
export function canSeeMeeting(data: MeetingsData, meeting: StoredMeeting, viewer: Viewer): boolean {
  const joined = guestsOf(meeting).includes(viewer.uid);
  if (viewer.guestOf !== undefined) return viewer.guestOf === meeting.id && joined;
  const initiative = initiativeOfMeeting(data, meeting);
  return joined || (initiative !== undefined && isMember(initiative, viewer.uid));
}

/** The answer to a guest once their meeting has ended: their access ended with it. */
export const GUEST_SESSION_ENDED = 'The meeting has ended: a guest’s access ends with it';

/** Whether the viewer sees the meeting (canSeeMeeting); a guest whose meeting has ended is told their access ended (401). */
function sees(
  data: MeetingsData,
  meeting: StoredMeeting | undefined,
  viewer: Viewer,
): meeting is StoredMeeting {
  if (!meeting || !canSeeMeeting(data, meeting, viewer)) return false;
  if (viewer.guestOf !== undefined && meeting.status === 'ended')
    throw new ApiFailure(ERROR_CODES.invalidToken, GUEST_SESSION_ENDED);
  return true;
}

/** The meeting, if the viewer may see it; otherwise 404 (its existence is not disclosed). */
export function requireVisibleMeeting(data: MeetingsData, meetingId: string, viewer: Viewer): StoredMeeting {
  const meeting = data.state.meetings.find((entry) => entry.id === meetingId);
  if (!sees(data, meeting, viewer)) return notFound(`Meeting ${meetingId} does not exist`);
  return meeting;
}

/** The phase and its meeting, 404 unless the viewer may see the meeting. */
export function requireVisiblePhase(
  data: MeetingsData,
  phaseId: string,
  viewer: Viewer,
): { phase: StoredPhase; meeting: StoredMeeting } {
  const phase = data.state.phases.find((entry) => entry.id === phaseId);
  const meeting = phase && data.state.meetings.find((entry) => entry.id === phase.meetingId);
  if (!phase || !sees(data, meeting, viewer)) return notFound(`Phase ${phaseId} does not exist`);
  return { phase, meeting };
}

/** The proposal and its meeting, 404 unless the viewer may see the meeting. */
export function requireVisibleProposal(
  data: MeetingsData,
  proposalId: string,
  viewer: Viewer,
): { proposal: StoredProposal; meeting: StoredMeeting } {
  const proposal = data.state.proposals.find((entry) => entry.id === proposalId);
  const meeting = proposal && data.state.meetings.find((entry) => entry.id === proposal.meetingId);
  if (!proposal || !sees(data, meeting, viewer)) return notFound(`Proposal ${proposalId} does not exist`);
  return { proposal, meeting };
}

/** The idea, its meeting and its phase, 404 unless the viewer may see the meeting. */
export function requireVisibleIdea(
  data: MeetingsData,
  ideaId: string,
  viewer: Viewer,
): { idea: StoredIdea; meeting: StoredMeeting; phase: StoredPhase } {
  const idea = data.state.ideas.find((entry) => entry.id === ideaId);
  const meeting = idea && data.state.meetings.find((entry) => entry.id === idea.meetingId);
  const phase = idea && data.state.phases.find((entry) => entry.id === idea.phaseId);
  if (!idea || !phase || !sees(data, meeting, viewer)) return notFound(`Idea ${ideaId} does not exist`);
  return { idea, meeting, phase };
}

export function requireHostOf(meeting: StoredMeeting, viewer: Viewer, action: string): void {
  if (viewer.uid !== meeting.hostId) forbidden(`Only the meeting's host may ${action}`);
}

/** The host or a co-host: they run the meeting's controls (advance, reveal, timer, hide, rounds, end). */
export const canFacilitate = (meeting: StoredMeeting, userId: string): boolean =>
  facilitatorsOf(meeting).includes(userId);

export function requireFacilitator(meeting: StoredMeeting, viewer: Viewer, action: string): void {
  if (!canFacilitate(meeting, viewer.uid)) forbidden(`Only the meeting's host and co-hosts may ${action}`);
}

export function requireParticipant(meeting: StoredMeeting, viewer: Viewer): void {
  if (!participantsOf(meeting).includes(viewer.uid)) forbidden('Only the host and the attendees take part');
}

export function requireLive(meeting: StoredMeeting): void {
  if (meeting.status !== 'live') invalidState(`The meeting is ${meeting.status}, not live`);
}

/** The live meeting whose control a facilitator runs: 404 unseen, 403 for anyone but a facilitator, 409 not live. */
export function requireRunningMeeting(
  data: MeetingsData,
  meetingId: string,
  viewer: Viewer,
  action: string,
): StoredMeeting {
  const meeting = requireVisibleMeeting(data, meetingId, viewer);
  requireFacilitator(meeting, viewer, action);
  requireLive(meeting);
  return meeting;
}

// ---------------------------------------------------------------------------------------------
// Time: a phase's end time and the reveals it makes
// ---------------------------------------------------------------------------------------------

export const isTimeUp = (phase: StoredPhase, now: number): boolean =>
  phase.endsAt !== null && Date.parse(phase.endsAt) <= now;

/** When the ideas of an ideation phase were revealed, including a revealMode timer reveal due by now. */
export function revealedAtOf(phase: StoredPhase, meeting: StoredMeeting, now: number): string | null {
  if (phase.revealedAt) return phase.revealedAt;
  if (
    phase.type === 'silentIdeate' &&
    meeting.settings.revealMode === 'timer' &&
    phase.startedAt !== null &&
    phase.endsAt !== null &&
    Date.parse(phase.endsAt) <= now &&
    (phase.closedAt === null || Date.parse(phase.closedAt) >= Date.parse(phase.endsAt))
  ) {
    return phase.endsAt;
  }
  return null;
}

/**
 * The reveal is one moment that ends an ideation phase: the ideas show, the phase is closed at that
 * instant and its timer stops. Changes `phase` in place.
 */
export function finishIdeation(phase: StoredPhase, at: string): void {
  phase.revealedAt = at;
  if (phase.status === 'active') {
    phase.status = 'closed';
    phase.closedAt = at;
  }
}

/**
 * A phase as time has settled it by `now`: an ideation phase whose timer reveal is due (revealMode timer)
 * reads as revealed and finished at its bell, on any read after it, with nothing written and nobody acting.
 */
export function settledPhase(phase: StoredPhase, meeting: StoredMeeting, now: number): StoredPhase {
  if (phase.type !== 'silentIdeate' || phase.revealedAt) return phase;
  const revealedAt = revealedAtOf(phase, meeting, now);
  if (!revealedAt) return phase;
  const settled = { ...phase };
  finishIdeation(settled, revealedAt);
  return settled;
}

/** Writes down the reveals that time has made (revealMode timer), before a change. */
export function settleMeeting(state: MeetingsState, meeting: StoredMeeting, now: number): void {
  for (const phase of phasesOf(state, meeting.id)) {
    if (phase.type === 'silentIdeate' && !phase.revealedAt) {
      const revealedAt = revealedAtOf(phase, meeting, now);
      if (revealedAt) finishIdeation(phase, revealedAt);
    }
  }
}

/**
 * When time will next settle something in a live meeting by itself: the earliest bell of a timed reveal not
 * yet written (revealMode timer), or with advanceWhenReady the running phase's end, in ms since the epoch
 * (possibly past), or null. A server keeps a timer on it
 * and writes `settleMeeting` at that moment, so the live channel tells every open tab at the bell.
 */
export function nextBellOf(state: MeetingsState, meeting: StoredMeeting): number | null {
  if (meeting.status !== 'live') return null;
  let next: number | null = null;
  // advanceWhenReady: the running phase's end moves the room on (moveOnWhenTimeIsUp), unless it is the last.
  if (meeting.settings.advanceWhenReady) {
    const phases = phasesOf(state, meeting.id);
    const running = phases.find((phase) => phase.id === meeting.currentPhaseId && phase.status === 'active');
    if (running?.endsAt && phases.some((phase) => phase.order > running.order))
      next = Date.parse(running.endsAt);
  }
  for (const phase of phasesOf(state, meeting.id)) {
    if (phase.type !== 'silentIdeate' || phase.revealedAt) continue;
    // The reveal this phase would make at any time from now on: its bell, if time decides it.
    const bell = revealedAtOf(phase, meeting, Number.POSITIVE_INFINITY);
    if (bell !== null && (next === null || Date.parse(bell) < next)) next = Date.parse(bell);
  }
  return next;
}

/** Whether the phase takes input now (requireOpenPhase would pass). */
export function isOpenPhase(phase: StoredPhase, meeting: StoredMeeting, now: number): boolean {
  return meeting.status === 'live' && phase.status === 'active' && !isTimeUp(phase, now);
}

/** The active phase of a live meeting, open for input (not past its end time). */
export function requireOpenPhase(phase: StoredPhase, meeting: StoredMeeting, now: number): void {
  requireLive(meeting);
  if (phase.status === 'closed') invalidState('This phase is closed');
  if (phase.status !== 'active') invalidState('This phase has not started');
  if (isTimeUp(phase, now)) invalidState('Time is up for this phase: the host can extend it');
}

/** Ideas change only in their open ideation phase, before the reveal. */
export function requireIdeaEditable(phase: StoredPhase, meeting: StoredMeeting, now: number): void {
  requireOpenPhase(phase, meeting, now);
  if (revealedAtOf(phase, meeting, now))
    invalidState('The ideas have been revealed: they can no longer change');
}

// ---------------------------------------------------------------------------------------------
// Shared rules
// ---------------------------------------------------------------------------------------------

export const currentPhase = (state: MeetingsState, meeting: StoredMeeting): StoredPhase | undefined =>
  state.phases.find((phase) => phase.id === meeting.currentPhaseId);

/** The rounds of a decide phase's proposal, first to latest (a revision opens the next round). */
export const proposalsOfPhase = (state: MeetingsState, phaseId: string): StoredProposal[] =>
  state.proposals.filter((proposal) => proposal.phaseId === phaseId).sort((a, b) => a.round - b.round);

/** The latest round of a decide phase's proposal. */
export const proposalOfPhase = (state: MeetingsState, phaseId: string): StoredProposal | undefined =>
  proposalsOfPhase(state, phaseId).at(-1);

/** The ideation phase whose ideas a phase works on: itself, or the latest silentIdeate before it. */
export function ideationPhaseFor(
  state: MeetingsState,
  meetingId: string,
  reference: StoredPhase | undefined,
): StoredPhase | undefined {
  const phases = phasesOf(state, meetingId);
  const order = reference?.order ?? phases[0]?.order ?? 0;
  const before = phases.filter((phase) => phase.type === 'silentIdeate' && phase.order <= order);
  return before.at(-1) ?? phases.find((phase) => phase.type === 'silentIdeate');
}

/** The same set in an order of the viewer's own, stable within a phase. */
export function viewerOrder<T extends { id: string }>(
  items: readonly T[],
  viewerId: string,
  phaseId: string,
): T[] {
  return orderOfSorted(sortedById(items), viewerId, phaseId);
}

/** viewerOrder of a list already sorted by id (sortedById): what many viewers share is sorted once. */
export const orderOfSorted = <T extends { id: string }>(
  sorted: readonly T[],
  viewerId: string,
  phaseId: string,
): T[] => createRandom(`${viewerId}|${phaseId}`).shuffle(sorted);

/** A copy of the list sorted by id (viewerOrder's first step). */
export const sortedById = <T extends { id: string }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

/**
 * The order revealed ideas are shown in: the viewer's own shuffle, or with shuffle off one shuffle shared by
 * everyone. Never the order of writing (it tells who wrote what to anyone who saw who typed first).
 */
export function revealedOrder<T extends { id: string }>(
  items: readonly T[],
  meeting: StoredMeeting,
  viewerId: string,
  phaseId: string,
): T[] {
  return viewerOrder(items, meeting.settings.shuffle ? viewerId : 'everyone', phaseId);
}

/** Each participant once, in a random order (stable per phase); the host last with hostSpeaksLast. */
export function speakingOrder(meeting: StoredMeeting, phaseId: string): string[] {
  const random = createRandom(`turns|${meeting.id}|${phaseId}`);
  const everyone = [...participantsOf(meeting)].sort();
  if (!meeting.settings.hostSpeaksLast) return random.shuffle(everyone);
  return [...random.shuffle(everyone.filter((id) => id !== meeting.hostId)), meeting.hostId];
}

/**
 * The attendee who is told privately to question the consensus (never the host): a secret Web Crypto draw,
 * made once when the role is assigned and stored with the meeting. Nothing a response carries (ids, order,
 * times) lets a member repeat it.
 */
export function drawDevilsAdvocate(
  meeting: StoredMeeting,
  pick: <T>(items: readonly T[]) => T = secretPick,
): string | null {
  const attendees = meeting.attendeeIds.filter((id) => id !== meeting.hostId);
  return attendees.length ? pick(attendees) : null;
}

/**
 * Who has submitted in a phase (ideas, a ballot with dots, a stance, a turn taken, or ready). Never sent. Read only
 * (remembered per frozen load: every viewer's counts read it).
 */
export const submittedIds: (
  state: MeetingsState,
  phase: StoredPhase,
  meeting: StoredMeeting,
) => ReadonlySet<string> = frozenMemo(submittedIdsOf);

function submittedIdsOf(state: MeetingsState, phase: StoredPhase, meeting: StoredMeeting): Set<string> {
  const participants = participantSetOf(meeting);
  let ids: string[];
  if (phase.type === 'silentIdeate') {
    ids = state.ideas.filter((idea) => idea.phaseId === phase.id).map((idea) => idea.authorId);
  } else if (phase.type === 'vote') {
    ids = state.ballots
      .filter((ballot) => ballot.phaseId === phase.id && ballotCast(ballot))
      .map((ballot) => ballot.voterId);
  } else if (phase.type === 'decide') {
    const proposal = proposalOfPhase(state, phase.id);
    ids = proposal ? state.stances.filter((s) => s.proposalId === proposal.id).map((s) => s.voterId) : [];
  } else if (phase.type === 'roundRobin') {
    const turn = state.turns.find((entry) => entry.phaseId === phase.id);
    ids = turn ? turn.queue.slice(0, turn.currentIndex) : [];
  } else ids = phase.readyIds;
  return new Set(ids.filter((id) => participants.has(id)));
}

export type VoteTarget = { type: 'idea' | 'group'; label: string };

/** What a ballot may spend dots on: revealed, not hidden ideas of the meeting, and its groups. */
export function voteTargets(
  state: MeetingsState,
  meeting: StoredMeeting,
  now: number,
): Map<string, VoteTarget> {
  const targets = new Map<string, VoteTarget>();
  const phases = new Map(phasesOf(state, meeting.id).map((phase) => [phase.id, phase]));
  for (const idea of state.ideas) {
    if (idea.meetingId !== meeting.id || idea.hidden) continue;
    const phase = phases.get(idea.phaseId);
    if (phase && revealedAtOf(phase, meeting, now)) targets.set(idea.id, { type: 'idea', label: idea.text });
  }
  for (const group of state.groups) {
    if (group.meetingId === meeting.id && group.ideaIds.length > 0) {
      targets.set(group.id, { type: 'group', label: group.title });
    }
  }
  return targets;
}

/**
 * What a ballot spends dots on, on one level: each theme (a group with at least one revealed, not hidden
 * idea; its ideas are not votable apart) and each revealed, not hidden idea in no theme.
 */
export function ballotTargets(
  state: MeetingsState,
  meeting: StoredMeeting,
  now: number,
): Map<string, VoteTarget> {
  const candidates = voteTargets(state, meeting, now);
  const targets = new Map<string, VoteTarget>();
  const grouped = new Set<string>();
  for (const group of state.groups) {
    if (group.meetingId !== meeting.id) continue;
    const visible = group.ideaIds.filter((id) => candidates.get(id)?.type === 'idea');
    for (const id of group.ideaIds) grouped.add(id);
    if (visible.length > 0 && !targets.has(group.id))
      targets.set(group.id, { type: 'group', label: group.title });
  }
  for (const [id, target] of candidates) {
    if (target.type === 'idea' && !grouped.has(id)) targets.set(id, target);
  }
  return targets;
}

/** The theme that holds an idea, if any (a vote on the idea goes to its theme). */
export const themeOfIdea = (state: MeetingsState, meeting: StoredMeeting, ideaId: string) =>
  state.groups.find((group) => group.meetingId === meeting.id && group.ideaIds.includes(ideaId));
