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
import { meetingContracts } from './meetings.contracts';
import { closeProposal, openProposal, reviseProposal } from './meetings.decisions';
import {
  discussionFor,
  discussionView,
  reportDiscussion,
  saveActionItem,
  saveNote,
} from './meetings.discussion';
import {
  acceptSuggestion,
  mergeBreakouts,
  createTheme,
  groupSuggestions,
  deleteTheme,
  groupsView,
  mergeThemes,
  moveIdea,
  renameTheme,
  saveTheme,
} from './meetings.grouping';
import { handOff } from './meetings.facilitation';
import { setGuestLink } from './meetings.guests';
import { deleteTemplate, saveTemplate, templatesOf } from './meetings.ownTemplates';
import { markPresence } from './meetings.presence';
import { markReview, reviewFor, seriesOf } from './meetings.series';
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

/**
 * An endpoint whose resolve works within the one meeting its input names (lib/endpoints.ts' `scope`): the server
 * loads and locks that meeting, not its whole initiative. Listing, creating and deleting meetings, and outcomes
 * (the initiative's decision log), are not.
 */
const meetingEndpoint: typeof dataEndpoint = (contract, resolve, options = {}) =>
  dataEndpoint(contract, resolve, { ...options, scope: 'meeting' });

/**
 * The meetings API, as endpoint definitions (lib/endpoints.ts): each validates, runs one rule or change
 * (meetings.changes.ts, meetings.rules.ts, meetings.results.ts) on the data of its context, and answers its
 * projection for the viewer (meetings.projections.ts). The mock (meetings.handlers.ts) and the server mount them.
 */
