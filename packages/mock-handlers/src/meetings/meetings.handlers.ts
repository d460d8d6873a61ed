import { HttpResponse } from 'msw';
import { initiativesStore, isMember } from '../initiatives/initiatives.db';
import { createId } from '../lib/ids';
import { createRandom } from '../lib/random';
import {
  type Viewer,
  authedGet,
  authedPost,
  fail,
  forbidden,
  invalid,
  invalidState,
  isHostUser,
  notFoundError,
} from './meetings.access';
import {
  meetingsStore,
  participantsOf,
  phasesOf,
  type StoredMeeting,
  type StoredPhase,
  type StoredProposal,
} from './meetings.db';
import {
  ByIdQuerySchema,
  ByIdRequestSchema,
  DEFAULT_MEETING_SETTINGS,
  HideIdeaRequestSchema,
  IdeasQuerySchema,
  MEETING_ERROR_CODES,
  MeetingIdRequestSchema,
  MeetingsQuerySchema,
  ReadyRequestSchema,
  ResultsQuerySchema,
  RevealRequestSchema,
  SECONDS_PER_TURN,
  SETTING_STRICTNESS,
  SaveGroupRequestSchema,
  SaveIdeaRequestSchema,
  SaveMeetingRequestSchema,
  SaveOutcomeRequestSchema,
  SaveStanceRequestSchema,
  SaveVoteRequestSchema,
  TimerRequestSchema,
  TurnNextRequestSchema,
  VotesQuerySchema,
  meetingPaths,
  type MeetingSettings,
  type MeetingSummary,
  type Outcome,
  type Results,
} from './meetings.schema';
import { templatePhases } from './meetings.templates';
import {
  ballotView,
  canSeeMeeting,
  consentResults,
  dotVoteResults,
  groupView,
  ideaView,
  ideasResponse,
  ideationPhaseFor,
  isTimeUp,
  meetingDetail,
  meetingSummary,
  proposalOfPhase,
  proposalView,
  requireVisibleMeeting,
  resultsVisible,
  revealedAtOf,
  settleMeeting,
  submissionCounts,
  voteTargets,
} from './meetings.views';

const iso = (time: number) => new Date(time).toISOString();
const state = () => meetingsStore.state;

// ---------------------------------------------------------------------------------------------
// Guards: each throws before anything changes
// ---------------------------------------------------------------------------------------------

function requireHostOf(meeting: StoredMeeting, viewer: Viewer, action: string): void {
  if (viewer.uid !== meeting.hostId) forbidden(`Only the meeting's host may ${action}`);
}

function requireParticipant(meeting: StoredMeeting, viewer: Viewer): void {
  if (!participantsOf(meeting).includes(viewer.uid)) forbidden('Only the host and the attendees take part');
}

function requireLive(meeting: StoredMeeting): void {
  if (meeting.status !== 'live') invalidState(`The meeting is ${meeting.status}, not live`);
}

/** The phase and its meeting, 404 unless the viewer may see the meeting. */
function requireVisiblePhase(
  phaseId: string,
  viewer: Viewer,
): { phase: StoredPhase; meeting: StoredMeeting } {
  const phase = state().phases.find((entry) => entry.id === phaseId);
  if (!phase) return notFoundError(`Phase ${phaseId} does not exist`);
  const meeting = state().meetings.find((entry) => entry.id === phase.meetingId);
  if (!meeting || !canSeeMeeting(meeting, viewer)) return notFoundError(`Phase ${phaseId} does not exist`);
  return { phase, meeting };
}

function currentPhase(meeting: StoredMeeting): StoredPhase | undefined {
  return state().phases.find((phase) => phase.id === meeting.currentPhaseId);
}

/** The active phase of a live meeting, open for input (not past its end time). */
function requireOpenPhase(phase: StoredPhase, meeting: StoredMeeting, now: number): void {
  requireLive(meeting);
  if (phase.status === 'closed') invalidState('This phase is closed');
  if (phase.status !== 'active') invalidState('This phase has not started');
  if (isTimeUp(phase, now)) invalidState('Time is up for this phase: the host can extend it');
}

// ---------------------------------------------------------------------------------------------
// Phase transitions
// ---------------------------------------------------------------------------------------------

