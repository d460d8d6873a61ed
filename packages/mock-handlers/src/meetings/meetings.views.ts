import { authStore } from '../auth/auth.db';
import { createRandom } from '../lib/random';
import { initiativesStore, isMember, type StoredInitiative } from '../initiatives/initiatives.db';
import { type Viewer, notFoundError } from './meetings.access';
import {
  meetingsStore,
  participantsOf,
  phasesOf,
  type StoredIdea,
  type StoredMeeting,
  type StoredPhase,
  type StoredProposal,
} from './meetings.db';
import type {
  IdeaGroup,
  IdeaView,
  IdeasResponse,
  MeetingDetail,
  MeetingSummary,
  MyBallot,
  Participation,
  Person,
  PhaseView,
  ProposalView,
  Results,
  Spread,
  StanceChoice,
  Tally,
  TurnView,
  ViewerAssignment,
} from './meetings.schema';

/**
 * What each viewer may see. Every response of the meetings and initiatives API is built here from
 * the stored records, so author ids, voter ids, ready lists and the devil's advocate never leave.
 */

const iso = (time: number) => new Date(time).toISOString();

export function personOf(userId: string): Person {
  const user = authStore.state.users.find((entry) => entry.uid === userId);
  return {
    id: userId,
    displayName: user?.data.displayName ?? 'Former member',
    photoURL: user?.data.photoURL ?? '',
    userType: user?.data.userType ?? 2,
  };
}

export const displayNameOf = (userId: string): string => personOf(userId).displayName;

export function initiativeOfMeeting(meeting: StoredMeeting): StoredInitiative | undefined {
  return initiativesStore.state.initiatives.find((entry) => entry.id === meeting.initiativeId);
}

/** The meeting, if the viewer is a member of its initiative; otherwise 404 (existence is not disclosed). */
export function requireVisibleMeeting(meetingId: string, viewer: Viewer): StoredMeeting {
  const meeting = meetingsStore.state.meetings.find((entry) => entry.id === meetingId);
  const initiative = meeting ? initiativeOfMeeting(meeting) : undefined;
  if (!meeting || !initiative || !isMember(initiative, viewer.uid))
    notFoundError(`Meeting ${meetingId} does not exist`);
  return meeting as StoredMeeting;
}

export const canSeeMeeting = (meeting: StoredMeeting, viewer: Viewer): boolean => {
  const initiative = initiativeOfMeeting(meeting);
  return initiative !== undefined && isMember(initiative, viewer.uid);
};

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

/** Writes down the reveals that time has made (revealMode timer), before a change. */
export function settleMeeting(meeting: StoredMeeting, now: number): void {
  for (const phase of phasesOf(meeting.id)) {
    if (phase.type === 'silentIdeate' && !phase.revealedAt)
      phase.revealedAt = revealedAtOf(phase, meeting, now);
  }
}

/** The ideation phase whose ideas a phase works on: itself, or the latest silentIdeate before it. */
export function ideationPhaseFor(
  meetingId: string,
  reference: StoredPhase | undefined,
): StoredPhase | undefined {
  const phases = phasesOf(meetingId);
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
  const sorted = [...items].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return createRandom(`${viewerId}|${phaseId}`).shuffle(sorted);
}

export function ideaView(idea: StoredIdea, meeting: StoredMeeting, viewer: Viewer): IdeaView {
  const named = meeting.settings.anonymity !== 'anonymous' && idea.showName;
  return {
    id: idea.id,
    meetingId: idea.meetingId,
    phaseId: idea.phaseId,
    text: idea.text,
    groupId: idea.groupId,
    hidden: idea.hidden,
    createdAt: idea.createdAt,
    isMine: idea.authorId === viewer.uid,
    showName: idea.authorId === viewer.uid ? idea.showName : named,
    authorName: named ? displayNameOf(idea.authorId) : null,
  };
}

const ideasOfPhase = (phaseId: string): StoredIdea[] =>
  meetingsStore.state.ideas.filter((idea) => idea.phaseId === phaseId);

function submittedIds(phase: StoredPhase, meeting: StoredMeeting): Set<string> {
  const participants = new Set(participantsOf(meeting));
  const state = meetingsStore.state;
  let ids: string[] = [];
  if (phase.type === 'silentIdeate') ids = ideasOfPhase(phase.id).map((idea) => idea.authorId);
  else if (phase.type === 'vote') {
    ids = state.ballots
      .filter((ballot) => ballot.phaseId === phase.id && ballot.allocations.some((entry) => entry.points > 0))
      .map((ballot) => ballot.voterId);
  } else if (phase.type === 'decide') {
    const proposal = proposalOfPhase(phase.id);
    ids = proposal ? state.stances.filter((s) => s.proposalId === proposal.id).map((s) => s.voterId) : [];
  } else if (phase.type === 'roundRobin') {
    const turn = state.turns.find((entry) => entry.phaseId === phase.id);
    ids = turn ? turn.queue.slice(0, turn.currentIndex) : [];
  } else ids = phase.readyIds;
  return new Set(ids.filter((id) => participants.has(id)));
}

