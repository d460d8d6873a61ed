/** Typed calls to the meetings endpoints (MEETINGS.md) and their query keys. */
import {
  type CreateGroupRequest,
  type DeleteGroupRequest,
  type MergeGroupsRequest,
  type MoveIdeaRequest,
  type RenameGroupRequest,
  type SaveActionItemRequest,
  type ReviewActionRequest,
  type SaveNoteRequest,
  meetingContracts,
  type Participation,
  type Results,
  type SaveIdeaRequest,
  type SaveMeetingRequest,
  type SaveOutcomeRequest,
  type SaveStanceRequest,
  type SaveTemplateRequest,
  type SaveVoteRequest,
  meetingPaths,
} from '@chorus/mock-handlers/contracts';
import { ApiError } from '@chorus/shell';
import { call } from '../lib/call';
import { answerOnLiveView } from '../lib/query';
import { meetingKeys } from '../lib/product/productKeys';
import { serverClock } from './bell';

export { meetingKeys };

/** Results, or only the participation counts while they are hidden (423). */
export type ResultsState =
  | { hidden: false; results: Results }
  | { hidden: true; participation: Participation };

export const meetingsApi = {
  list: (initiativeId?: string, signal?: AbortSignal) =>
    call(meetingContracts.items, { initiativeId }, signal),
  detail: (id: string, signal?: AbortSignal) =>
    call(meetingContracts.item, { id }, signal).then((meeting) => {
      // The bell of a phase is kept by the server's clock (bell.ts).
      serverClock.note(meeting.serverTime);
      return meeting;
    }),
  save: (body: SaveMeetingRequest) => call(meetingContracts.save, body),
  remove: (id: string) => call(meetingContracts.delete, { id }),
  start: (id: string) => call(meetingContracts.start, { id }),
  end: (id: string) => call(meetingContracts.end, { id }),
  advance: (meetingId: string) => call(meetingContracts.advance, { meetingId }),
  extend: (meetingId: string, addSec: number) => call(meetingContracts.timer, { meetingId, addSec }),
  ready: (meetingId: string, ready: boolean) => call(meetingContracts.ready, { meetingId, ready }),
  reveal: (meetingId: string) => call(meetingContracts.reveal, { meetingId }),
  ideas: (meetingId: string, phaseId: string, signal?: AbortSignal) =>
    call(meetingContracts.ideas, { meetingId, phaseId }, signal),
  saveIdea: (body: SaveIdeaRequest) => call(meetingContracts.ideaSave, body),
  deleteIdea: (id: string) => call(meetingContracts.ideaDelete, { id }),
  /** Hiding needs the reason every member is shown; showing again does not. */
  hideIdea: (id: string, hidden: boolean, reason?: string) =>
    call(meetingContracts.ideaHide, { id, hidden, reason }),
  ballot: (phaseId: string, signal?: AbortSignal) => call(meetingContracts.votesMine, { phaseId }, signal),
  vote: (body: SaveVoteRequest) => call(meetingContracts.voteSave, body),
  stance: (body: SaveStanceRequest) => call(meetingContracts.stanceSave, body),
  results: (phaseId: string, signal?: AbortSignal) => resultsOf({ phaseId }, signal),
  /** One consent round's results. */
  proposalResults: (proposalId: string, signal?: AbortSignal) => resultsOf({ proposalId }, signal),
  openProposal: (proposalId: string, statement: string) =>
    call(meetingContracts.proposalOpen, { proposalId, statement }),
  closeProposal: (proposalId: string) => call(meetingContracts.proposalClose, { proposalId }),
  reviseProposal: (proposalId: string, statement: string) =>
    call(meetingContracts.proposalRevise, { proposalId, statement }),
  summary: (id: string, signal?: AbortSignal) => call(meetingContracts.summary, { id }, signal),
  saveOutcome: (body: SaveOutcomeRequest) => call(meetingContracts.outcomeSave, body),
  nextTurn: (meetingId: string, passed?: boolean) => call(meetingContracts.turnNext, { meetingId, passed }),
  /** Chorus extension: the presence heartbeat (here) or the goodbye (here: false). */
  presence: (meetingId: string, here: boolean) => call(meetingContracts.presence, { meetingId, here }),
  /** Chorus extension: hand the lead to the host or a co-host (without userId: take it over). */
  handOff: (meetingId: string, userId?: string) => call(meetingContracts.facilitator, { meetingId, userId }),
  /** Chorus extension: the host turns the guest (or spectator) link on with a new token, or off. */
  guestLink: (meetingId: string, kind: 'guest' | 'spectator', enabled: boolean) =>
    call(meetingContracts.guestLink, { meetingId, kind, enabled }),
  bringTogether: (meetingId: string) => call(meetingContracts.breakoutsMerge, { meetingId }),
  /** An initiative's own templates (issue 35). */
  templates: (initiativeId: string, signal?: AbortSignal) =>
    call(meetingContracts.templates, { initiativeId }, signal),
  saveTemplate: (body: SaveTemplateRequest) => call(meetingContracts.templateSave, body),
  deleteTemplate: (initiativeId: string, id: string) =>
    call(meetingContracts.templateDelete, { initiativeId, id }),
  /** Chorus extension, no session: what a guest link opens. */
  guestPreview: (token: string, signal?: AbortSignal) => call(meetingContracts.guest, { token }, signal),
  /** Chorus extension, no session: join by a guest link under a name. */
  guestJoin: (token: string, displayName: string) => call(meetingContracts.guestJoin, { token, displayName }),
  // Grouping one idea at a time, and the discussion (Chorus extensions).
  moveIdea: (body: MoveIdeaRequest) => call(meetingContracts.ideaMove, body),
  createGroup: (body: CreateGroupRequest) => call(meetingContracts.groupCreate, body),
  renameGroup: (body: RenameGroupRequest) => call(meetingContracts.groupRename, body),
  mergeGroups: (body: MergeGroupsRequest) => call(meetingContracts.groupMerge, body),
  deleteGroup: (body: DeleteGroupRequest) => call(meetingContracts.groupDelete, body),
  /** Chorus extension: themes suggested from the loose ideas' words, and accepting one (perhaps renamed). */
  groupSuggestions: (meetingId: string, signal?: AbortSignal) =>
    call(meetingContracts.groupSuggestions, { meetingId }, signal),
  acceptSuggestion: (meetingId: string, title: string, ideaIds: string[]) =>
    call(meetingContracts.groupSuggestionAccept, { meetingId, title, ideaIds }),
  discussion: (meetingId: string, signal?: AbortSignal) =>
    call(meetingContracts.discussion, { meetingId }, signal),
  saveNote: (body: SaveNoteRequest) => call(meetingContracts.noteSave, body),
  saveActionItem: (body: SaveActionItemRequest) => call(meetingContracts.actionSave, body),
  // Meeting series (issue 35).
  review: (meetingId: string, signal?: AbortSignal) => call(meetingContracts.review, { meetingId }, signal),
  markReview: (body: ReviewActionRequest) => call(meetingContracts.reviewMark, body),
  series: (initiativeId: string, signal?: AbortSignal) =>
    call(meetingContracts.series, { initiativeId }, signal),
};