function activatePhase(meeting: StoredMeeting, phase: StoredPhase, now: number): void {
  phase.status = 'active';
  phase.startedAt = iso(now);
  phase.endsAt = phase.timeboxSec !== null ? iso(now + phase.timeboxSec * 1000) : null;
  phase.closedAt = null;
  phase.readyIds = [];
  meeting.currentPhaseId = phase.id;
  if (phase.type === 'decide' && !proposalOfPhase(phase.id)) {
    state().proposals.push({
      id: createId(),
      meetingId: meeting.id,
      phaseId: phase.id,
      statement: phase.prompt.trim() || phase.title,
      status: 'open',
      closedAt: null,
    });
  }
  if (phase.type === 'roundRobin' && !state().turns.some((turn) => turn.phaseId === phase.id)) {
    state().turns.push({
      id: createId(),
      meetingId: meeting.id,
      phaseId: phase.id,
      queue: speakingOrder(meeting, phase.id),
      currentIndex: 0,
      passedIds: [],
      secondsPerTurn: SECONDS_PER_TURN,
      turnStartedAt: iso(now),
    });
  }
}

/** Each participant once, in a random order; the host last with hostSpeaksLast. */
export function speakingOrder(meeting: StoredMeeting, phaseId: string): string[] {
  const random = createRandom(`turns|${meeting.id}|${phaseId}`);
  const everyone = participantsOf(meeting).sort();
  if (!meeting.settings.hostSpeaksLast) return random.shuffle(everyone);
  return [...random.shuffle(everyone.filter((id) => id !== meeting.hostId)), meeting.hostId];
}

function closePhase(meeting: StoredMeeting, phase: StoredPhase, now: number): void {
  if (phase.status !== 'active') return;
  phase.status = 'closed';
  phase.closedAt = iso(now);
  const proposal = proposalOfPhase(phase.id);
  if (proposal && proposal.status === 'open') {
    proposal.status = 'closed';
    proposal.closedAt = iso(now);
  }
  // Leaving a reveal step reveals the ideas it was about, if the host has not yet.
  if (phase.type === 'reveal') {
    const ideation = ideationPhaseFor(meeting.id, phase);
    if (ideation && ideation.status !== 'pending' && !revealedAtOf(ideation, meeting, now)) {
      ideation.revealedAt = iso(now);
    }
  }
}

function assignDevilsAdvocate(meeting: StoredMeeting): void {
  if (!meeting.settings.devilsAdvocate || meeting.devilsAdvocateId) return;
  const attendees = meeting.attendeeIds.filter((id) => id !== meeting.hostId).sort();
  meeting.devilsAdvocateId = attendees.length ? createRandom(`devil|${meeting.id}`).pick(attendees) : null;
}

/** revealMode allSubmitted: the reveal happens when the last eligible person submits. */
function autoReveal(meeting: StoredMeeting, phase: StoredPhase, viewer: Viewer, now: number): void {
  if (meeting.settings.revealMode !== 'allSubmitted' || phase.revealedAt) return;
  const { submittedCount, eligibleCount } = submissionCounts(phase, meeting, viewer);
  if (submittedCount >= eligibleCount) phase.revealedAt = iso(now);
}

// ---------------------------------------------------------------------------------------------
// Saving a meeting
// ---------------------------------------------------------------------------------------------

function checkStricter(before: MeetingSettings, after: MeetingSettings): void {
  const weaker: string[] = [];
  for (const key of ['anonymity', 'revealMode', 'voteVisibility'] as const) {
    const rank = SETTING_STRICTNESS[key] as Record<string, number>;
    if ((rank[after[key]] ?? 0) < (rank[before[key]] ?? 0)) weaker.push(key);
  }
  for (const key of ['dotsPerPerson', 'maxDotsPerIdea'] as const)
    if (after[key] > before[key]) weaker.push(key);
  for (const key of ['shuffle', 'dissentReasonRequired', 'devilsAdvocate', 'hostSpeaksLast'] as const) {
    if (before[key] && !after[key]) weaker.push(key);
  }
  if (weaker.length)
    invalidState(`A live meeting's settings can only be made stricter: ${weaker.join(', ')}`);
}

