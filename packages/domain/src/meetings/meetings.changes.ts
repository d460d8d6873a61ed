import { type Viewer, isHostUser } from '../auth/auth.people';
import type { z } from 'zod';
import { isMember } from '../initiatives/initiatives.rules';
import { badRequest, conflict, fail, forbidden, invalidState, notFound } from '../lib/errors';
import { createId } from '../lib/ids';
import { iso } from '../lib/time';
import {
  type MeetingsState,
  type StoredIdea,
  type StoredMeeting,
  type StoredPhase,
  type StoredProposal,
  newPhase,
  notStarted,
  columnsField,
  methodField,
  methodOf,
  phaseMethodOf,
  voteMethodOf,
  participantsOf,
  phasesOf,
  recordWithId,
} from './meetings.records';
import {
  type MeetingsData,
  currentPhase,
  drawDevilsAdvocate,
  finishIdeation,
  ideationPhaseFor,
  proposalOfPhase,
  canFacilitate,
  requireFacilitator,
  requireHostOf,
  requireIdeaEditable,
  isOpenPhase,
  isTimeUp,
  requireLive,
  requireOpenPhase,
  requireParticipant,
  requireRunningMeeting,
  requireVisibleIdea,
  requireVisibleMeeting,
  requireVisiblePhase,
  requireVisibleProposal,
  revealedAtOf,
  settleMeeting,
  speakingOrder,
  submittedIds,
  ballotTargets,
  themeOfIdea,
} from './meetings.rules';
import {
  DEFAULT_MEETING_SETTINGS,
  MEETING_ERROR_CODES,
  SECONDS_PER_TURN,
  SETTING_STRICTNESS,
  type Allocation,
  type MeetingSettings,
  type Outcome,
  type SaveIdeaRequest,
  type SaveMeetingRequestSchema,
  type SaveOutcomeRequest,
  type SaveStanceRequest,
  type SaveVoteRequest,
  type TimerRequest,
  GRADIENT_LEVELS,
  isDissent,
  phaseMethodFits,
  SCORE_MAX,
  STANCE_CHOICES,
} from './meetings.schema';
import { agendaProblems } from './meetings.agenda';
import { BREAKOUT_MESSAGES, breakoutProblem, drawBreakouts, seatNewcomers } from './meetings.breakouts';
import { bringGroupsTogether } from './meetings.grouping';
import { consentRecordFor } from './meetings.decisions';
import { logControl } from './meetings.facilitation';
import { scheduleNext } from './meetings.series';
import { templatePhases } from './meetings.templates';

/**
 * The changes a user can make to a meeting (MEETINGS.md), one function each: every check runs first (a
 * refusal throws and changes nothing), then the records in `data.state` change in place. Each returns the
 * records it changed; the handlers project them for the viewer. No msw, no store: a real server runs the
 * same functions inside its transaction.
 */

// ---------------------------------------------------------------------------------------------
// Phase transitions
// ---------------------------------------------------------------------------------------------