export const meetingEndpoints = [
  dataEndpoint(meetingContracts.templates, ({ initiativeId }, { viewer, data }) =>
    templatesOf(data, initiativeId, viewer),
  ),

  // The initiative keeps its templates: these change the initiative, not only the meeting.
  dataEndpoint(meetingContracts.templateSave, (body, { viewer, data, now }) =>
    saveTemplate(data, viewer, body, now),
  ),

  dataEndpoint(meetingContracts.templateDelete, (body, { viewer, data, now }) => {
    deleteTemplate(data, viewer, body, now);
    return { id: body.id };
  }),

  dataEndpoint(meetingContracts.items, (query, { viewer, data }) =>
    visibleMeetingSummaries(data, viewer, query.initiativeId).filter(
      (m) => !query.status || m.status === query.status,
    ),
  ),

  meetingEndpoint(meetingContracts.item, ({ id }, { viewer, data, now }) =>
    meetingDetail(data, requireVisibleMeeting(data, id, viewer), viewer, now),
  ),

  dataEndpoint(meetingContracts.save, (body, { viewer, data, now }) =>
    meetingDetail(data, saveMeeting(data, viewer, body, now), viewer, now),
  ),

  dataEndpoint(meetingContracts.delete, ({ id }, { viewer, data }) => {
    deleteMeeting(data, viewer, id);
    return { id };
  }),

  meetingEndpoint(meetingContracts.start, ({ id }, { viewer, data, now }) =>
    meetingDetail(data, startMeeting(data, viewer, id, now), viewer, now),
  ),

  meetingEndpoint(meetingContracts.end, ({ id }, { viewer, data, now }) =>
    meetingDetail(data, endMeeting(data, viewer, id, now), viewer, now),
  ),

  meetingEndpoint(meetingContracts.advance, ({ meetingId }, { viewer, data, now }) =>
    meetingDetail(data, advancePhase(data, viewer, meetingId, now), viewer, now),
  ),

  meetingEndpoint(meetingContracts.timer, (body, { viewer, data, now }) =>
    meetingDetail(data, setTimer(data, viewer, body, now), viewer, now),
  ),

  meetingEndpoint(meetingContracts.ready, ({ meetingId, ready }, { viewer, data, now }) =>
    meetingDetail(data, setReady(data, viewer, meetingId, ready, now), viewer, now),
  ),

  meetingEndpoint(meetingContracts.reveal, (body, { viewer, data, now }) =>
    meetingDetail(data, reveal(data, viewer, body, now), viewer, now),
  ),

  meetingEndpoint(meetingContracts.ideas, (query, { viewer, data, now }) =>
    ideasFor(data, query, viewer, now),
  ),

  meetingEndpoint(meetingContracts.ideaSave, (body, { viewer, data, now }) => {
    const { idea, meeting } = saveIdea(data, viewer, body, now);
    return ideaView(idea, meeting, viewer, data);
  }),

  meetingEndpoint(meetingContracts.ideaDelete, ({ id }, { viewer, data, now }) => {
    deleteIdea(data, viewer, id, now);
    return { id };
  }),

  meetingEndpoint(meetingContracts.ideaHide, (body, { viewer, data, now }) => {
    const { idea, meeting } = hideIdea(data, viewer, body, now);
    return ideaView(idea, meeting, viewer, data);
  }),

  meetingEndpoint(meetingContracts.groupSave, (body, { viewer, data, now }) =>
    saveTheme(data, viewer, body, now),
  ),

  meetingEndpoint(meetingContracts.votesMine, ({ phaseId }, { viewer, data }) =>
    myBallot(data, phaseId, viewer),
  ),

  meetingEndpoint(meetingContracts.voteSave, (body, { viewer, data, now }) => {
    const { phase, meeting } = saveBallot(data, viewer, body, now);
    return ballotView(data.state, phase, meeting, viewer);
  }),

  meetingEndpoint(meetingContracts.stanceSave, (body, { viewer, data, now }) =>
    proposalView(data.state, saveStance(data, viewer, body, now), viewer),
  ),

  meetingEndpoint(meetingContracts.results, (query, { viewer, data, now }) =>
    resultsFor(data, query, viewer, now),
  ),

  dataEndpoint(meetingContracts.outcomeSave, (body, { viewer, data, now }) => ({
    ...saveOutcome(data, viewer, body, now),
  })),

  // Presence (a Chorus extension): a heartbeat tells the other tabs only when who is here changes.
  meetingEndpoint(
    meetingContracts.presence,
    (body, { viewer, data, now, notify }) => {
      const { meeting, changed } = markPresence(data, data.presence ?? [], viewer, body, now);
      if (changed) notify(meeting.id);
      return meetingDetail(data, meeting, viewer, now);
    },
    { write: false },
  ),

  meetingEndpoint(meetingContracts.facilitator, (body, { viewer, data, now }) =>
    meetingDetail(data, handOff(data, viewer, body, now), viewer, now),
  ),

  meetingEndpoint(meetingContracts.guestLink, (body, { viewer, data, now }) =>
    meetingDetail(data, setGuestLink(data, viewer, body, now), viewer, now),
  ),

  meetingEndpoint(meetingContracts.breakoutsMerge, ({ meetingId }, { viewer, data, now }) =>
    meetingDetail(data, mergeBreakouts(data, viewer, meetingId, now), viewer, now),
  ),

  meetingEndpoint(meetingContracts.turnNext, ({ meetingId, passed }, { viewer, data, now }) =>
    meetingDetail(data, nextTurn(data, viewer, meetingId, passed ?? false, now), viewer, now),
  ),

  meetingEndpoint(meetingContracts.proposalOpen, (body, { viewer, data, now }) =>
    meetingDetail(data, openProposal(data, viewer, body, now), viewer, now),
  ),

  meetingEndpoint(meetingContracts.proposalClose, ({ proposalId }, { viewer, data, now }) =>
    meetingDetail(data, closeProposal(data, viewer, proposalId, now), viewer, now),
  ),

  meetingEndpoint(meetingContracts.proposalRevise, (body, { viewer, data, now }) =>
    meetingDetail(data, reviseProposal(data, viewer, body, now), viewer, now),
  ),

  meetingEndpoint(meetingContracts.summary, ({ id }, { viewer, data, now }) =>
    meetingReport(data, id, viewer, now, reportDiscussion(data, id, viewer)),
  ),

  // Chorus extensions: grouping one idea at a time, and the discussion (docs/meetings.md).
  meetingEndpoint(meetingContracts.ideaMove, (body, { viewer, data, now }) =>
    groupsView(data, moveIdea(data, viewer, body, now), viewer),
  ),
  meetingEndpoint(meetingContracts.groupCreate, (body, { viewer, data, now }) =>
    groupsView(data, createTheme(data, viewer, body, now), viewer),
  ),
  meetingEndpoint(meetingContracts.groupRename, (body, { viewer, data, now }) =>
    groupsView(data, renameTheme(data, viewer, body, now), viewer),
  ),
  meetingEndpoint(meetingContracts.groupMerge, (body, { viewer, data, now }) =>
    groupsView(data, mergeThemes(data, viewer, body, now), viewer),
  ),
  meetingEndpoint(meetingContracts.groupDelete, (body, { viewer, data, now }) =>
    groupsView(data, deleteTheme(data, viewer, body, now), viewer),
  ),
  // Grouping suggestions (issue 35): computed from the loose ideas' words; accepting one places them.
  meetingEndpoint(meetingContracts.groupSuggestions, ({ meetingId }, { viewer, data, now }) =>
    groupSuggestions(data, viewer, meetingId, now),
  ),
  meetingEndpoint(meetingContracts.groupSuggestionAccept, (body, { viewer, data, now }) =>
    groupsView(data, acceptSuggestion(data, viewer, body, now), viewer),
  ),
  meetingEndpoint(meetingContracts.discussion, ({ meetingId }, { viewer, data }) =>
    discussionFor(data, meetingId, viewer),
  ),
  meetingEndpoint(meetingContracts.noteSave, (body, { viewer, data, now }) =>
    discussionView(data, saveNote(data, viewer, body, now)),
  ),
  meetingEndpoint(meetingContracts.actionSave, (body, { viewer, data, now }) =>
    discussionView(data, saveActionItem(data, viewer, body, now)),
  ),
  // Series (issue 35): a review reads and marks the action items of the series' other meetings, so it loads the
  // initiative's meetings, not the one meeting.
  dataEndpoint(meetingContracts.review, ({ meetingId }, { viewer, data }) =>
    reviewFor(data, meetingId, viewer),
  ),
  dataEndpoint(meetingContracts.reviewMark, (body, { viewer, data, now }) =>
    markReview(data, viewer, body, now),
  ),
  dataEndpoint(meetingContracts.series, ({ initiativeId }, { viewer, data }) =>
    seriesOf(data, initiativeId, viewer),
  ),
];