function checkBallotsFit(meeting: StoredMeeting, settings: MeetingSettings): void {
  const open = new Set(
    phasesOf(meeting.id)
      .filter((p) => p.status !== 'closed')
      .map((p) => p.id),
  );
  const misfit = state().ballots.some((ballot) => {
    if (!open.has(ballot.phaseId)) return false;
    const total = ballot.allocations.reduce((sum, entry) => sum + entry.points, 0);
    return (
      total > settings.dotsPerPerson ||
      ballot.allocations.some((entry) => entry.points > settings.maxDotsPerIdea)
    );
  });
  if (misfit) invalidState('Existing ballots would exceed the new dot limits');
}

const saveMeeting = authedPost(meetingPaths.save, SaveMeetingRequestSchema, (body, { viewer, now }) => {
  const initiative = initiativesStore.state.initiatives.find((entry) => entry.id === body.initiativeId);
  if (!initiative || !isMember(initiative, viewer.uid))
    return notFoundError(`Initiative ${body.initiativeId} does not exist`);
  const existing = body.id ? requireVisibleMeeting(body.id, viewer) : undefined;
  if (!isHostUser(viewer)) forbidden('Only hosts create and edit meetings');
  if (existing) {
    requireHostOf(existing, viewer, 'edit this meeting');
    if (existing.initiativeId !== body.initiativeId) invalid('A meeting cannot move to another initiative');
    if (existing.status === 'ended') invalidState('An ended meeting cannot change');
  }
  const hostId = existing?.hostId ?? viewer.uid;
  const attendeeIds = [
    ...new Set(
      (body.attendeeIds ?? existing?.attendeeIds ?? initiative.memberIds).filter((id) => id !== hostId),
    ),
  ];
  const outsiders = attendeeIds.filter((id) => !isMember(initiative, id));
  if (outsiders.length) invalid(`Attendees must be members of the initiative: ${outsiders.join(', ')}`);
  const settings: MeetingSettings = {
    ...(existing?.settings ?? DEFAULT_MEETING_SETTINGS),
    ...(body.settings ?? {}),
  };

  const live = existing?.status === 'live';
  const oldPhases = existing ? phasesOf(existing.id) : [];
  if (existing && live) {
    checkStricter(existing.settings, settings);
    checkBallotsFit(existing, settings);
    const removed = existing.attendeeIds.filter((id) => !attendeeIds.includes(id));
    if (removed.length) invalidState('Attendees cannot be removed from a live meeting');
    if (body.phases) {
      const sameAgenda =
        body.phases.length === oldPhases.length && body.phases.every((p, i) => p.id === oldPhases[i]?.id);
      if (!sameAgenda)
        invalidState("A live meeting's agenda keeps its phases: only pending ones can be edited");
      body.phases.forEach((input, index) => {
        const phase = oldPhases[index] as StoredPhase;
        const changed =
          input.type !== phase.type ||
          input.title !== phase.title ||
          input.prompt !== phase.prompt ||
          input.timeboxSec !== phase.timeboxSec;
        if (changed && (phase.status !== 'pending' || input.type !== phase.type)) {
          invalidState(`Phase "${phase.title}" has started: it cannot change`);
        }
      });
    }
  }
  if (!live && body.phases) {
    const foreign = body.phases.filter((p) => p.id && !oldPhases.some((old) => old.id === p.id));
    if (foreign.length) invalid('Phase ids must belong to this meeting');
  }
  // Every check passed: write.
  const meeting: StoredMeeting = existing ?? {
    id: createId(),
    initiativeId: initiative.id,
    title: body.title,
    goal: body.goal,
    hostId,
    attendeeIds,
    scheduledAt: body.scheduledAt,
    durationMin: body.durationMin,
    status: 'scheduled',
    template: body.template,
    currentPhaseId: null,
    startedAt: null,
    endedAt: null,
    settings,
    devilsAdvocateId: null,
    createdAt: iso(now),
    updatedAt: iso(now),
  };
  if (!existing) state().meetings.push(meeting);
  const templateChanged = existing !== undefined && existing.template !== body.template;
  Object.assign(meeting, {
    title: body.title,
    goal: body.goal,
    attendeeIds,
    scheduledAt: body.scheduledAt,
    durationMin: body.durationMin,
    template: live ? meeting.template : body.template,
    settings,
    updatedAt: iso(now),
  });
  if (live) {
    for (const [index, input] of (body.phases ?? []).entries()) {
      const phase = oldPhases[index] as StoredPhase;
      if (phase.status === 'pending')
        Object.assign(phase, { title: input.title, prompt: input.prompt, timeboxSec: input.timeboxSec });
    }
    assignDevilsAdvocate(meeting);
  } else if (!existing || body.phases || templateChanged) {
    const inputs = body.phases ?? templatePhases(body.template);
    const kept = new Set(inputs.map((p) => p.id).filter(Boolean));
    state().phases = state().phases.filter((p) => p.meetingId !== meeting.id || kept.has(p.id));
    inputs.forEach((input, order) => {
      const phase = state().phases.find((p) => p.id === input.id);
      if (phase)
        Object.assign(phase, {
          order,
          type: input.type,
          title: input.title,
          prompt: input.prompt,
          timeboxSec: input.timeboxSec,
        });
      else {
        state().phases.push({
          id: createId(),
          meetingId: meeting.id,
          order,
          type: input.type,
          title: input.title,
          prompt: input.prompt,
          timeboxSec: input.timeboxSec,
          status: 'pending',
          startedAt: null,
          endsAt: null,
          closedAt: null,
          revealedAt: null,
          readyIds: [],
        });
      }
    });
  }
  return meetingDetail(meeting, viewer, now);
});

