import type { Person, Viewer } from '../auth/auth.people';
import { isMember } from '../initiatives/initiatives.rules';
import { badRequest, notFound } from '../lib/errors';
import { copyUnlessFrozen, frozenMemo, frozenMemoAt } from '../lib/frozenMemo';
import { madeOf } from '../lib/makeup';
import { iso } from '../lib/time';
import {
  type MeetingsState,
  type PresenceEntry,
  type StoredIdea,
  type StoredMeeting,
  type StoredPhase,
  type StoredProposal,
  participantsOf,
  participantSetOf,
  phasesOf,
  facilitatorOf,
  guestsOf,
  phaseMethodOf,
} from './meetings.records';
import {
  canFacilitate,
  type MeetingsData,
  canSeeMeeting,
  currentPhase,
  ideationPhaseFor,
  initiativeOfMeeting,
  proposalsOfPhase,
  requireVisibleMeeting,
  requireVisiblePhase,
  revealedAtOf,
  settledPhase,
  orderOfSorted,
  revealedOrder,
  sortedById,
  submittedIds,
} from './meetings.rules';
import { boardOf, breakoutOf, breakoutsView, groupsApart, onBoard } from './meetings.breakouts';
import { meetingLogView, nextFacilitator } from './meetings.facilitation';
import { guestLinksFor } from './meetings.guests';
import { presentIds } from './meetings.presence';
import { tooFewToCount } from './meetings.results';
import type {
  IdeaGroup,
  IdeasQuery,
  IdeaView,
  IdeasResponse,
  MeetingDetail,
  MeetingSummary,
  ModerationTrace,
  MyBallot,
  Participant,
  PhaseView,
  ProposalView,
  TurnView,
  ViewerAssignment,
} from './meetings.schema';

/**
 * Projections: what each viewer may see of the stored records. Every response of the meetings API is built
 * here, so author ids, voter ids, ready lists and the devil's advocate never leave. Plain functions over the
 * data they are given (no msw, no store).
 */

/** An instant rounded down to its minute: what others receive of when something was written. */
export const toTheMinute = (time: string): string => {
  let minute = minutes.get(time);
  if (minute === undefined) {
    minute = iso(Math.floor(Date.parse(time) / 60_000) * 60_000);
    // Every viewer's ideas view rounds the same instants: the latest few thousand are kept.
    if (minutes.size >= 4_096) minutes.clear();
    minutes.set(time, minute);
  }
  return minute;
};
const minutes = new Map<string, string>();

export function ideaView(
  idea: StoredIdea,
  meeting: StoredMeeting,
  viewer: Viewer,
  data: MeetingsData,
): IdeaView {
  // Someone else's idea, to anyone but a facilitator, reads the same for every such viewer: one view per frozen
  // load, shared (frozenMemo).
  if (idea.authorId !== viewer.uid && !canFacilitate(meeting, viewer.uid))
    return othersIdeaView(idea, meeting, data);
  return ideaViewFor(idea, meeting, viewer.uid, data);
}

const othersIdeaView = frozenMemo((idea: StoredIdea, meeting: StoredMeeting, data: MeetingsData) =>
  ideaViewFor(idea, meeting, null, data),
);

/** The view of an idea for a viewer (null: any viewer who neither wrote it nor facilitates). */
function ideaViewFor(
  idea: StoredIdea,
  meeting: StoredMeeting,
  viewerId: string | null,
  data: MeetingsData,
): IdeaView {
  const named = meeting.settings.anonymity !== 'anonymous' && idea.showName;
  const mine = idea.authorId === viewerId;
  return {
    id: idea.id,
    meetingId: idea.meetingId,
    phaseId: idea.phaseId,
    text: idea.text,
    groupId: idea.groupId,
    hidden: idea.hidden,
    hiddenReason:
      idea.hidden && viewerId !== null && (mine || canFacilitate(meeting, viewerId))
        ? (idea.hiddenReason ?? null)
        : null,
    createdAt: mine ? idea.createdAt : toTheMinute(idea.createdAt),
    isMine: mine,
    column: idea.column ?? null,
    showName: mine ? idea.showName : named,
    authorName: named ? data.personOf(idea.authorId).displayName : null,
    ...breakoutOfIdea(meeting, idea),
  };
}

/** While breakout groups work apart, the group whose board an idea is on (its author's). */
function breakoutOfIdea(meeting: StoredMeeting, idea: StoredIdea): { breakout?: number } {
  const breakout = groupsApart(meeting) ? breakoutOf(meeting, idea.authorId) : null;
  return breakout === null ? {} : { breakout };
}