function activatePhase(state: MeetingsState, meeting: StoredMeeting, phase: StoredPhase, now: number): void {
  phase.status = 'active';
  phase.startedAt = iso(now);
  phase.endsAt = phase.timeboxSec !== null ? iso(now + phase.timeboxSec * 1000) : null;
  phase.closedAt = null;
  phase.readyIds = [];
  meeting.currentPhaseId = phase.id;
  if (phase.type === 'decide' && !proposalOfPhase(state, phase.id)) {
    state.proposals.push({
      id: createId(),
      meetingId: meeting.id,
      phaseId: phase.id,
      statement: phase.prompt.trim() || phase.title,
      // The host writes or picks the text after the tally; the consent round opens then.
      status: 'draft',
      round: 1,
      closedAt: null,
    });
  }
  // A discussion has its speaking order too (equal turns, "I pass" recorded as a pass).
  if (
    (phase.type === 'roundRobin' || phase.type === 'discuss') &&
    !state.turns.some((turn) => turn.phaseId === phase.id)
  ) {
    state.turns.push({
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

function closePhase(state: MeetingsState, _meeting: StoredMeeting, phase: StoredPhase, now: number): void {
  if (phase.status !== 'active') return;
  phase.status = 'closed';
  phase.closedAt = iso(now);
  const proposal = proposalOfPhase(state, phase.id);
  if (proposal && proposal.status === 'open') {
    proposal.status = 'closed';
    proposal.closedAt = iso(now);
  }
}

function assignDevilsAdvocate(meeting: StoredMeeting): void {
  if (!meeting.settings.devilsAdvocate || meeting.devilsAdvocateId) return;
  meeting.devilsAdvocateId = drawDevilsAdvocate(meeting);
}

/**
 * revealMode allSubmitted: the reveal happens when the last eligible person submits. Exported for a storage that
 * saves ideas without loading every author's (the server's narrow idea save): it runs this once the save is stored.
 */
export function autoReveal(
  state: MeetingsState,
  meeting: StoredMeeting,
  phase: StoredPhase,
  now: number,
): void {
  if (meeting.settings.revealMode !== 'allSubmitted' || phase.revealedAt) return;
  if (submittedIds(state, phase, meeting).size >= participantsOf(meeting).length)
    finishIdeation(phase, iso(now));
}

// ---------------------------------------------------------------------------------------------
// Meetings
// ---------------------------------------------------------------------------------------------

/** The settings that a live meeting's new settings would weaken (MEETINGS.md: only stricter once live). */
export function weakenedSettings(before: MeetingSettings, after: MeetingSettings): string[] {
  const weaker: string[] = [];
  for (const key of ['anonymity', 'revealMode', 'voteVisibility'] as const) {
    const rank = SETTING_STRICTNESS[key] as Record<string, number>;
    if ((rank[after[key]] ?? 0) < (rank[before[key]] ?? 0)) weaker.push(key);
  }
  for (const key of ['dotsPerPerson', 'maxDotsPerIdea'] as const)
    if (after[key] > before[key]) weaker.push(key);
  if ((after.quorum ?? 0) < (before.quorum ?? 0)) weaker.push('quorum');
  for (const key of ['shuffle', 'dissentReasonRequired', 'devilsAdvocate', 'hostSpeaksLast'] as const) {
    if (before[key] && !after[key]) weaker.push(key);
  }
  return weaker;
}

/**
 * The dot budgets are fixed from the moment a vote phase opens: no answer to a settings change may depend on
 * the ballots (a host lowering a cap while results are hidden would otherwise learn how many dots someone
 * put on one idea). The refusal is the same whether anyone has voted or not.
 */
function checkBudgetsFixed(state: MeetingsState, meeting: StoredMeeting, settings: MeetingSettings): void {
  const changed =
    settings.dotsPerPerson !== meeting.settings.dotsPerPerson ||
    settings.maxDotsPerIdea !== meeting.settings.maxDotsPerIdea;
  const voteOpened = phasesOf(state, meeting.id).some((p) => p.type === 'vote' && p.status !== 'pending');
  if (changed && voteOpened) invalidState('The dot budgets are fixed once a vote has opened');
}

export type SaveMeetingInput = z.output<typeof SaveMeetingRequestSchema>;

/** Creates or updates a meeting (hosts; once live, settings only stricter and only pending phases edited). */
export function saveMeeting(
  data: MeetingsData,
  viewer: Viewer,
  body: SaveMeetingInput,
  now: number,
): StoredMeeting {
  const { state } = data;
  const initiative = data.initiatives.find((entry) => entry.id === body.initiativeId);
  if (!initiative || !isMember(initiative, viewer.uid))
    return notFound(`Initiative ${body.initiativeId} does not exist`);
  const existing = body.id ? requireVisibleMeeting(data, body.id, viewer) : undefined;
  if (!isHostUser(viewer)) forbidden('Only hosts create and edit meetings');
  if (existing) {
    requireHostOf(existing, viewer, 'edit this meeting');
    if (existing.initiativeId !== body.initiativeId)
      badRequest('A meeting cannot move to another initiative');
    if (existing.status === 'ended') invalidState('An ended meeting cannot change');
  }
  const hostId = existing?.hostId ?? viewer.uid;
  const attendeeIds = [
    ...new Set(
      (body.attendeeIds ?? existing?.attendeeIds ?? initiative.memberIds).filter((id) => id !== hostId),
    ),
  ];
  const outsiders = attendeeIds.filter((id) => !isMember(initiative, id));
  if (outsiders.length) badRequest(`Attendees must be members of the initiative: ${outsiders.join(', ')}`);
  const coHostIds = body.coHostIds
    ? [...new Set(body.coHostIds.filter((id) => id !== hostId))]
    : (existing?.coHostIds ?? []).filter((id) => attendeeIds.includes(id));
  const strangers = coHostIds.filter((id) => !attendeeIds.includes(id));
  if (strangers.length)
    badRequest(`coHostIds: co-hosts are named among the attendees: ${strangers.join(', ')}`);
  if (body.facilitatorId !== undefined) {
    if (existing && existing.status !== 'scheduled')
      invalidState('facilitatorId: during the meeting, hand facilitation over (meetings/facilitator)');
    if (
      body.facilitatorId !== null &&
      body.facilitatorId !== hostId &&
      !coHostIds.includes(body.facilitatorId)
    )
      badRequest('facilitatorId: the host or one of the co-hosts leads');
  }
  const settings: MeetingSettings = {
    ...(existing?.settings ?? DEFAULT_MEETING_SETTINGS),
    ...(body.settings ?? {}),
  };

  const live = existing?.status === 'live';
  const oldPhases = existing ? phasesOf(state, existing.id) : [];
  if (existing && live && (settings.breakoutSize ?? null) !== (existing.settings.breakoutSize ?? null))
    invalidState(BREAKOUT_MESSAGES.sizeFixed);
  if (!live) {
    const agenda =
      body.phases ??
      (!existing || (existing && existing.template !== body.template)
        ? templatePhases(body.template)
        : oldPhases);
    const problem = breakoutProblem(settings, agenda);
    if (problem) badRequest(problem);
  }
  const misfit = (body.phases ?? []).find((p) => p.method && !phaseMethodFits(p.type, p.method));
  if (misfit)
    badRequest(
      `method: "${misfit.title}" cannot use ${misfit.method}: a Decide phase decides by consent or gradients, a vote phase by dots or score, and no other phase has a method`,
    );
  const columnsMisfit = (body.phases ?? []).find((p) => p.columns && p.type !== 'silentIdeate');
  if (columnsMisfit)
    badRequest(
      `columns: "${columnsMisfit.title}" cannot have idea columns: only a Write alone phase has them`,
    );
  if (existing && live) {
    const weaker = weakenedSettings(existing.settings, settings);
    if (weaker.length)
      invalidState(`A live meeting's settings can only be made stricter: ${weaker.join(', ')}`);
    checkBudgetsFixed(state, existing, settings);
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
          input.timeboxSec !== phase.timeboxSec ||
          phaseMethodOf({ type: input.type, method: input.method }) !== phaseMethodOf(phase) ||
          JSON.stringify(columnsField(input).columns ?? []) !== JSON.stringify(phase.columns ?? []);
        if (changed && (phase.status !== 'pending' || input.type !== phase.type)) {
          invalidState(`Phase "${phase.title}" has started: it cannot change`);
        }
      });
    }
  }
  if (!live && body.phases) {
    const problems = agendaProblems(body.phases);
    if (problems.length) badRequest(problems.map((problem) => problem.message).join('; '));
    const foreign = body.phases.filter((p) => p.id && !oldPhases.some((old) => old.id === p.id));
    if (foreign.length) badRequest('Phase ids must belong to this meeting');
  }
  // Every check passed: write.
  const meeting: StoredMeeting = existing ?? {
    id: createId(),
    initiativeId: initiative.id,
    title: body.title,
    goal: body.goal,
    hostId,
    attendeeIds,
    coHostIds,
    ...notStarted(),
    scheduledAt: body.scheduledAt,
    durationMin: body.durationMin,
    template: body.template,
    settings,
    seriesId: null,
    recurrence: null,
    createdAt: iso(now),
    updatedAt: iso(now),
  };
  if (!existing) state.meetings.push(meeting);
  const templateChanged = existing !== undefined && existing.template !== body.template;
  // As chosen before the start; otherwise a co-host no longer named hands the lead back to the host.
  const chosen = body.facilitatorId === undefined ? meeting.facilitatorId : body.facilitatorId;
  const facilitatorId = chosen !== null && coHostIds.includes(chosen) ? chosen : null;
  Object.assign(meeting, {
    title: body.title,
    goal: body.goal,
    attendeeIds,
    coHostIds,
    facilitatorId,
    scheduledAt: body.scheduledAt,
    durationMin: body.durationMin,
    template: live ? meeting.template : body.template,
    settings,
    updatedAt: iso(now),
  });
  if (body.recurrence !== undefined) {
    // A meeting that starts recurring starts its series; one that stops keeps its place in it.
    meeting.recurrence = body.recurrence;
    if (body.recurrence !== null && meeting.seriesId === null) meeting.seriesId = meeting.id;
  }
  if (live) {
    for (const [index, input] of (body.phases ?? []).entries()) {
      const phase = oldPhases[index] as StoredPhase;
      if (phase.status === 'pending')
        Object.assign(phase, {
          title: input.title,
          prompt: input.prompt,
          timeboxSec: input.timeboxSec,
          ...methodField(input),
          ...columnsField(input),
        });
    }
    assignDevilsAdvocate(meeting);
    seatNewcomers(meeting);
  } else if (!existing || body.phases || templateChanged) {
    const inputs = body.phases ?? templatePhases(body.template);
    const kept = new Set(inputs.map((p) => p.id).filter(Boolean));
    state.phases = state.phases.filter((p) => p.meetingId !== meeting.id || kept.has(p.id));
    inputs.forEach((input, order) => {
      const phase = state.phases.find((p) => p.id === input.id);
      if (phase) {
        Object.assign(phase, {
          order,
          type: input.type,
          title: input.title,
          prompt: input.prompt,
          timeboxSec: input.timeboxSec,
          ...methodField(input),
          ...columnsField(input),
        });
      } else state.phases.push(newPhase(createId(), meeting.id, order, input));
    });
  }
  return meeting;
}

/** Removes meetings and everything recorded in them, except their outcomes (the decision log keeps them). */
export function removeMeetingData(state: MeetingsState, meetingIds: ReadonlySet<string>): void {
  const proposalIds = new Set(state.proposals.filter((p) => meetingIds.has(p.meetingId)).map((p) => p.id));
  state.meetings = state.meetings.filter((m) => !meetingIds.has(m.id));
  state.phases = state.phases.filter((p) => !meetingIds.has(p.meetingId));
  state.ideas = state.ideas.filter((i) => !meetingIds.has(i.meetingId));
  state.groups = state.groups.filter((g) => !meetingIds.has(g.meetingId));
  state.ballots = state.ballots.filter((b) => !meetingIds.has(b.meetingId));
  state.proposals = state.proposals.filter((p) => !meetingIds.has(p.meetingId));
  state.stances = state.stances.filter((st) => !proposalIds.has(st.proposalId));
  state.turns = state.turns.filter((t) => !meetingIds.has(t.meetingId));
  state.notes = state.notes.filter((n) => !meetingIds.has(n.meetingId));
  state.actionItems = state.actionItems.filter((a) => !meetingIds.has(a.meetingId));
  state.controlLog = state.controlLog.filter((entry) => !meetingIds.has(entry.meetingId));
}

/** Deletes a meeting (its host; refused while live). */
export function deleteMeeting(data: MeetingsData, viewer: Viewer, id: string): void {
  const meeting = requireVisibleMeeting(data, id, viewer);
  requireHostOf(meeting, viewer, 'delete this meeting');
  if (meeting.status === 'live') invalidState('A live meeting cannot be deleted: end it first');
  removeMeetingData(data.state, new Set([id]));
}

/** scheduled → live; the first phase opens (its host). */
export function startMeeting(data: MeetingsData, viewer: Viewer, id: string, now: number): StoredMeeting {
  const meeting = requireVisibleMeeting(data, id, viewer);
  requireFacilitator(meeting, viewer, 'start this meeting');
  if (meeting.status !== 'scheduled') invalidState(`The meeting is already ${meeting.status}`);
  const first = phasesOf(data.state, meeting.id)[0];
  if (!first) return invalidState('The meeting has no agenda: add phases first');
  meeting.status = 'live';
  meeting.startedAt = iso(now);
  meeting.updatedAt = iso(now);
  assignDevilsAdvocate(meeting);
  meeting.breakouts = drawBreakouts(meeting);
  meeting.breakoutsMergedAt = null;
  activatePhase(data.state, meeting, first, now);
  logControl(data.state, meeting, viewer.uid, 'start', now, { subjectId: first.id });
  return meeting;
}

/** live → ended; the active phase closes (its host). */
export function endMeeting(data: MeetingsData, viewer: Viewer, id: string, now: number): StoredMeeting {
  const meeting = requireRunningMeeting(data, id, viewer, 'end this meeting');
  settleMeeting(data.state, meeting, now);
  const phase = currentPhase(data.state, meeting);
  if (phase) closePhase(data.state, meeting, phase, now);
  bringGroupsTogether(data.state, meeting, viewer.uid, now);
  meeting.status = 'ended';
  meeting.endedAt = iso(now);
  meeting.updatedAt = iso(now);
  // Its guest links expire with it (and its guests' access: meetings.rules.ts).
  meeting.guestToken = null;
  meeting.spectatorToken = null;
  logControl(data.state, meeting, viewer.uid, 'end', now);
  // A meeting that recurs schedules the next of its series.
  scheduleNext(data.state, meeting, now);
  return meeting;
}

// ---------------------------------------------------------------------------------------------
// Phases
// ---------------------------------------------------------------------------------------------

/** Closes the current phase and opens the next (the host). */
export function advancePhase(
  data: MeetingsData,
  viewer: Viewer,
  meetingId: string,
  now: number,
): StoredMeeting {
  const meeting = requireRunningMeeting(data, meetingId, viewer, 'advance the agenda');
  const current = currentPhase(data.state, meeting);
  const next = phasesOf(data.state, meeting.id).find((phase) => phase.order > (current?.order ?? -1));
  if (current?.status !== 'active' && !next) return invalidState('The last phase is closed: end the meeting');
  moveOn(data.state, meeting, current, next, now, viewer.uid);
  logControl(data.state, meeting, viewer.uid, 'advance', now, { subjectId: next?.id ?? current?.id });
  return meeting;
}

/** Closes the current phase and opens the next, if any (the checks are the caller's). */
function moveOn(
  state: MeetingsState,
  meeting: StoredMeeting,
  current: StoredPhase | undefined,
  next: StoredPhase | undefined,
  now: number,
  actorId: string | null = null,
): void {
  settleMeeting(state, meeting, now);
  // Moving on from writing is the reveal, if nobody has revealed yet.
  if (current?.type === 'silentIdeate' && !current.revealedAt) finishIdeation(current, iso(now));
  if (current) closePhase(state, meeting, current, now);
  // Leaving the group phase brings breakout groups together, if the facilitator has not yet.
  if (current?.type === 'group') bringGroupsTogether(state, meeting, actorId, now);
  if (next) activatePhase(state, meeting, next, now);
  meeting.updatedAt = iso(now);
}

/**
 * advanceWhenReady, at the running phase's bell: the room moves on when its time is up, as when everyone is ready
 * (whichever comes first), with no facilitator acting; the log says time was up. True if it moved on. Not past the
 * last phase (the facilitator ends the meeting).
 */
export function moveOnWhenTimeIsUp(state: MeetingsState, meeting: StoredMeeting, now: number): boolean {
  if (meeting.status !== 'live' || !meeting.settings.advanceWhenReady) return false;
  const phase = currentPhase(state, meeting);
  if (phase?.status !== 'active' || !isTimeUp(phase, now)) return false;
  const next = phasesOf(state, meeting.id).find((entry) => entry.order > phase.order);
  if (!next) return false;
  moveOn(state, meeting, phase, next, now);
  logControl(state, meeting, null, 'autoAdvance', now, { subjectId: next.id, detail: 'time' });
  return true;
}

/**
 * What time settles by itself at a meeting's bell (nextBellOf): a timed reveal, and with advanceWhenReady the room
 * moving on when the running phase's time is up. A server's bells write it on time; the mock before it answers.
 */
export function settleTime(state: MeetingsState, meeting: StoredMeeting, now: number): void {
  settleMeeting(state, meeting, now);
  moveOnWhenTimeIsUp(state, meeting, now);
}

/** Sets or extends the active phase's end time (the host). */
export function setTimer(data: MeetingsData, viewer: Viewer, body: TimerRequest, now: number): StoredMeeting {
  const meeting = requireRunningMeeting(data, body.meetingId, viewer, 'set the timer');
  settleMeeting(data.state, meeting, now);
  const phase = currentPhase(data.state, meeting);
  if (phase?.type === 'silentIdeate' && phase.revealedAt)
    invalidState('The ideas are revealed: this phase has ended and its timer stopped');
  if (phase?.status !== 'active') return invalidState('No phase is active');
  if (body.addSec !== undefined) {
    const from = Math.max(now, phase.endsAt ? Date.parse(phase.endsAt) : now);
    phase.endsAt = iso(from + body.addSec * 1000);
  } else phase.endsAt = body.endsAt ? iso(Date.parse(body.endsAt)) : null;
  logControl(data.state, meeting, viewer.uid, 'timer', now, { subjectId: phase.id });
  return meeting;
}

/** Marks the viewer ready or not in the open phase (a participant). */
export function setReady(
  data: MeetingsData,
  viewer: Viewer,
  meetingId: string,
  ready: boolean,
  now: number,
): StoredMeeting {
  const meeting = requireVisibleMeeting(data, meetingId, viewer);
  requireParticipant(meeting, viewer);
  requireLive(meeting);
  const phase = currentPhase(data.state, meeting);
  if (!phase) return invalidState('No phase is active');
  requireOpenPhase(phase, meeting, now);
  const others = phase.readyIds.filter((id) => id !== viewer.uid);
  phase.readyIds = ready ? [...others, viewer.uid] : others;
  // advanceWhenReady: the last participant to mark ready moves the room on, with no facilitator acting.
  const everyone = participantsOf(meeting);
  const next = phasesOf(data.state, meeting.id).find((entry) => entry.order > phase.order);
  if (meeting.settings.advanceWhenReady && next && everyone.every((id) => phase.readyIds.includes(id))) {
    moveOn(data.state, meeting, phase, next, now);
    logControl(data.state, meeting, null, 'autoAdvance', now, { subjectId: next.id });
  }
  return meeting;
}

/** Reveals every idea of an ideation phase at once (the host; once). */
export function reveal(
  data: MeetingsData,
  viewer: Viewer,
  body: { meetingId: string; phaseId?: string | undefined },
  now: number,
): StoredMeeting {
  const meeting = requireRunningMeeting(data, body.meetingId, viewer, 'reveal the ideas');
  let ideation: StoredPhase | undefined;
  if (body.phaseId) {
    ideation = phasesOf(data.state, meeting.id).find((phase) => phase.id === body.phaseId);
    if (!ideation) return notFound(`Phase ${body.phaseId} does not exist`);
    if (ideation.type !== 'silentIdeate') badRequest('Only an ideation phase can be revealed');
  } else {
    ideation = ideationPhaseFor(data.state, meeting.id, currentPhase(data.state, meeting));
    if (!ideation) return invalidState('This meeting has no ideation phase');
  }
  if (ideation.status === 'pending') invalidState('This ideation phase has not started');
  if (revealedAtOf(ideation, meeting, now)) invalidState('The ideas are already revealed');
  finishIdeation(ideation, iso(now));
  logControl(data.state, meeting, viewer.uid, 'reveal', now, { subjectId: ideation.id });
  return meeting;
}

// ---------------------------------------------------------------------------------------------
// Ideas and groups
// ---------------------------------------------------------------------------------------------

/** Writes a new idea, or edits an own one, in the open ideation phase before the reveal. */
export function saveIdea(
  data: MeetingsData,
  viewer: Viewer,
  body: SaveIdeaRequest,
  now: number,
): { idea: StoredIdea; meeting: StoredMeeting } {
  if (body.id) {
    const { idea, meeting, phase } = requireVisibleIdea(data, body.id, viewer);
    if (idea.authorId !== viewer.uid) forbidden("Only an idea's author may edit it");
    requireIdeaEditable(phase, meeting, now);
    if (body.column !== undefined) idea.column = columnOf(phase, body.column);
    idea.text = body.text;
    if (body.showName !== undefined) idea.showName = meeting.settings.anonymity === 'named' || body.showName;
    idea.updatedAt = iso(now);
    return { idea, meeting };
  }
  if (!body.phaseId) return badRequest('phaseId: required for a new idea');
  const { phase, meeting } = requireVisiblePhase(data, body.phaseId, viewer);
  requireParticipant(meeting, viewer);
  if (body.newId) {
    // Sent again (its answer was lost, the page was offline or reloaded): the idea it made, as it is.
    const earlier = recordWithId(data.state, body.newId);
    if (earlier) {
      const idea = earlier.record as StoredIdea;
      if (earlier.collection !== 'ideas' || idea.authorId !== viewer.uid || idea.phaseId !== phase.id)
        conflict('newId: this id is already in use');
      return { idea, meeting };
    }
    if (data.initiatives.some((initiative) => initiative.id === body.newId))
      conflict('newId: this id is already in use');
  }
  if (phase.type !== 'silentIdeate') invalidState('Ideas are written in an ideation phase');
  requireIdeaEditable(phase, meeting, now);
  const column = columnOf(phase, body.column);
  const idea: StoredIdea = {
    id: body.newId ?? createId(),
    meetingId: meeting.id,
    phaseId: phase.id,
    authorId: viewer.uid,
    text: body.text,
    showName: meeting.settings.anonymity === 'named' || (body.showName ?? false),
    groupId: null,
    hidden: false,
    column,
    createdAt: iso(now),
    updatedAt: iso(now),
  };
  data.state.ideas.push(idea);
  autoReveal(data.state, meeting, phase, now);
  return { idea, meeting };
}

/**
 * The column an idea is written in: one of its phase's (the first when none is named, as a client that knows no
 * columns writes), or none in a phase without columns (naming one there is refused).
 */
function columnOf(phase: StoredPhase, column: number | undefined): number | null {
  const columns = phase.columns ?? [];
  if (columns.length === 0) {
    if (column !== undefined) badRequest('column: this phase writes its ideas in one list, not in columns');
    return null;
  }
  if (column !== undefined && column >= columns.length)
    badRequest(`column: write the idea in one of the phase's columns (0 to ${columns.length - 1})`);
  return column ?? 0;
}

/** Deletes an own idea before the reveal. */
export function deleteIdea(data: MeetingsData, viewer: Viewer, id: string, now: number): void {
  const { idea, meeting, phase } = requireVisibleIdea(data, id, viewer);
  if (idea.authorId !== viewer.uid) forbidden("Only an idea's author may delete it");
  requireIdeaEditable(phase, meeting, now);
  data.state.ideas = data.state.ideas.filter((entry) => entry.id !== id);
}

/**
 * Hides an idea after the reveal, with the reason every member is shown (the host), or shows it again. A
 * hidden idea leaves the ballots of the votes still open: the dots on it return to their voters, and each
 * voter's own ballot says how many came back (results leave it out, open or closed).
 */
export function hideIdea(
  data: MeetingsData,
  viewer: Viewer,
  body: { id: string; hidden: boolean; reason?: string | undefined },
  now: number,
): { idea: StoredIdea; meeting: StoredMeeting } {
  const { idea, meeting, phase } = requireVisibleIdea(data, body.id, viewer);
  requireFacilitator(meeting, viewer, 'hide ideas');
  if (!revealedAtOf(phase, meeting, now)) invalidState('Ideas can be hidden only after the reveal');
  if (body.hidden && !body.reason) return badRequest('reason: say why the idea is hidden');
  if (idea.hidden !== body.hidden) {
    logControl(data.state, meeting, viewer.uid, body.hidden ? 'hide' : 'unhide', now, {
      detail: body.hidden ? (body.reason ?? null) : null,
    });
  }
  idea.hidden = body.hidden;
  idea.hiddenReason = body.hidden ? (body.reason ?? null) : null;
  idea.hiddenAt = body.hidden ? iso(now) : null;
  idea.updatedAt = iso(now);
  if (!body.hidden) return { idea, meeting };
  const openVotes = new Set(
    phasesOf(data.state, meeting.id)
      .filter((p) => p.type === 'vote' && p.status !== 'closed')
      .map((p) => p.id),
  );
  const scoring = new Set(
    phasesOf(data.state, meeting.id)
      .filter((p) => openVotes.has(p.id) && voteMethodOf(p) === 'score')
      .map((p) => p.id),
  );
  for (const ballot of data.state.ballots) {
    if (!openVotes.has(ballot.phaseId)) continue;
    const given = ballot.allocations.filter((entry) => entry.targetId === idea.id);
    if (given.length === 0) continue;
    ballot.allocations = ballot.allocations.filter((entry) => entry.targetId !== idea.id);
    // A score leaves with the idea; dots come back to spend again (and the voter is told).
    const returned = given.reduce((sum, entry) => sum + entry.points, 0);
    if (!scoring.has(ballot.phaseId) && returned > 0)
      ballot.returnedDots = (ballot.returnedDots ?? 0) + returned;
    ballot.updatedAt = iso(now);
  }
  return { idea, meeting };
}

// ---------------------------------------------------------------------------------------------
// Votes, stances, outcomes, turns
// ---------------------------------------------------------------------------------------------

/**
 * Whether two ballots put the same dots (or scores) on the same targets, in any order; with dots a target with 0 is
 * none, with scores 0 is a score.
 */
function sameAllocations(a: readonly Allocation[], b: readonly Allocation[], scores: boolean): boolean {
  const dots = (list: readonly Allocation[]) =>
    list
      .filter((entry) => scores || entry.points > 0)
      .map((entry) => `${entry.targetId}\u0000${entry.points}`)
      .sort()
      .join('\n');
  return dots(a) === dots(b);
}

/** Replaces the viewer's ballot; over the budget or the per-idea cap, 422 and the previous ballot stands. */
export function saveBallot(
  data: MeetingsData,
  viewer: Viewer,
  { phaseId, allocations }: SaveVoteRequest,
  now: number,
): { phase: StoredPhase; meeting: StoredMeeting } {
  const { state } = data;
  const { phase, meeting } = requireVisiblePhase(data, phaseId, viewer);
  requireParticipant(meeting, viewer);
  if (phase.type !== 'vote') badRequest('This phase is not a vote');
  const stored = state.ballots.find((entry) => entry.phaseId === phaseId && entry.voterId === viewer.uid);
  // Sent again once the vote has closed (its answer was lost, the page was offline or reloaded): the ballot it
  // saved in time is answered as it is, not refused.
  const scoring = voteMethodOf(phase) === 'score';
  if (
    stored &&
    !isOpenPhase(phase, meeting, now) &&
    sameAllocations(stored.allocations, allocations, scoring)
  )
    return { phase, meeting };
  requireOpenPhase(phase, meeting, now);
  const targets = ballotTargets(state, meeting, now);
  const ids = allocations.map((entry) => entry.targetId);
  if (new Set(ids).size !== ids.length) badRequest('Each target may appear once in a ballot');
  const inThemes = ids.filter((id) => !targets.has(id) && themeOfIdea(state, meeting, id));
  if (inThemes.length)
    badRequest(`Ideas inside a theme get their dots through the theme: ${inThemes.slice(0, 5).join(', ')}`);
  const unknown = ids.filter((id) => !targets.has(id));
  if (unknown.length) badRequest(`Unknown vote targets: ${unknown.slice(0, 5).join(', ')}`);
  if (scoring) {
    if (allocations.some((entry) => entry.points > SCORE_MAX))
      badRequest(`points: a score is a whole number from 0 to ${SCORE_MAX}`);
  } else {
    const { dotsPerPerson, maxDotsPerIdea } = meeting.settings;
    const total = allocations.reduce((sum, entry) => sum + entry.points, 0);
    if (total > dotsPerPerson)
      fail(MEETING_ERROR_CODES.budgetExceeded, `${total} dots is over the budget of ${dotsPerPerson}`);
    if (allocations.some((entry) => entry.points > maxDotsPerIdea))
      fail(MEETING_ERROR_CODES.budgetExceeded, `At most ${maxDotsPerIdea} dots per idea`);
  }
  // A score of 0 is a score (against); a dot count of 0 is no dots.
  const kept = allocations.filter((entry) => scoring || entry.points > 0).map((entry) => ({ ...entry }));
  const ballot = stored;
  if (ballot) {
    ballot.allocations = kept;
    ballot.updatedAt = iso(now);
    // The voter has seen the dots that came back (they are in this ballot, or left free): told once only.
    delete ballot.returnedDots;
  } else {
    state.ballots.push({
      id: createId(),
      meetingId: meeting.id,
      phaseId,
      voterId: viewer.uid,
      allocations: kept,
      updatedAt: iso(now),
    });
  }
  return { phase, meeting };
}

/**
 * Agree, abstain, object or block (a gradients round: one of its eight levels), with a reason where
 * dissentReasonRequired asks for one.
 */
export function saveStance(
  data: MeetingsData,
  viewer: Viewer,
  body: SaveStanceRequest,
  now: number,
): StoredProposal {
  const { state } = data;
  const { proposal, meeting } = requireVisibleProposal(data, body.proposalId, viewer);
  requireParticipant(meeting, viewer);
  const phase = state.phases.find((entry) => entry.id === proposal.phaseId) as StoredPhase;
  const stance = state.stances.find(
    (entry) => entry.proposalId === proposal.id && entry.voterId === viewer.uid,
  );
  // Sent again once the round has closed (its answer was lost, the page was offline or reloaded): the stance it
  // saved in time is answered as it is, not refused.
  const open = proposal.status === 'open' && isOpenPhase(phase, meeting, now);
  if (stance && !open && stance.choice === body.choice && stance.reason === (body.reason || null))
    return proposal;
  if (proposal.status === 'closed') invalidState('This proposal is closed');
  if (proposal.status === 'draft') invalidState('The consent round has not opened yet');
  requireOpenPhase(phase, meeting, now);
  const method = methodOf(phase);
  if (!STANCE_CHOICES[method].includes(body.choice))
    badRequest(
      method === 'gradients'
        ? `choice: this decision takes a gradient of agreement (${GRADIENT_LEVELS.join(', ')})`
        : 'choice: this decision takes a consent stance (agree, abstain, object, block)',
    );
  // The schema trimmed invisible characters: a reason of only those is no reason.
  const reason = body.reason || null;
  if (meeting.settings.dissentReasonRequired && isDissent(body.choice) && !reason) {
    badRequest(
      method === 'gradients'
        ? 'reason: more discussion needed, a serious disagreement or a veto needs a reason (dissentReasonRequired)'
        : 'reason: an objection or a block needs a reason (dissentReasonRequired)',
    );
  }
  if (stance) Object.assign(stance, { choice: body.choice, reason, updatedAt: iso(now) });
  else {
    state.stances.push({
      id: createId(),
      proposalId: proposal.id,
      voterId: viewer.uid,
      choice: body.choice,
      reason,
      updatedAt: iso(now),
    });
  }
  return proposal;
}

/** Records a decision in the initiative's log (the host, once the meeting has started). */
export function saveOutcome(
  data: MeetingsData,
  viewer: Viewer,
  body: SaveOutcomeRequest,
  now: number,
): Outcome {
  const { state } = data;
  const meeting = requireVisibleMeeting(data, body.meetingId, viewer);
  requireFacilitator(meeting, viewer, 'record outcomes');
  if (meeting.status === 'scheduled') invalidState('Outcomes are recorded once the meeting has started');
  const proposalId = body.proposalId ?? null;
  const proposal = proposalId
    ? state.proposals.find((p) => p.id === proposalId && p.meetingId === meeting.id)
    : undefined;
  if (proposalId && !proposal) badRequest(`Proposal ${proposalId} is not part of this meeting`);
  const existing = body.id
    ? state.outcomes.find((o) => o.id === body.id && o.meetingId === meeting.id)
    : undefined;
  if (body.id && !existing) return notFound(`Outcome ${body.id} does not exist`);
  if (!existing && !proposal) {
    // One way to decide (docs/meetings.md): a decision in words only where no consent round could hold it.
    if (meeting.status === 'ended') invalidState('The meeting has ended: its outcomes are recorded');
    if (phasesOf(state, meeting.id).some((phase) => phase.type === 'decide'))
      invalidState('This meeting decides by consent: record the outcome of its consent round');
  }
  if (proposal && state.outcomes.some((o) => o.proposalId === proposal.id && o.id !== existing?.id))
    invalidState('An outcome is already recorded for this proposal');
  const noDecision = body.noDecision ?? false;
  const { kind, consent } = proposal
    ? consentRecordFor(state, meeting, proposal, {
        noDecision,
        objectionsResolved: body.objectionsResolved ?? false,
      })
    : { kind: noDecision ? ('noDecision' as const) : ('decision' as const), consent: null };
  const statement = body.statement ?? (proposal?.statement as string);
  const reviewOn = body.reviewOn === undefined ? (existing?.reviewOn ?? null) : body.reviewOn;
  const outcome: Outcome = existing ?? {
    id: createId(),
    initiativeId: meeting.initiativeId,
    meetingId: meeting.id,
    meetingTitle: meeting.title,
    proposalId,
    statement,
    decidedAt: iso(now),
    reviewOn,
    kind,
    consent,
  };
  Object.assign(outcome, { statement, reviewOn, proposalId, kind, consent });
  if (!existing) state.outcomes.push(outcome);
  return outcome;
}

/** Moves the round-robin queue on (the host or the current speaker); `passed`: the speaker passes. */
export function nextTurn(
  data: MeetingsData,
  viewer: Viewer,
  meetingId: string,
  passed: boolean,
  now: number,
): StoredMeeting {
  const meeting = requireVisibleMeeting(data, meetingId, viewer);
  requireLive(meeting);
  const phase = currentPhase(data.state, meeting);
  const turn = phase && data.state.turns.find((entry) => entry.phaseId === phase.id);
  if (phase?.status !== 'active' || !turn) return invalidState('No round robin is running');
  if (turn.currentIndex >= turn.queue.length) invalidState('Everyone has had their turn');
  const speaker = turn.queue[turn.currentIndex];
  if (!canFacilitate(meeting, viewer.uid) && viewer.uid !== speaker) {
    forbidden('Only the host, a co-host or the current speaker may move the queue on');
  }
  if (passed && speaker) turn.passedIds = [...turn.passedIds, speaker];
  turn.currentIndex += 1;
  turn.turnStartedAt = turn.currentIndex < turn.queue.length ? iso(now) : null;
  return meeting;
}