async function resultsOf(
  query: { phaseId: string } | { proposalId: string },
  signal?: AbortSignal,
): Promise<ResultsState> {
  try {
    return { hidden: false, results: await call(meetingContracts.results, query, signal) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 423) {
      const body = error.body as { participation?: Participation } | undefined;
      return { hidden: true, participation: body?.participation ?? { eligible: 0, voted: 0 } };
    }
    throw error;
  }
}

/**
 * Where the answers a server's live event carries (the views that moved for the viewer, as their GET gives them)
 * go: each into the query that reads it, kept as that query keeps it, so the page shows the change without
 * reading it again. A read with another input (a list over every meeting) is not placed: it is read again.
 */
const text = (input: Record<string, unknown>, key: string) =>
  typeof input[key] === 'string' ? (input[key] as string) : undefined;
const placed = (queryKey: readonly unknown[] | undefined, data: unknown) =>
  queryKey ? { queryKey, data } : undefined;
answerOnLiveView(meetingPaths.item, (input, body) => {
  const id = text(input, 'id');
  if (!id) return undefined;
  // The bell of a phase is kept by the server's clock (bell.ts): the answer's clock says when it was sent.
  serverClock.note((body as { serverTime?: string }).serverTime ?? '');
  return placed(meetingKeys.detail(id), body);
});
answerOnLiveView(meetingPaths.ideas, (input, body) => {
  const [meetingId, phaseId] = [text(input, 'meetingId'), text(input, 'phaseId')];
  return placed(meetingId && phaseId ? meetingKeys.ideas(meetingId, phaseId) : undefined, body);
});
answerOnLiveView(meetingPaths.votesMine, (input, body) => {
  const phaseId = text(input, 'phaseId');
  return placed(phaseId ? meetingKeys.ballot(phaseId) : undefined, body);
});
answerOnLiveView(meetingPaths.results, (input, body) => {
  const [phaseId, proposalId] = [text(input, 'phaseId'), text(input, 'proposalId')];
  const data: ResultsState = { hidden: false, results: body as Results };
  if (proposalId) return placed(meetingKeys.proposalResults(proposalId), data);
  return placed(phaseId ? meetingKeys.results(phaseId) : undefined, data);
});
answerOnLiveView(meetingPaths.summary, (input, body) => {
  const id = text(input, 'id');
  return placed(id ? meetingKeys.summary(id) : undefined, body);
});
answerOnLiveView(meetingPaths.discussion, (input, body) => {
  const meetingId = text(input, 'meetingId');
  return placed(meetingId ? meetingKeys.discussion(meetingId) : undefined, body);
});
answerOnLiveView(meetingPaths.review, (input, body) => {
  const meetingId = text(input, 'meetingId');
  return placed(meetingId ? meetingKeys.review(meetingId) : undefined, body);
});