/**
 * How many eligible people have submitted in a phase; never who. In an open vote or decide phase the count
 * stays null until enough have voted that it no longer tells who (MIN_COUNTED_VOTERS).
 */
export function submissionCounts(
  state: MeetingsState,
  phase: StoredPhase,
  meeting: StoredMeeting,
  viewer: Viewer,
) {
  const submitted = submittedIds(state, phase, meeting);
  const isVote = phase.type === 'vote' || phase.type === 'decide';
  const closed = phase.status === 'closed' || meeting.status === 'ended';
  return {
    submittedCount: isVote && tooFewToCount(closed, submitted.size) ? null : submitted.size,
    eligibleCount: participantsOf(meeting).length,
    viewerSubmitted: submitted.has(viewer.uid),
  };
}

export function proposalView(state: MeetingsState, proposal: StoredProposal, viewer: Viewer): ProposalView {
  const phase = state.phases.find((entry) => entry.id === proposal.phaseId);
  const stance = state.stances.find((s) => s.proposalId === proposal.id && s.voterId === viewer.uid);
  return {
    id: proposal.id,
    meetingId: proposal.meetingId,
    phaseId: proposal.phaseId,
    statement: proposal.statement,
    status: proposal.status,
    round: proposal.round,
    closesAt: phase?.endsAt ?? null,
    viewerStance: stance ? { choice: stance.choice, reason: stance.reason } : null,
  };
}

export function phaseView(
  state: MeetingsState,
  stored: StoredPhase,
  meeting: StoredMeeting,
  viewer: Viewer,
  now: number,
): PhaseView {
  // A timer reveal due by now shows as made (and the phase as finished), whoever reads first.
  const phase = settledPhase(stored, meeting, now);
  const participants = participantSetOf(meeting);
  const rounds = proposalsOfPhase(state, phase.id);
  const proposal = rounds.at(-1);
  return {
    id: phase.id,
    meetingId: phase.meetingId,
    order: phase.order,
    type: phase.type,
    title: phase.title,
    prompt: phase.prompt,
    timeboxSec: phase.timeboxSec,
    columns: phase.columns ?? [],
    status: phase.status,
    startedAt: phase.startedAt,
    endsAt: phase.endsAt,
    closedAt: phase.closedAt,
    revealedAt: phase.revealedAt,
    readyCount: phase.readyIds.filter((id) => participants.has(id)).length,
    ...submissionCounts(state, phase, meeting, viewer),
    viewerReady: phase.readyIds.includes(viewer.uid),
    method: phaseMethodOf(phase),
    proposal: proposal ? proposalView(state, proposal, viewer) : null,
    earlierProposals: rounds.slice(0, -1).map((round) => proposalView(state, round, viewer)),
  };
}