/** How many eligible people have submitted in a phase; never who. */
export function submissionCounts(phase: StoredPhase, meeting: StoredMeeting, viewer: Viewer) {
  const submitted = submittedIds(phase, meeting);
  return {
    submittedCount: submitted.size,
    eligibleCount: participantsOf(meeting).length,
    viewerSubmitted: submitted.has(viewer.uid),
  };
}

export const proposalOfPhase = (phaseId: string): StoredProposal | undefined =>
  meetingsStore.state.proposals.find((proposal) => proposal.phaseId === phaseId);

export function proposalView(proposal: StoredProposal, viewer: Viewer): ProposalView {
  const phase = meetingsStore.state.phases.find((entry) => entry.id === proposal.phaseId);
  const stance = meetingsStore.state.stances.find(
    (s) => s.proposalId === proposal.id && s.voterId === viewer.uid,
  );
  return {
    id: proposal.id,
    meetingId: proposal.meetingId,
    phaseId: proposal.phaseId,
    statement: proposal.statement,
    status: proposal.status,
    closesAt: phase?.endsAt ?? null,
    viewerStance: stance ? { choice: stance.choice, reason: stance.reason } : null,
  };
}

export function phaseView(
  phase: StoredPhase,
  meeting: StoredMeeting,
  viewer: Viewer,
  now: number,
): PhaseView {
  const participants = new Set(participantsOf(meeting));
  const proposal = proposalOfPhase(phase.id);
  return {
    id: phase.id,
    meetingId: phase.meetingId,
    order: phase.order,
    type: phase.type,
    title: phase.title,
    prompt: phase.prompt,
    timeboxSec: phase.timeboxSec,
    status: phase.status,
    startedAt: phase.startedAt,
    endsAt: phase.endsAt,
    closedAt: phase.closedAt,
    revealedAt: revealedAtOf(phase, meeting, now),
    readyCount: phase.readyIds.filter((id) => participants.has(id)).length,
    ...submissionCounts(phase, meeting, viewer),
    viewerReady: phase.readyIds.includes(viewer.uid),
    proposal: proposal ? proposalView(proposal, viewer) : null,
  };
}

export function turnView(meeting: StoredMeeting, viewer: Viewer): TurnView | null {
  const turn = meetingsStore.state.turns.find((entry) => entry.phaseId === meeting.currentPhaseId);
  if (!turn) return null;
  const finished = turn.currentIndex >= turn.queue.length;
  const currentSpeakerId = finished ? null : (turn.queue[turn.currentIndex] ?? null);
  return {
    phaseId: turn.phaseId,
    queue: turn.queue.map((userId, index) => {
      const person = personOf(userId);
      const status =
        index < turn.currentIndex
          ? turn.passedIds.includes(userId)
            ? 'passed'
            : 'spoke'
          : index === turn.currentIndex
            ? 'speaking'
            : 'waiting';
      return {
        userId,
        displayName: person.displayName,
        photoURL: person.photoURL,
        status,
        isViewer: userId === viewer.uid,
      };
    }),
    currentIndex: turn.currentIndex,
    currentSpeakerId,
    secondsPerTurn: turn.secondsPerTurn,
    turnStartedAt: finished ? null : turn.turnStartedAt,
    turnEndsAt:
      finished || !turn.turnStartedAt
        ? null
        : iso(Date.parse(turn.turnStartedAt) + turn.secondsPerTurn * 1000),
    finished,
    viewerCanAdvance:
      meeting.status === 'live' &&
      !finished &&
      (viewer.uid === meeting.hostId || viewer.uid === currentSpeakerId),
  };
}

export const DEVILS_ADVOCATE_INSTRUCTIONS =
  "You are this meeting's devil's advocate. Nobody else knows, not even the host. Question the emerging " +
  'consensus: look for the risks, the missing options and the assumptions nobody has tested.';

export function meetingSummary(meeting: StoredMeeting, viewer: Viewer): MeetingSummary {
  const initiative = initiativeOfMeeting(meeting);
  return {
    id: meeting.id,
    initiativeId: meeting.initiativeId,
    initiativeTitle: initiative?.title ?? '',
    title: meeting.title,
    goal: meeting.goal,
    hostId: meeting.hostId,
    hostName: displayNameOf(meeting.hostId),
    attendeeIds: [...meeting.attendeeIds],
    scheduledAt: meeting.scheduledAt,
    durationMin: meeting.durationMin,
    status: meeting.status,
    template: meeting.template,
    currentPhaseId: meeting.currentPhaseId,
    startedAt: meeting.startedAt,
    endedAt: meeting.endedAt,
    phaseCount: phasesOf(meeting.id).length,
    viewerRole: viewer.uid === meeting.hostId ? 'host' : 'attendee',
    viewerCanContribute: participantsOf(meeting).includes(viewer.uid),
  };
}