/** Removes a meeting and everything recorded in it, except its outcomes (the decision log keeps them). */
export function removeMeetingData(meetingIds: ReadonlySet<string>): void {
  const s = state();
  const proposalIds = new Set(s.proposals.filter((p) => meetingIds.has(p.meetingId)).map((p) => p.id));
  s.meetings = s.meetings.filter((m) => !meetingIds.has(m.id));
  s.phases = s.phases.filter((p) => !meetingIds.has(p.meetingId));
  s.ideas = s.ideas.filter((i) => !meetingIds.has(i.meetingId));
  s.groups = s.groups.filter((g) => !meetingIds.has(g.meetingId));
  s.ballots = s.ballots.filter((b) => !meetingIds.has(b.meetingId));
  s.proposals = s.proposals.filter((p) => !meetingIds.has(p.meetingId));
  s.stances = s.stances.filter((st) => !proposalIds.has(st.proposalId));
  s.turns = s.turns.filter((t) => !meetingIds.has(t.meetingId));
}

function sortMeetings(list: MeetingSummary[]): MeetingSummary[] {
  const rank = { live: 0, scheduled: 1, ended: 2 } as const;
  return list.sort((a, b) => {
    if (a.status !== b.status) return rank[a.status] - rank[b.status];
    const diff = a.scheduledAt.localeCompare(b.scheduledAt);
    return a.status === 'ended' ? -diff : diff;
  });
}

/** The summaries of the meetings a viewer may see, optionally of one initiative. */
export function visibleMeetingSummaries(viewer: Viewer, initiativeId?: string): MeetingSummary[] {
  return sortMeetings(
    state()
      .meetings.filter(
        (meeting) =>
          (initiativeId === undefined || meeting.initiativeId === initiativeId) &&
          canSeeMeeting(meeting, viewer),
      )
      .map((meeting) => meetingSummary(meeting, viewer)),
  );
}

function requireResultsVisible(results: Results, meeting: StoredMeeting, viewer: Viewer): Results | Response {
  if (resultsVisible(results, meeting, viewer)) return results;
  return HttpResponse.json(
    {
      error: {
        code: MEETING_ERROR_CODES.resultsHidden,
        message: 'The results are hidden until voting closes',
      },
      participation: { ...results.participation },
    },
    { status: 423 },
  );
}

function requireIdeaOfViewer(ideaId: string, viewer: Viewer) {
  const idea = state().ideas.find((entry) => entry.id === ideaId);
  const meeting = idea && state().meetings.find((entry) => entry.id === idea.meetingId);
  if (!idea || !meeting || !canSeeMeeting(meeting, viewer))
    return notFoundError(`Idea ${ideaId} does not exist`);
  const phase = state().phases.find((entry) => entry.id === idea.phaseId) as StoredPhase;
  return { idea, meeting, phase };
}

function requireIdeaEditable(phase: StoredPhase, meeting: StoredMeeting, now: number): void {
  requireOpenPhase(phase, meeting, now);
  if (revealedAtOf(phase, meeting, now))
    invalidState('The ideas have been revealed: they can no longer change');
}

