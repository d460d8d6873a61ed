import {
  advancePhase,
  deleteIdea,
  deleteMeeting,
  endMeeting,
  hideIdea,
  nextTurn,
  reveal,
  saveBallot,
  saveIdea,
  saveMeeting,
  saveOutcome,
  saveStance,
  setReady,
  setTimer,
  startMeeting,
} from './meetings.changes';
import { dataEndpoint } from './meetings.context';
import { closeProposal, openProposal, reviseProposal } from './meetings.decisions';
import {
  discussionFor,
  discussionView,
  reportDiscussion,
  saveActionItem,
  saveNote,
} from './meetings.discussion';
import {
  createTheme,
  deleteTheme,
  groupsView,
  mergeThemes,
  moveIdea,
  renameTheme,
  saveTheme,
} from './meetings.grouping';
import { markPresence } from './meetings.presence';
import {
  ballotView,
  ideaView,
  ideasFor,
  meetingDetail,
  myBallot,
  proposalView,
  visibleMeetingSummaries,
} from './meetings.projections';
import { meetingReport } from './meetings.report';
import { resultsFor } from './meetings.results';
import { requireVisibleMeeting } from './meetings.rules';
import {
  ByIdQuerySchema,
  ByIdRequestSchema,
  CreateGroupRequestSchema,
  DeleteGroupRequestSchema,
  DiscussionQuerySchema,
  MergeGroupsRequestSchema,
  MoveIdeaRequestSchema,
  RenameGroupRequestSchema,
  SaveActionItemRequestSchema,
  SaveNoteRequestSchema,
  HideIdeaRequestSchema,
  IdeasQuerySchema,
  MeetingIdRequestSchema,
  MeetingsQuerySchema,
  PresenceRequestSchema,
  OpenProposalRequestSchema,
  ProposalIdRequestSchema,
  ReviseProposalRequestSchema,
  ReadyRequestSchema,
  ResultsQuerySchema,
  RevealRequestSchema,
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
} from './meetings.schema';

/**
 * The meetings API, as endpoint definitions (lib/endpoints.ts): each validates, runs one rule or change
 * (meetings.changes.ts, meetings.rules.ts, meetings.results.ts) on the data of its context, and answers its
 * projection for the viewer (meetings.projections.ts). The mock (meetings.handlers.ts) and the server mount them.
 */