export function meetingDetail(meeting: StoredMeeting, viewer: Viewer, now = Date.now()): MeetingDetail {
  const assignment: ViewerAssignment | null =
    meeting.devilsAdvocateId !== null &&
    meeting.devilsAdvocateId === viewer.uid &&
    meeting.status !== 'scheduled'
      ? { kind: 'devilsAdvocate', instructions: DEVILS_ADVOCATE_INSTRUCTIONS }
      : null;
  return {
    ...meetingSummary(meeting, viewer),
    settings: { ...meeting.settings },
    participants: participantsOf(meeting).map(personOf),
    phases: phasesOf(meeting.id).map((phase) => phaseView(phase, meeting, viewer, now)),
    turn: turnView(meeting, viewer),
    viewerAssignment: assignment,
    outcomes: meetingsStore.state.outcomes
      .filter((outcome) => outcome.meetingId === meeting.id)
      .map((outcome) => ({ ...outcome })),
  };
}

export function groupView(group: IdeaGroup): IdeaGroup {
  return {
    id: group.id,
    meetingId: group.meetingId,
    title: group.title,
    ideaIds: [...group.ideaIds],
    order: group.order,
  };
}

/**
 * Before the reveal: only the viewer's own ideas (the host included). After: every idea, in the
 * viewer's own order when shuffle is on; hidden ideas only to the host (and to their author).
 */
export function ideasResponse(
  meeting: StoredMeeting,
  ideation: StoredPhase,
  viewer: Viewer,
  orderPhaseId: string,
  now: number,
): IdeasResponse {
  const revealedAt = revealedAtOf(ideation, meeting, now);
  const all = ideasOfPhase(ideation.id);
  const isHost = viewer.uid === meeting.hostId;
  let visible: StoredIdea[];
  if (!revealedAt) {
    visible = all
      .filter((idea) => idea.authorId === viewer.uid)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  } else {
    const seen = all.filter((idea) => !idea.hidden || isHost || idea.authorId === viewer.uid);
    visible = meeting.settings.shuffle
      ? viewerOrder(seen, viewer.uid, orderPhaseId)
      : [...seen].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  }
  const visibleIds = new Set(visible.map((idea) => idea.id));
  const groups = revealedAt
    ? meetingsStore.state.groups
        .filter((group) => group.meetingId === meeting.id)
        .sort((a, b) => a.order - b.order)
        .map((group) => ({ ...groupView(group), ideaIds: group.ideaIds.filter((id) => visibleIds.has(id)) }))
    : [];
  const counts = submissionCounts(ideation, meeting, viewer);
  return {
    meetingId: meeting.id,
    phaseId: ideation.id,
    revealed: revealedAt !== null,
    revealedAt,
    ideas: visible.map((idea) => ideaView(idea, meeting, viewer)),
    groups,
    submittedCount: counts.submittedCount,
    eligibleCount: counts.eligibleCount,
  };
}

/** What a ballot may spend dots on: revealed, not hidden ideas of the meeting, and its groups. */
export function voteTargets(
  meeting: StoredMeeting,
  now: number,
): Map<string, { type: 'idea' | 'group'; label: string }> {
  const targets = new Map<string, { type: 'idea' | 'group'; label: string }>();
  const phases = new Map(phasesOf(meeting.id).map((phase) => [phase.id, phase]));
  for (const idea of meetingsStore.state.ideas) {
    if (idea.meetingId !== meeting.id || idea.hidden) continue;
    const phase = phases.get(idea.phaseId);
    if (phase && revealedAtOf(phase, meeting, now)) targets.set(idea.id, { type: 'idea', label: idea.text });
  }
  for (const group of meetingsStore.state.groups) {
    if (group.meetingId === meeting.id && group.ideaIds.length > 0) {
      targets.set(group.id, { type: 'group', label: group.title });
    }
  }
  return targets;
}

export function ballotView(phase: StoredPhase, meeting: StoredMeeting, viewer: Viewer): MyBallot {
  const ballot = meetingsStore.state.ballots.find(
    (entry) => entry.phaseId === phase.id && entry.voterId === viewer.uid,
  );
  const allocations = ballot ? ballot.allocations.map((entry) => ({ ...entry })) : [];
  const spent = allocations.reduce((sum, entry) => sum + entry.points, 0);
  return {
    phaseId: phase.id,
    allocations,
    dotsPerPerson: meeting.settings.dotsPerPerson,
    maxDotsPerIdea: meeting.settings.maxDotsPerIdea,
    dotsRemaining: Math.max(0, meeting.settings.dotsPerPerson - spent),
    submitted: spent > 0,
  };
}

