/** Typed calls to the meetings endpoints (MEETINGS.md) and their query keys. */
import {
  type CreateGroupRequest,
  type DeleteGroupRequest,
  type Discussion,
  type GroupsResponse,
  type MergeGroupsRequest,
  type MoveIdeaRequest,
  type RenameGroupRequest,
  type SaveActionItemRequest,
  type SaveNoteRequest,
  type IdeasResponse,
  type IdeaView,
  type MeetingDetail,
  type MeetingReport,
  type MeetingSummary,
  type MyBallot,
  meetingPaths,
  type Outcome,
  type Participation,
  type ProposalView,
  type Results,
  type SaveIdeaRequest,
  type SaveMeetingRequest,
  type SaveOutcomeRequest,
  type SaveStanceRequest,
  type SaveVoteRequest,
} from '@chorus/mock-handlers/contracts';
import { ApiError, api } from '@chorus/shell';
import { meetingKeys } from '../lib/product/productKeys';
import { serverClock } from './bell';

export { meetingKeys };

/** Results, or only the participation counts while they are hidden (423). */
export type ResultsState =
  | { hidden: false; results: Results }
  | { hidden: true; participation: Participation };

export const meetingsApi = {
  list: (initiativeId?: string, signal?: AbortSignal) =>
    api.get<MeetingSummary[]>(meetingPaths.items, { initiativeId }, signal),
  detail: (id: string, signal?: AbortSignal) =>
    api.get<MeetingDetail>(meetingPaths.item, { id }, signal).then((meeting) => {
      // The bell of a phase is kept by the server's clock (bell.ts).
      serverClock.note(meeting.serverTime);
      return meeting;
    }),
  save: (body: SaveMeetingRequest) => api.post<MeetingDetail>(meetingPaths.save, body),
  remove: (id: string) => api.post<{ id: string }>(meetingPaths.delete, { id }),
  start: (id: string) => api.post<MeetingDetail>(meetingPaths.start, { id }),
  end: (id: string) => api.post<MeetingDetail>(meetingPaths.end, { id }),
  advance: (meetingId: string) => api.post<MeetingDetail>(meetingPaths.advance, { meetingId }),
  extend: (meetingId: string, addSec: number) =>
    api.post<MeetingDetail>(meetingPaths.timer, { meetingId, addSec }),
  ready: (meetingId: string, ready: boolean) =>
    api.post<MeetingDetail>(meetingPaths.ready, { meetingId, ready }),
  reveal: (meetingId: string) => api.post<MeetingDetail>(meetingPaths.reveal, { meetingId }),
  ideas: (meetingId: string, phaseId: string, signal?: AbortSignal) =>
    api.get<IdeasResponse>(meetingPaths.ideas, { meetingId, phaseId }, signal),
  saveIdea: (body: SaveIdeaRequest) => api.post<IdeaView>(meetingPaths.ideaSave, body),
  deleteIdea: (id: string) => api.post<{ id: string }>(meetingPaths.ideaDelete, { id }),
  /** Hiding needs the reason every member is shown; showing again does not. */
  hideIdea: (id: string, hidden: boolean, reason?: string) =>
    api.post<IdeaView>(meetingPaths.ideaHide, { id, hidden, reason }),
  ballot: (phaseId: string, signal?: AbortSignal) =>
    api.get<MyBallot>(meetingPaths.votesMine, { phaseId }, signal),
  vote: (body: SaveVoteRequest) => api.post<MyBallot>(meetingPaths.voteSave, body),
  stance: (body: SaveStanceRequest) => api.post<ProposalView>(meetingPaths.stanceSave, body),
  results: (phaseId: string, signal?: AbortSignal) => resultsOf({ phaseId }, signal),
  /** One consent round's results. */
  proposalResults: (proposalId: string, signal?: AbortSignal) => resultsOf({ proposalId }, signal),
  openProposal: (proposalId: string, statement: string) =>
    api.post<MeetingDetail>(meetingPaths.proposalOpen, { proposalId, statement }),
  closeProposal: (proposalId: string) => api.post<MeetingDetail>(meetingPaths.proposalClose, { proposalId }),
  reviseProposal: (proposalId: string, statement: string) =>
    api.post<MeetingDetail>(meetingPaths.proposalRevise, { proposalId, statement }),
  summary: (id: string, signal?: AbortSignal) => api.get<MeetingReport>(meetingPaths.summary, { id }, signal),
  saveOutcome: (body: SaveOutcomeRequest) => api.post<Outcome>(meetingPaths.outcomeSave, body),
  nextTurn: (meetingId: string, passed?: boolean) =>
    api.post<MeetingDetail>(meetingPaths.turnNext, { meetingId, passed }),
  /** Chorus extension: the presence heartbeat (here) or the goodbye (here: false). */
  presence: (meetingId: string, here: boolean) =>
    api.post<MeetingDetail>(meetingPaths.presence, { meetingId, here }),
  // Grouping one idea at a time, and the discussion (Chorus extensions).
  moveIdea: (body: MoveIdeaRequest) => api.post<GroupsResponse>(meetingPaths.ideaMove, body),
  createGroup: (body: CreateGroupRequest) => api.post<GroupsResponse>(meetingPaths.groupCreate, body),
  renameGroup: (body: RenameGroupRequest) => api.post<GroupsResponse>(meetingPaths.groupRename, body),
  mergeGroups: (body: MergeGroupsRequest) => api.post<GroupsResponse>(meetingPaths.groupMerge, body),
  deleteGroup: (body: DeleteGroupRequest) => api.post<GroupsResponse>(meetingPaths.groupDelete, body),
  discussion: (meetingId: string, signal?: AbortSignal) =>
    api.get<Discussion>(meetingPaths.discussion, { meetingId }, signal),
  saveNote: (body: SaveNoteRequest) => api.post<Discussion>(meetingPaths.noteSave, body),
  saveActionItem: (body: SaveActionItemRequest) => api.post<Discussion>(meetingPaths.actionSave, body),
};

async function resultsOf(
  query: { phaseId: string } | { proposalId: string },
  signal?: AbortSignal,
): Promise<ResultsState> {
  try {
    return { hidden: false, results: await api.get<Results>(meetingPaths.results, query, signal) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 423) {
      const body = error.body as { participation?: Participation } | undefined;
      return { hidden: true, participation: body?.participation ?? { eligible: 0, voted: 0 } };
    }
    throw error;
  }
}