export const meetingEndpoints = [
  dataEndpoint.get(meetingPaths.items, MeetingsQuerySchema, (query, { viewer, data }) =>
    visibleMeetingSummaries(data, viewer, query.initiativeId).filter(
      (m) => !query.status || m.status === query.status,
    ),
  ),

  dataEndpoint.get(meetingPaths.item, ByIdQuerySchema, ({ id }, { viewer, data, now }) =>
    meetingDetail(data, requireVisibleMeeting(data, id, viewer), viewer, now),
  ),

  dataEndpoint.post(meetingPaths.save, SaveMeetingRequestSchema, (body, { viewer, data, now }) =>
    meetingDetail(data, saveMeeting(data, viewer, body, now), viewer, now),
  ),

  dataEndpoint.post(meetingPaths.delete, ByIdRequestSchema, ({ id }, { viewer, data }) => {
    deleteMeeting(data, viewer, id);
    return { id };
  }),

  dataEndpoint.post(meetingPaths.start, ByIdRequestSchema, ({ id }, { viewer, data, now }) =>
    meetingDetail(data, startMeeting(data, viewer, id, now), viewer, now),
  ),

  dataEndpoint.post(meetingPaths.end, ByIdRequestSchema, ({ id }, { viewer, data, now }) =>
    meetingDetail(data, endMeeting(data, viewer, id, now), viewer, now),
  ),

  dataEndpoint.post(meetingPaths.advance, MeetingIdRequestSchema, ({ meetingId }, { viewer, data, now }) =>
    meetingDetail(data, advancePhase(data, viewer, meetingId, now), viewer, now),
  ),

  dataEndpoint.post(meetingPaths.timer, TimerRequestSchema, (body, { viewer, data, now }) =>
    meetingDetail(data, setTimer(data, viewer, body, now), viewer, now),
  ),

  dataEndpoint.post(meetingPaths.ready, ReadyRequestSchema, ({ meetingId, ready }, { viewer, data, now }) =>
    meetingDetail(data, setReady(data, viewer, meetingId, ready, now), viewer, now),
  ),

  dataEndpoint.post(meetingPaths.reveal, RevealRequestSchema, (body, { viewer, data, now }) =>
    meetingDetail(data, reveal(data, viewer, body, now), viewer, now),
  ),

  dataEndpoint.get(meetingPaths.ideas, IdeasQuerySchema, (query, { viewer, data, now }) =>
    ideasFor(data, query, viewer, now),
  ),

  dataEndpoint.post(meetingPaths.ideaSave, SaveIdeaRequestSchema, (body, { viewer, data, now }) => {
    const { idea, meeting } = saveIdea(data, viewer, body, now);
    return ideaView(idea, meeting, viewer, data);
  }),

  dataEndpoint.post(meetingPaths.ideaDelete, ByIdRequestSchema, ({ id }, { viewer, data, now }) => {
    deleteIdea(data, viewer, id, now);
    return { id };
  }),

  dataEndpoint.post(meetingPaths.ideaHide, HideIdeaRequestSchema, (body, { viewer, data, now }) => {
    const { idea, meeting } = hideIdea(data, viewer, body, now);
    return ideaView(idea, meeting, viewer, data);
  }),

  dataEndpoint.post(meetingPaths.groupSave, SaveGroupRequestSchema, (body, { viewer, data, now }) =>
    saveTheme(data, viewer, body, now),
  ),

  dataEndpoint.get(meetingPaths.votesMine, VotesQuerySchema, ({ phaseId }, { viewer, data }) =>
    myBallot(data, phaseId, viewer),
  ),

  dataEndpoint.post(meetingPaths.voteSave, SaveVoteRequestSchema, (body, { viewer, data, now }) => {
    const { phase, meeting } = saveBallot(data, viewer, body, now);
    return ballotView(data.state, phase, meeting, viewer);
  }),

  dataEndpoint.post(meetingPaths.stanceSave, SaveStanceRequestSchema, (body, { viewer, data, now }) =>
    proposalView(data.state, saveStance(data, viewer, body, now), viewer),
  ),

  dataEndpoint.get(meetingPaths.results, ResultsQuerySchema, (query, { viewer, data, now }) =>
    resultsFor(data, query, viewer, now),
  ),

  dataEndpoint.post(meetingPaths.outcomeSave, SaveOutcomeRequestSchema, (body, { viewer, data, now }) => ({
    ...saveOutcome(data, viewer, body, now),
  })),

  // Presence (a Chorus extension): a heartbeat tells the other tabs only when who is here changes.
  dataEndpoint.post(
    meetingPaths.presence,
    PresenceRequestSchema,
    (body, { viewer, data, now, notify }) => {
      const { meeting, changed } = markPresence(data, data.presence ?? [], viewer, body, now);
      if (changed) notify(meeting.id);
      return meetingDetail(data, meeting, viewer, now);
    },
    { write: false },
  ),

  dataEndpoint.post(
    meetingPaths.turnNext,
    TurnNextRequestSchema,
    ({ meetingId, passed }, { viewer, data, now }) =>
      meetingDetail(data, nextTurn(data, viewer, meetingId, passed ?? false, now), viewer, now),
  ),

  dataEndpoint.post(meetingPaths.proposalOpen, OpenProposalRequestSchema, (body, { viewer, data, now }) =>
    meetingDetail(data, openProposal(data, viewer, body, now), viewer, now),
  ),

  dataEndpoint.post(
    meetingPaths.proposalClose,
    ProposalIdRequestSchema,
    ({ proposalId }, { viewer, data, now }) =>
      meetingDetail(data, closeProposal(data, viewer, proposalId, now), viewer, now),
  ),

  dataEndpoint.post(meetingPaths.proposalRevise, ReviseProposalRequestSchema, (body, { viewer, data, now }) =>
    meetingDetail(data, reviseProposal(data, viewer, body, now), viewer, now),
  ),

  dataEndpoint.get(meetingPaths.summary, ByIdQuerySchema, ({ id }, { viewer, data, now }) =>
    meetingReport(data, id, viewer, now, reportDiscussion(data, id, viewer)),
  ),

  // Chorus extensions: grouping one idea at a time, and the discussion (docs/meetings.md).
  dataEndpoint.post(meetingPaths.ideaMove, MoveIdeaRequestSchema, (body, { viewer, data, now }) =>
    groupsView(data, moveIdea(data, viewer, body, now), viewer),
  ),
  dataEndpoint.post(meetingPaths.groupCreate, CreateGroupRequestSchema, (body, { viewer, data, now }) =>
    groupsView(data, createTheme(data, viewer, body, now), viewer),
  ),
  dataEndpoint.post(meetingPaths.groupRename, RenameGroupRequestSchema, (body, { viewer, data, now }) =>
    groupsView(data, renameTheme(data, viewer, body, now), viewer),
  ),
  dataEndpoint.post(meetingPaths.groupMerge, MergeGroupsRequestSchema, (body, { viewer, data, now }) =>
    groupsView(data, mergeThemes(data, viewer, body, now), viewer),
  ),
  dataEndpoint.post(meetingPaths.groupDelete, DeleteGroupRequestSchema, (body, { viewer, data, now }) =>
    groupsView(data, deleteTheme(data, viewer, body, now), viewer),
  ),
  dataEndpoint.get(meetingPaths.discussion, DiscussionQuerySchema, ({ meetingId }, { viewer, data }) =>
    discussionFor(data, meetingId, viewer),
  ),
  dataEndpoint.post(meetingPaths.noteSave, SaveNoteRequestSchema, (body, { viewer, data, now }) =>
    discussionView(data, saveNote(data, viewer, body, now)),
  ),
  dataEndpoint.post(meetingPaths.actionSave, SaveActionItemRequestSchema, (body, { viewer, data, now }) =>
    discussionView(data, saveActionItem(data, viewer, body, now)),
  ),
];