function spreadOf(voters: number, voted: number): Spread {
  if (voted === 0) return 'narrow';
  const share = voters / voted;
  return share >= 2 / 3 ? 'broad' : share >= 1 / 3 ? 'mixed' : 'narrow';
}

const byPoints = (a: Tally, b: Tally) =>
  b.points - a.points || b.voters - a.voters || a.label.localeCompare(b.label);

/** Dot-vote results, whatever the visibility: the handler decides whether they may be sent. */
export function dotVoteResults(phase: StoredPhase, meeting: StoredMeeting, now: number): Results {
  const participants = new Set(participantsOf(meeting));
  const ballots = meetingsStore.state.ballots.filter(
    (ballot) =>
      ballot.phaseId === phase.id &&
      participants.has(ballot.voterId) &&
      ballot.allocations.some((entry) => entry.points > 0),
  );
  const targets = voteTargets(meeting, now);
  const sums = new Map<string, { points: number; voters: number }>();
  for (const id of targets.keys()) sums.set(id, { points: 0, voters: 0 });
  for (const ballot of ballots) {
    for (const { targetId, points } of ballot.allocations) {
      if (points <= 0) continue;
      const sum = sums.get(targetId) ?? { points: 0, voters: 0 };
      sum.points += points;
      sum.voters += 1;
      sums.set(targetId, sum);
    }
  }
  const labelOf = (id: string) => {
    const idea = meetingsStore.state.ideas.find((entry) => entry.id === id);
    if (idea) return { type: 'idea' as const, label: idea.text };
    const group = meetingsStore.state.groups.find((entry) => entry.id === id);
    return { type: 'group' as const, label: group?.title ?? 'Removed' };
  };
  const tallies: Tally[] = [...sums].map(([targetId, sum]) => {
    const target = targets.get(targetId) ?? labelOf(targetId);
    return {
      targetId,
      targetType: target.type,
      label: target.label,
      points: sum.points,
      voters: sum.voters,
      spread: spreadOf(sum.voters, ballots.length),
    };
  });
  return {
    kind: 'dotVote',
    meetingId: meeting.id,
    phaseId: phase.id,
    proposalId: null,
    statement: null,
    closed: phase.status === 'closed' || meeting.status === 'ended',
    participation: { eligible: participants.size, voted: ballots.length },
    tallies: tallies.sort(byPoints),
    minorityReasons: [],
    blocked: false,
  };
}

const CHOICE_LABELS: Record<StanceChoice, string> = {
  agree: 'Agree',
  abstain: 'Abstain',
  object: 'Object',
  block: 'Block',
};

/** Consent results; minority reasons (without names, in a fixed order) only once the proposal is closed. */
export function consentResults(proposal: StoredProposal, meeting: StoredMeeting): Results {
  const participants = new Set(participantsOf(meeting));
  const stances = meetingsStore.state.stances.filter(
    (stance) => stance.proposalId === proposal.id && participants.has(stance.voterId),
  );
  const closed = proposal.status === 'closed' || meeting.status === 'ended';
  const tallies: Tally[] = (['agree', 'abstain', 'object', 'block'] as const).map((choice) => {
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
        .filter((stance) => (stance.choice === 'object' || stance.choice === 'block') && stance.reason)
        .map((stance) => stance.reason as string)
        .sort((a, b) => a.localeCompare(b))
    : [];
  return {
    kind: 'consent',
    meetingId: meeting.id,
    phaseId: proposal.phaseId,
    proposalId: proposal.id,
    statement: proposal.statement,
    closed,
    participation: { eligible: participants.size, voted: stances.length },
    tallies,
    minorityReasons,
    blocked: stances.some((stance) => stance.choice === 'block'),
  };
}

/** May this viewer see the tallies now (voteVisibility)? */
export function resultsVisible(results: Results, meeting: StoredMeeting, viewer: Viewer): boolean {
  if (results.closed) return true;
  const mode = meeting.settings.voteVisibility;
  if (mode === 'live') return true;
  if (mode === 'untilClosed') return false;
  const state = meetingsStore.state;
  return results.kind === 'dotVote'
    ? state.ballots.some(
        (ballot) =>
          ballot.phaseId === results.phaseId &&
          ballot.voterId === viewer.uid &&
          ballot.allocations.some((entry) => entry.points > 0),
      )
    : state.stances.some(
        (stance) => stance.proposalId === results.proposalId && stance.voterId === viewer.uid,
      );
}

export const participationOf = (results: Results): Participation => ({ ...results.participation });

export function visibleInitiativeIds(viewer: Viewer): Set<string> {
  return new Set(
    initiativesStore.state.initiatives
      .filter((entry) => isMember(entry, viewer.uid))
      .map((entry) => entry.id),
  );
}