export function turnView(data: MeetingsData, meeting: StoredMeeting, viewer: Viewer): TurnView | null {
  const turn = data.state.turns.find((entry) => entry.phaseId === meeting.currentPhaseId);
  if (!turn) return null;
  const finished = turn.currentIndex >= turn.queue.length;
  const currentSpeakerId = finished ? null : (turn.queue[turn.currentIndex] ?? null);
  return {
    phaseId: turn.phaseId,
    queue: turn.queue.map((userId, index) => {
      const person = data.personOf(userId);
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
      (canFacilitate(meeting, viewer.uid) || viewer.uid === currentSpeakerId),
  };
}

export const DEVILS_ADVOCATE_INSTRUCTIONS =
  "You are this meeting's devil's advocate. Nobody else knows, not even the host. Question the emerging " +
  'consensus: look for the risks, the missing options and the assumptions nobody has tested.';

export function meetingSummary(data: MeetingsData, meeting: StoredMeeting, viewer: Viewer): MeetingSummary {
  return {
    id: meeting.id,
    initiativeId: meeting.initiativeId,
    initiativeTitle: initiativeOfMeeting(data, meeting)?.title ?? '',
    title: meeting.title,
    goal: meeting.goal,
    hostId: meeting.hostId,
    hostName: data.personOf(meeting.hostId).displayName,
    attendeeIds: copyUnlessFrozen(meeting.attendeeIds),
    scheduledAt: meeting.scheduledAt,
    durationMin: meeting.durationMin,
    status: meeting.status,
    template: meeting.template,
    currentPhaseId: meeting.currentPhaseId,
    startedAt: meeting.startedAt,
    endedAt: meeting.endedAt,
    phaseCount: phasesOf(data.state, meeting.id).length,
    viewerRole: viewer.uid === meeting.hostId ? 'host' : 'attendee',
    viewerCanContribute: participantsOf(meeting).includes(viewer.uid),
    coHostIds: copyUnlessFrozen(meeting.coHostIds),
    facilitatorId: facilitatorOf(meeting),
    viewerCanFacilitate: canFacilitate(meeting, viewer.uid),
    seriesId: meeting.seriesId,
    recurrence: meeting.recurrence,
  };
}

/**
 * The host and the attendees, with who is here now and who is ready in the running phase. Every viewer's detail
 * reads the same list: a frozen load's is made once per instant (frozenMemoAt; a frozen meeting is one load's).
 */
function participants(data: MeetingsData, meeting: StoredMeeting, now: number): readonly Participant[] {
  return participantsAt(now, meeting, data.presence ?? NO_PRESENCE, data);
}
const NO_PRESENCE: readonly PresenceEntry[] = Object.freeze([]);

const participantsAt = frozenMemoAt(
  (now: number, meeting: StoredMeeting, presence: readonly PresenceEntry[], data: MeetingsData) => {
    const here = presentIds(presence, meeting.id, now);
    const phase = currentPhase(data.state, meeting);
    const ready = new Set(phase?.status === 'active' ? phase.readyIds : []);
    return participantsOf(meeting).map((id) => ({
      ...data.personOf(id),
      here: meeting.status !== 'ended' && here.has(id),
      ready: ready.has(id),
    }));
  },
);

/** The members who have the meeting open without taking part (spectators), while it is not ended. */
function watching(data: MeetingsData, meeting: StoredMeeting, now: number): Person[] {
  if (meeting.status === 'ended') return [];
  const taking = participantSetOf(meeting);
  const initiative = initiativeOfMeeting(data, meeting);
  const spectators = new Set(meeting.spectatorIds);
  return [...presentIds(data.presence ?? [], meeting.id, now)]
    .filter(
      (id) =>
        !taking.has(id) && (spectators.has(id) || (initiative !== undefined && isMember(initiative, id))),
    )
    .sort()
    .map((id) => data.personOf(id));
}

/** The hidden ideas of a meeting counted per reason: what every member is told of the host's moderation. */
export function moderationTrace(state: MeetingsState, meeting: StoredMeeting): ModerationTrace[] {
  const hidden = state.ideas
    .filter((idea) => idea.meetingId === meeting.id && idea.hidden)
    .sort((a, b) => (a.hiddenAt ?? '').localeCompare(b.hiddenAt ?? ''));
  const counts = new Map<string, number>();
  for (const idea of hidden) {
    const reason = idea.hiddenReason || 'no reason given';
    counts.set(reason, (counts.get(reason) ?? 0) + 1);
  }
  return [...counts].map(([reason, count]) => ({ reason, count }));
}

/** The trace names no viewer: counted once per frozen load (each of 2,000 viewers' details would walk every idea). */
const sharedModerationTrace = frozenMemo(moderationTrace);

export function meetingDetail(
  data: MeetingsData,
  meeting: StoredMeeting,
  viewer: Viewer,
  now: number,
): MeetingDetail {
  const assignment: ViewerAssignment | null =
    meeting.devilsAdvocateId !== null &&
    meeting.devilsAdvocateId === viewer.uid &&
    meeting.status !== 'scheduled'
      ? { kind: 'devilsAdvocate', instructions: DEVILS_ADVOCATE_INSTRUCTIONS }
      : null;
  return {
    ...meetingSummary(data, meeting, viewer),
    settings: {
      ...meeting.settings,
      advanceWhenReady: meeting.settings.advanceWhenReady ?? false,
      breakoutSize: meeting.settings.breakoutSize ?? null,
      quorum: meeting.settings.quorum ?? null,
    },
    // Shared by every viewer of a frozen load (read only; frozen then).
    participants: participants(data, meeting, now) as Participant[],
    watching: watching(data, meeting, now),
    phases: phasesOf(data.state, meeting.id).map((phase) =>
      phaseView(data.state, phase, meeting, viewer, now),
    ),
    turn: turnView(data, meeting, viewer),
    viewerAssignment: assignment,
    outcomes: data.state.outcomes
      .filter((outcome) => outcome.meetingId === meeting.id)
      .map((outcome) => ({ ...outcome })),
    moderation: sharedModerationTrace(data.state, meeting),
    log: meetingLogView(data, meeting),
    viewerLeads: facilitatorOf(meeting) === viewer.uid,
    viewerCanTakeOver:
      meeting.status === 'live' &&
      canFacilitate(meeting, viewer.uid) &&
      nextFacilitator(data, meeting, now) === viewer.uid,
    guestIds: guestsOf(meeting),
    guestLinks: guestLinksFor(meeting, viewer),
    viewerIsGuest: viewer.guestOf !== undefined,
    breakouts: breakoutCounts(data, meeting, viewer, now),
    serverTime: iso(now),
  };
}

/** The breakout groups with who is here, ready and has written in each (meetings.breakouts.ts). */
function breakoutCounts(data: MeetingsData, meeting: StoredMeeting, viewer: Viewer, now: number) {
  const phase = currentPhase(data.state, meeting);
  const live = meeting.status === 'live';
  return breakoutsView(meeting, viewer.uid, {
    here: live ? presentIds(data.presence ?? [], meeting.id, now) : new Set(),
    ready: new Set(live && phase?.status === 'active' ? phase.readyIds : []),
    // While writing and once its ideas are revealed (which closes it), until the next phase opens.
    submitted: live && phase?.type === 'silentIdeate' ? submittedIds(data.state, phase, meeting) : null,
  });
}

const STATUS_RANK = { live: 0, scheduled: 1, ended: 2 } as const;

/** The meetings a viewer may see (optionally of one initiative): live first, then upcoming, then the latest ended. */
export function visibleMeetingSummaries(
  data: MeetingsData,
  viewer: Viewer,
  initiativeId?: string,
): MeetingSummary[] {
  return data.state.meetings
    .filter(
      (meeting) =>
        (initiativeId === undefined || meeting.initiativeId === initiativeId) &&
        canSeeMeeting(data, meeting, viewer),
    )
    .map((meeting) => meetingSummary(data, meeting, viewer))
    .sort((a, b) => {
      if (a.status !== b.status) return STATUS_RANK[a.status] - STATUS_RANK[b.status];
      const diff = a.scheduledAt.localeCompare(b.scheduledAt);
      return a.status === 'ended' ? -diff : diff;
    });
}

/** A phase's ideas by author (once per frozen load). */
const ideasByAuthor = frozenMemo(
  (ideas: readonly StoredIdea[]): ReadonlyMap<string, readonly StoredIdea[]> => {
    const byAuthor = new Map<string, StoredIdea[]>();
    for (const idea of ideas) {
      const written = byAuthor.get(idea.authorId);
      if (written) written.push(idea);
      else byAuthor.set(idea.authorId, [idea]);
    }
    return byAuthor;
  },
);

/**
 * A revealed phase's ideas that everyone on a board sees who does not facilitate (none hidden), sorted by id, and
 * the shared order of that list by phase (shuffle off): once per frozen load and board, not once per viewer.
 */
interface BoardIdeas {
  ideas: readonly StoredIdea[];
  orders: Map<string, readonly StoredIdea[]>;
  /** Others' views of `ideas`, in the same order: the shared part of each viewer's list (madeOf). */
  views?: readonly IdeaView[];
  /** `views` in the order everyone shares (shuffle off), by phase. */
  viewOrders?: Map<string, readonly IdeaView[]>;
  /** The ids of `ideas`. */
  ids?: ReadonlySet<string>;
}
const boardsOfLoad = frozenMemo(
  (_ideas: readonly StoredIdea[], _meeting: StoredMeeting) => new Map<number | null, BoardIdeas>(),
);
function revealedOnBoard(
  ideas: readonly StoredIdea[],
  meeting: StoredMeeting,
  board: number | null,
): BoardIdeas {
  const boards = boardsOfLoad(ideas, meeting);
  let shared = boards.get(board);
  if (!shared) {
    const seen = ideas.filter((idea) => !idea.hidden && onBoard(board, breakoutOf(meeting, idea.authorId)));
    shared = { ideas: Object.freeze(sortedById(seen)), orders: new Map() };
    boards.set(board, shared);
  }
  return shared;
}

/** Others' ideas' views by idea (othersIdeaView), once per frozen load for every viewer who does not facilitate. */
const othersIdeaViews = frozenMemo(
  (_ideas: readonly StoredIdea[], _meeting: StoredMeeting, _data: MeetingsData) =>
    new Map<StoredIdea, IdeaView>(),
);

/** The ideas written in a phase (once per frozen load: frozenMemo). */
const ideasOfPhase = frozenMemo((ideas: readonly StoredIdea[], phase: StoredPhase): readonly StoredIdea[] =>
  ideas.filter((idea) => idea.phaseId === phase.id),
);

export const groupView = (group: IdeaGroup): IdeaGroup => ({
  id: group.id,
  meetingId: group.meetingId,
  title: group.title,
  ideaIds: [...group.ideaIds],
  order: group.order,
  version: group.version,
  ...(group.breakout ? { breakout: group.breakout } : {}),
});

/**
 * Before the reveal: only the viewer's own ideas (the host included). After: every idea, in the
 * viewer's own order when shuffle is on; hidden ideas only to the host (and to their author). While breakout groups
 * work apart, a participant's own group's ideas and themes only (their own ideas always).
 */
export function ideasResponse(
  data: MeetingsData,
  meeting: StoredMeeting,
  ideation: StoredPhase,
  viewer: Viewer,
  orderPhaseId: string,
  now: number,
): IdeasResponse {
  const revealedAt = revealedAtOf(ideation, meeting, now);
  const all = ideasOfPhase(data.state.ideas, ideation);
  const isHost = canFacilitate(meeting, viewer.uid);
  const board = boardOf(meeting, viewer.uid, isHost);
  const own = ideasByAuthor(all).get(viewer.uid) ?? [];
  // Others' ideas read the same for every viewer who does not facilitate: one view each per frozen load.
  const othersViews = isHost ? undefined : othersIdeaViews(all, meeting, data);
  const viewOfOthers = (idea: StoredIdea, views: Map<StoredIdea, IdeaView>) => {
    let view = views.get(idea);
    if (!view) {
      view = othersIdeaView(idea, meeting, data);
      views.set(idea, view);
    }
    return view;
  };
  const viewOf = (idea: StoredIdea) =>
    !othersViews || idea.authorId === viewer.uid
      ? ideaView(idea, meeting, viewer, data)
      : viewOfOthers(idea, othersViews);
  let ideas: IdeaView[];
  /** Whether an idea is in the list (a theme lists those of its ideas the viewer sees); by default, read from it. */
  let isVisible: ((id: string) => boolean) | undefined;
  if (!revealedAt) {
    ideas = [...own].sort((a, b) => a.createdAt.localeCompare(b.createdAt)).map(viewOf);
  } else if (isHost || !othersViews) {
    const seen = all.filter(
      (idea) => idea.authorId === viewer.uid || onBoard(board, breakoutOf(meeting, idea.authorId)),
    );
    ideas = revealedOrder(seen, meeting, viewer.uid, orderPhaseId).map(viewOf);
  } else {
    // What everyone on the board sees who does not facilitate (no hidden idea), once per frozen load and board;
    // the viewer's own ideas that are not in it (hidden, or written off the board) laid over it.
    const onTheBoard = revealedOnBoard(all, meeting, board);
    const inBoard = (idea: StoredIdea) => !idea.hidden && onBoard(board, breakoutOf(meeting, idea.authorId));
    const extra = own.filter((idea) => !inBoard(idea));
    const orderOf = meeting.settings.shuffle ? viewer.uid : 'everyone';
    if (Object.isFrozen(data)) {
      // A frozen load's list is the board's shared views in the viewer's order, the viewer's own ideas' views in
      // place of (or beside) others', and says so (madeOf): a reader comparing it over time (the live channel)
      // spells it for the cost of the viewer's own ideas, not of the board's.
      onTheBoard.views ??= Object.freeze(onTheBoard.ideas.map((idea) => viewOfOthers(idea, othersViews)));
      const mine = own.map((idea) => ideaView(idea, meeting, viewer, data));
      const replaced = own.map((idea) => (inBoard(idea) ? viewOfOthers(idea, othersViews) : null));
      const build = (): IdeaView[] => {
        if (extra.length > 0) {
          const mineOf = new Map(own.map((idea, index) => [idea, mine[index] as IdeaView]));
          return orderOfSorted(sortedById([...onTheBoard.ideas, ...extra]), orderOf, orderPhaseId).map(
            (idea) => mineOf.get(idea) ?? viewOfOthers(idea, othersViews),
          );
        }
        // The order is a shuffle of the list sorted by id, the same for the views as for the ideas.
        const views = onTheBoard.views as readonly IdeaView[];
        let list: IdeaView[];
        if (orderOf === 'everyone') {
          onTheBoard.viewOrders ??= new Map();
          let ordered = onTheBoard.viewOrders.get(orderPhaseId);
          if (!ordered) {
            ordered = Object.freeze(orderOfSorted(views, orderOf, orderPhaseId));
            onTheBoard.viewOrders.set(orderPhaseId, ordered);
          }
          list = [...ordered];
        } else list = orderOfSorted(views, orderOf, orderPhaseId);
        for (const [index, view] of replaced.entries())
          list[list.indexOf(view as IdeaView)] = mine[index] as IdeaView;
        return list;
      };
      // Made only when read: the live channel compares it by its makeup.
      ideas = madeOf(
        { shared: onTheBoard.views, key: `${orderOf}|${orderPhaseId}`, own: mine, replaced },
        build,
      );
      onTheBoard.ids ??= new Set(onTheBoard.ideas.map((idea) => idea.id));
      const onTheBoardIds = onTheBoard.ids;
      isVisible = (id) => onTheBoardIds.has(id) || own.some((idea) => idea.id === id);
    } else {
      const sorted = extra.length > 0 ? sortedById([...onTheBoard.ideas, ...extra]) : onTheBoard.ideas;
      let visible: readonly StoredIdea[];
      if (sorted !== onTheBoard.ideas || orderOf !== 'everyone')
        visible = orderOfSorted(sorted, orderOf, orderPhaseId);
      else {
        visible =
          onTheBoard.orders.get(orderPhaseId) ?? Object.freeze(orderOfSorted(sorted, orderOf, orderPhaseId));
        onTheBoard.orders.set(orderPhaseId, visible);
      }
      ideas = visible.map(viewOf);
    }
  }
  const themes = revealedAt
    ? data.state.groups.filter(
        (group) => group.meetingId === meeting.id && onBoard(board, group.breakout ?? null),
      )
    : [];
  if (themes.length > 0 && !isVisible) {
    const visibleIds = new Set(ideas.map((idea) => idea.id));
    isVisible = (id) => visibleIds.has(id);
  }
  const groups = themes
    .sort((a, b) => a.order - b.order)
    .map((group) => ({
      ...groupView(group),
      ideaIds: group.ideaIds.filter((id) => isVisible?.(id) ?? false),
    }));
  const counts = submissionCounts(data.state, ideation, meeting, viewer);
  return {
    meetingId: meeting.id,
    phaseId: ideation.id,
    revealed: revealedAt !== null,
    revealedAt,
    ideas,
    groups,
    submittedCount: counts.submittedCount ?? 0, // an ideation phase is always counted
    eligibleCount: counts.eligibleCount,
  };
}

/** GET ideas: the ideas of the ideation phase a phase works on (default: the current one), as the viewer may see them. */
export function ideasFor(data: MeetingsData, query: IdeasQuery, viewer: Viewer, now: number): IdeasResponse {
  const meeting = requireVisibleMeeting(data, query.meetingId, viewer);
  const phases = phasesOf(data.state, meeting.id);
  const reference = query.phaseId
    ? (phases.find((phase) => phase.id === query.phaseId) ??
      notFound(`Phase ${query.phaseId} does not exist`))
    : (currentPhase(data.state, meeting) ?? phases[0]);
  const ideation = ideationPhaseFor(data.state, meeting.id, reference);
  if (!ideation || !reference) return notFound('This meeting has no ideation phase');
  return ideasResponse(data, meeting, ideation, viewer, reference.id, now);
}

/** GET votes/mine: the viewer's own ballot in a vote phase. */
export function myBallot(data: MeetingsData, phaseId: string, viewer: Viewer): MyBallot {
  const { phase, meeting } = requireVisiblePhase(data, phaseId, viewer);
  if (phase.type !== 'vote') badRequest('This phase is not a vote');
  return ballotView(data.state, phase, meeting, viewer);
}

export function ballotView(
  state: MeetingsState,
  phase: StoredPhase,
  meeting: StoredMeeting,
  viewer: Viewer,
): MyBallot {
  const ballot = state.ballots.find((entry) => entry.phaseId === phase.id && entry.voterId === viewer.uid);
  const allocations = ballot ? ballot.allocations.map((entry) => ({ ...entry })) : [];
  const spent = allocations.reduce((sum, entry) => sum + entry.points, 0);
  return {
    phaseId: phase.id,
    allocations,
    dotsPerPerson: meeting.settings.dotsPerPerson,
    maxDotsPerIdea: meeting.settings.maxDotsPerIdea,
    dotsRemaining: Math.max(0, meeting.settings.dotsPerPerson - spent),
    submitted: allocations.length > 0,
    returnedDots: ballot?.returnedDots ?? 0,
  };
}