export const meetingHandlers = [
  authedGet(meetingPaths.items, MeetingsQuerySchema, (query, { viewer }) =>
    visibleMeetingSummaries(viewer, query.initiativeId).filter(
      (m) => !query.status || m.status === query.status,
    ),
  ),

  authedGet(meetingPaths.item, ByIdQuerySchema, ({ id }, { viewer, now }) =>
    meetingDetail(requireVisibleMeeting(id, viewer), viewer, now),
  ),

  saveMeeting,

  authedPost(meetingPaths.delete, ByIdRequestSchema, ({ id }, { viewer }) => {
    const meeting = requireVisibleMeeting(id, viewer);
    requireHostOf(meeting, viewer, 'delete this meeting');
    if (meeting.status === 'live') invalidState('A live meeting cannot be deleted: end it first');
    removeMeetingData(new Set([id]));
    return { id };
  }),

  authedPost(meetingPaths.start, ByIdRequestSchema, ({ id }, { viewer, now }) => {
    const meeting = requireVisibleMeeting(id, viewer);
    requireHostOf(meeting, viewer, 'start this meeting');
    if (meeting.status !== 'scheduled') invalidState(`The meeting is already ${meeting.status}`);
    const first = phasesOf(meeting.id)[0];
    if (!first) return invalidState('The meeting has no agenda: add phases first');
    meeting.status = 'live';
    meeting.startedAt = iso(now);
    meeting.updatedAt = iso(now);
    assignDevilsAdvocate(meeting);
    activatePhase(meeting, first, now);
    return meetingDetail(meeting, viewer, now);
  }),

  authedPost(meetingPaths.end, ByIdRequestSchema, ({ id }, { viewer, now }) => {
    const meeting = requireVisibleMeeting(id, viewer);
    requireHostOf(meeting, viewer, 'end this meeting');
    requireLive(meeting);
    settleMeeting(meeting, now);
    const phase = currentPhase(meeting);
    if (phase) closePhase(meeting, phase, now);
    meeting.status = 'ended';
    meeting.endedAt = iso(now);
    meeting.updatedAt = iso(now);
    return meetingDetail(meeting, viewer, now);
  }),

  authedPost(meetingPaths.advance, MeetingIdRequestSchema, ({ meetingId }, { viewer, now }) => {
    const meeting = requireVisibleMeeting(meetingId, viewer);
    requireHostOf(meeting, viewer, 'advance the agenda');
    requireLive(meeting);
    const phases = phasesOf(meeting.id);
    const current = currentPhase(meeting);
    const next = phases.find((phase) => phase.order > (current?.order ?? -1));
    if (current?.status !== 'active' && !next)
      return invalidState('The last phase is closed: end the meeting');
    settleMeeting(meeting, now);
    if (current) closePhase(meeting, current, now);
    if (next) activatePhase(meeting, next, now);
    meeting.updatedAt = iso(now);
    return meetingDetail(meeting, viewer, now);
  }),

  authedPost(meetingPaths.timer, TimerRequestSchema, (body, { viewer, now }) => {
    const meeting = requireVisibleMeeting(body.meetingId, viewer);
    requireHostOf(meeting, viewer, 'set the timer');
    requireLive(meeting);
    const phase = currentPhase(meeting);
    if (phase?.status !== 'active') return invalidState('No phase is active');
    settleMeeting(meeting, now);
    if (body.addSec !== undefined) {
      const from = Math.max(now, phase.endsAt ? Date.parse(phase.endsAt) : now);
      phase.endsAt = iso(from + body.addSec * 1000);
    } else phase.endsAt = body.endsAt ? iso(Date.parse(body.endsAt)) : null;
    return meetingDetail(meeting, viewer, now);
  }),

  authedPost(meetingPaths.ready, ReadyRequestSchema, ({ meetingId, ready }, { viewer, now }) => {
    const meeting = requireVisibleMeeting(meetingId, viewer);
    requireParticipant(meeting, viewer);
    requireLive(meeting);
    const phase = currentPhase(meeting);
    if (!phase) return invalidState('No phase is active');
    requireOpenPhase(phase, meeting, now);
    const others = phase.readyIds.filter((id) => id !== viewer.uid);
    phase.readyIds = ready ? [...others, viewer.uid] : others;
    return meetingDetail(meeting, viewer, now);
  }),

  authedPost(meetingPaths.reveal, RevealRequestSchema, (body, { viewer, now }) => {
    const meeting = requireVisibleMeeting(body.meetingId, viewer);
    requireHostOf(meeting, viewer, 'reveal the ideas');
    requireLive(meeting);
    let ideation: StoredPhase | undefined;
    if (body.phaseId) {
      ideation = phasesOf(meeting.id).find((phase) => phase.id === body.phaseId);
      if (!ideation) return notFoundError(`Phase ${body.phaseId} does not exist`);
      if (ideation.type !== 'silentIdeate') invalid('Only an ideation phase can be revealed');
    } else {
      ideation = ideationPhaseFor(meeting.id, currentPhase(meeting));
      if (!ideation) return invalidState('This meeting has no ideation phase');
    }
    if (ideation.status === 'pending') invalidState('This ideation phase has not started');
    if (revealedAtOf(ideation, meeting, now)) invalidState('The ideas are already revealed');
    ideation.revealedAt = iso(now);
    return meetingDetail(meeting, viewer, now);
  }),

  authedGet(meetingPaths.ideas, IdeasQuerySchema, (query, { viewer, now }) => {
    const meeting = requireVisibleMeeting(query.meetingId, viewer);
    const reference = query.phaseId
      ? (phasesOf(meeting.id).find((phase) => phase.id === query.phaseId) ??
        notFoundError(`Phase ${query.phaseId} does not exist`))
      : (currentPhase(meeting) ?? phasesOf(meeting.id)[0]);
    const ideation = ideationPhaseFor(meeting.id, reference);
    if (!ideation || !reference) return notFoundError('This meeting has no ideation phase');
    return ideasResponse(meeting, ideation, viewer, reference.id, now);
  }),

  authedPost(meetingPaths.ideaSave, SaveIdeaRequestSchema, (body, { viewer, now }) => {
    if (body.id) {
      const { idea, meeting, phase } = requireIdeaOfViewer(body.id, viewer);
      if (idea.authorId !== viewer.uid) forbidden("Only an idea's author may edit it");
      requireIdeaEditable(phase, meeting, now);
      idea.text = body.text;
      if (body.showName !== undefined)
        idea.showName = meeting.settings.anonymity === 'named' || body.showName;
      idea.updatedAt = iso(now);
      return ideaView(idea, meeting, viewer);
    }
    if (!body.phaseId) return invalid('phaseId: required for a new idea');
    const { phase, meeting } = requireVisiblePhase(body.phaseId, viewer);
    requireParticipant(meeting, viewer);
    if (phase.type !== 'silentIdeate') invalidState('Ideas are written in an ideation phase');
    requireIdeaEditable(phase, meeting, now);
    const idea = {
      id: createId(),
      meetingId: meeting.id,
      phaseId: phase.id,
      authorId: viewer.uid,
      text: body.text,
      showName: meeting.settings.anonymity === 'named' || (body.showName ?? false),
      groupId: null,
      hidden: false,
      createdAt: iso(now),
      updatedAt: iso(now),
    };
    state().ideas.push(idea);
    autoReveal(meeting, phase, viewer, now);
    return ideaView(idea, meeting, viewer);
  }),

  authedPost(meetingPaths.ideaDelete, ByIdRequestSchema, ({ id }, { viewer, now }) => {
    const { idea, meeting, phase } = requireIdeaOfViewer(id, viewer);
    if (idea.authorId !== viewer.uid) forbidden("Only an idea's author may delete it");
    requireIdeaEditable(phase, meeting, now);
    state().ideas = state().ideas.filter((entry) => entry.id !== id);
    return { id };
  }),

  authedPost(meetingPaths.ideaHide, HideIdeaRequestSchema, ({ id, hidden }, { viewer, now }) => {
    const { idea, meeting, phase } = requireIdeaOfViewer(id, viewer);
    requireHostOf(meeting, viewer, 'hide ideas');
    if (!revealedAtOf(phase, meeting, now)) invalidState('Ideas can be hidden only after the reveal');
    idea.hidden = hidden;
    return ideaView(idea, meeting, viewer);
  }),

  authedPost(meetingPaths.groupSave, SaveGroupRequestSchema, (body, { viewer, now }) => {
    const meeting = requireVisibleMeeting(body.meetingId, viewer);
    requireParticipant(meeting, viewer);
    const phase = currentPhase(meeting);
    if (phase?.type !== 'group') return invalidState('Ideas are grouped during a group phase');
    requireOpenPhase(phase, meeting, now);
    const existing = body.id
      ? state().groups.find((g) => g.id === body.id && g.meetingId === meeting.id)
      : undefined;
    if (body.id && !existing) return notFoundError(`Group ${body.id} does not exist`);
    if (!existing && body.ideaIds.length === 0) invalid('ideaIds: a new group needs at least one idea');
    const targets = voteTargets(meeting, now);
    const unknown = body.ideaIds.filter((id) => targets.get(id)?.type !== 'idea');
    if (unknown.length) invalid(`Not revealed ideas of this meeting: ${unknown.slice(0, 5).join(', ')}`);
    const ideaIds = [...new Set(body.ideaIds)];
    const groups = state().groups;
    const group = existing ?? {
      id: createId(),
      meetingId: meeting.id,
      title: body.title,
      ideaIds: [],
      order: groups.filter((g) => g.meetingId === meeting.id).length,
    };
    if (!existing) groups.push(group);
    for (const other of groups) {
      if (other.meetingId === meeting.id && other.id !== group.id) {
        other.ideaIds = other.ideaIds.filter((id) => !ideaIds.includes(id));
      }
    }
    group.title = body.title;
    group.ideaIds = ideaIds;
    state().groups = groups.filter((g) => g.meetingId !== meeting.id || g.ideaIds.length > 0);
    for (const idea of state().ideas) {
      if (idea.meetingId !== meeting.id) continue;
      const holder = state().groups.find((g) => g.ideaIds.includes(idea.id));
      idea.groupId = holder?.id ?? null;
    }
    return groupView(group);
  }),

  authedGet(meetingPaths.votesMine, VotesQuerySchema, ({ phaseId }, { viewer }) => {
    const { phase, meeting } = requireVisiblePhase(phaseId, viewer);
    if (phase.type !== 'vote') invalid('This phase is not a vote');
    return ballotView(phase, meeting, viewer);
  }),

  authedPost(meetingPaths.voteSave, SaveVoteRequestSchema, ({ phaseId, allocations }, { viewer, now }) => {
    const { phase, meeting } = requireVisiblePhase(phaseId, viewer);
    requireParticipant(meeting, viewer);
    if (phase.type !== 'vote') invalid('This phase is not a vote');
    requireOpenPhase(phase, meeting, now);
    const targets = voteTargets(meeting, now);
    const ids = allocations.map((entry) => entry.targetId);
    if (new Set(ids).size !== ids.length) invalid('Each target may appear once in a ballot');
    const unknown = ids.filter((id) => !targets.has(id));
    if (unknown.length) invalid(`Unknown vote targets: ${unknown.slice(0, 5).join(', ')}`);
    const { dotsPerPerson, maxDotsPerIdea } = meeting.settings;
    const total = allocations.reduce((sum, entry) => sum + entry.points, 0);
    if (total > dotsPerPerson)
      fail('BUDGET_EXCEEDED', `${total} dots is over the budget of ${dotsPerPerson}`);
    if (allocations.some((entry) => entry.points > maxDotsPerIdea)) {
      fail('BUDGET_EXCEEDED', `At most ${maxDotsPerIdea} dots per idea`);
    }
    const kept = allocations.filter((entry) => entry.points > 0).map((entry) => ({ ...entry }));
    const ballots = state().ballots;
    const ballot = ballots.find((entry) => entry.phaseId === phaseId && entry.voterId === viewer.uid);
    if (ballot) {
      ballot.allocations = kept;
      ballot.updatedAt = iso(now);
    } else {
      ballots.push({
        id: createId(),
        meetingId: meeting.id,
        phaseId,
        voterId: viewer.uid,
        allocations: kept,
        updatedAt: iso(now),
      });
    }
    return ballotView(phase, meeting, viewer);
  }),

  authedPost(meetingPaths.stanceSave, SaveStanceRequestSchema, (body, { viewer, now }) => {
    const proposal = state().proposals.find((entry) => entry.id === body.proposalId);
    const meeting = proposal && state().meetings.find((entry) => entry.id === proposal.meetingId);
    if (!proposal || !meeting || !canSeeMeeting(meeting, viewer)) {
      return notFoundError(`Proposal ${body.proposalId} does not exist`);
    }
    requireParticipant(meeting, viewer);
    const phase = state().phases.find((entry) => entry.id === proposal.phaseId) as StoredPhase;
    if (proposal.status === 'closed') invalidState('This proposal is closed');
    requireOpenPhase(phase, meeting, now);
    const reason = body.reason?.trim() || null;
    if (
      meeting.settings.dissentReasonRequired &&
      (body.choice === 'object' || body.choice === 'block') &&
      !reason
    ) {
      invalid('reason: an objection or a block needs a reason (dissentReasonRequired)');
    }
    const stances = state().stances;
    const stance = stances.find((entry) => entry.proposalId === proposal.id && entry.voterId === viewer.uid);
    if (stance) Object.assign(stance, { choice: body.choice, reason, updatedAt: iso(now) });
    else {
      stances.push({
        id: createId(),
        proposalId: proposal.id,
        voterId: viewer.uid,
        choice: body.choice,
        reason,
        updatedAt: iso(now),
      });
    }
    return proposalView(proposal, viewer);
  }),

  authedGet(meetingPaths.results, ResultsQuerySchema, (query, { viewer, now }) => {
    let proposal: StoredProposal | undefined;
    let meeting: StoredMeeting;
    if (query.proposalId) {
      proposal = state().proposals.find((entry) => entry.id === query.proposalId);
      const owner = proposal && state().meetings.find((entry) => entry.id === proposal?.meetingId);
      if (!proposal || !owner || !canSeeMeeting(owner, viewer))
        return notFoundError(`Proposal ${query.proposalId} does not exist`);
      meeting = owner;
    } else {
      const found = requireVisiblePhase(query.phaseId as string, viewer);
      meeting = found.meeting;
      if (found.phase.type === 'vote') {
        return requireResultsVisible(dotVoteResults(found.phase, meeting, now), meeting, viewer);
      }
      if (found.phase.type !== 'decide') return invalid('Only vote and decide phases have results');
      proposal = proposalOfPhase(found.phase.id);
      if (!proposal) return invalidState('This decision has not started');
    }
    return requireResultsVisible(consentResults(proposal, meeting), meeting, viewer);
  }),

  authedPost(meetingPaths.outcomeSave, SaveOutcomeRequestSchema, (body, { viewer, now }) => {
    const meeting = requireVisibleMeeting(body.meetingId, viewer);
    requireHostOf(meeting, viewer, 'record outcomes');
    if (meeting.status === 'scheduled') invalidState('Outcomes are recorded once the meeting has started');
    const proposalId = body.proposalId ?? null;
    if (proposalId && !state().proposals.some((p) => p.id === proposalId && p.meetingId === meeting.id)) {
      invalid(`Proposal ${proposalId} is not part of this meeting`);
    }
    const outcomes = state().outcomes;
    const existing = body.id
      ? outcomes.find((o) => o.id === body.id && o.meetingId === meeting.id)
      : undefined;
    if (body.id && !existing) return notFoundError(`Outcome ${body.id} does not exist`);
    const reviewOn = body.reviewOn === undefined ? (existing?.reviewOn ?? null) : body.reviewOn;
    const outcome: Outcome = existing ?? {
      id: createId(),
      initiativeId: meeting.initiativeId,
      meetingId: meeting.id,
      meetingTitle: meeting.title,
      proposalId,
      statement: body.statement,
      decidedAt: iso(now),
      reviewOn,
    };
    Object.assign(outcome, { statement: body.statement, reviewOn, proposalId });
    if (!existing) outcomes.push(outcome);
    return { ...outcome };
  }),

  authedPost(meetingPaths.turnNext, TurnNextRequestSchema, ({ meetingId, passed }, { viewer, now }) => {
    const meeting = requireVisibleMeeting(meetingId, viewer);
    requireLive(meeting);
    const phase = currentPhase(meeting);
    const turn = phase && state().turns.find((entry) => entry.phaseId === phase.id);
    if (phase?.status !== 'active' || !turn) return invalidState('No round robin is running');
    if (turn.currentIndex >= turn.queue.length) invalidState('Everyone has had their turn');
    const speaker = turn.queue[turn.currentIndex];
    if (viewer.uid !== meeting.hostId && viewer.uid !== speaker) {
      forbidden('Only the host or the current speaker may move the queue on');
    }
    if (passed && speaker) turn.passedIds = [...turn.passedIds, speaker];
    turn.currentIndex += 1;
    turn.turnStartedAt = turn.currentIndex < turn.queue.length ? iso(now) : null;
    return meetingDetail(meeting, viewer, now);
  }),
];
