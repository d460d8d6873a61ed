/** Typed calls to the meetings endpoints (MEETINGS.md) and their query keys. */
import { meetingPaths, } from '@chorus/mock-handlers/contracts';
import { ApiError, api } from '@chorus/shell';
import { meetingKeys } from '../lib/product/productKeys';
import { serverClock } from './bell';
export { meetingKeys };
export const meetingsApi = {
    list: (initiativeId, signal) => api.get(meetingPaths.items, { initiativeId }, signal),
    detail: (id, signal) => api.get(meetingPaths.item, { id }, signal).then((meeting) => {
        // The bell of a phase is kept by the server's clock (bell.ts).
        serverClock.note(meeting.serverTime);
        return meeting;
    }),
    save: (body) => api.post(meetingPaths.save, body),
    remove: (id) => api.post(meetingPaths.delete, { id }),
    start: (id) => api.post(meetingPaths.start, { id }),
    end: (id) => api.post(meetingPaths.end, { id }),
    advance: (meetingId) => api.post(meetingPaths.advance, { meetingId }),
    extend: (meetingId, addSec) => api.post(meetingPaths.timer, { meetingId, addSec }),
    ready: (meetingId, ready) => api.post(meetingPaths.ready, { meetingId, ready }),
    reveal: (meetingId) => api.post(meetingPaths.reveal, { meetingId }),
    ideas: (meetingId, phaseId, signal) => api.get(meetingPaths.ideas, { meetingId, phaseId }, signal),
    saveIdea: (body) => api.post(meetingPaths.ideaSave, body),
    deleteIdea: (id) => api.post(meetingPaths.ideaDelete, { id }),
    /** Hiding needs the reason every member is shown; showing again does not. */
    hideIdea: (id, hidden, reason) => api.post(meetingPaths.ideaHide, { id, hidden, reason }),
    ballot: (phaseId, signal) => api.get(meetingPaths.votesMine, { phaseId }, signal),
    vote: (body) => api.post(meetingPaths.voteSave, body),
    stance: (body) => api.post(meetingPaths.stanceSave, body),
    results: (phaseId, signal) => resultsOf({ phaseId }, signal),
    /** One consent round's results. */
    proposalResults: (proposalId, signal) => resultsOf({ proposalId }, signal),
    openProposal: (proposalId, statement) => api.post(meetingPaths.proposalOpen, { proposalId, statement }),
    closeProposal: (proposalId) => api.post(meetingPaths.proposalClose, { proposalId }),
    reviseProposal: (proposalId, statement) => api.post(meetingPaths.proposalRevise, { proposalId, statement }),
    summary: (id, signal) => api.get(meetingPaths.summary, { id }, signal),
    saveOutcome: (body) => api.post(meetingPaths.outcomeSave, body),
    nextTurn: (meetingId, passed) => api.post(meetingPaths.turnNext, { meetingId, passed }),
    /** Chorus extension: the presence heartbeat (here) or the goodbye (here: false). */
    presence: (meetingId, here) => api.post(meetingPaths.presence, { meetingId, here }),
    // Grouping one idea at a time, and the discussion (Chorus extensions).
    moveIdea: (body) => api.post(meetingPaths.ideaMove, body),
    createGroup: (body) => api.post(meetingPaths.groupCreate, body),
    renameGroup: (body) => api.post(meetingPaths.groupRename, body),
    mergeGroups: (body) => api.post(meetingPaths.groupMerge, body),
    deleteGroup: (body) => api.post(meetingPaths.groupDelete, body),
    discussion: (meetingId, signal) => api.get(meetingPaths.discussion, { meetingId }, signal),
    saveNote: (body) => api.post(meetingPaths.noteSave, body),
    saveActionItem: (body) => api.post(meetingPaths.actionSave, body),
};
async function resultsOf(query, signal) {
    try {
        return { hidden: false, results: await api.get(meetingPaths.results, query, signal) };
    }
    catch (error) {
        if (error instanceof ApiError && error.status === 423) {
            const body = error.body;
            return { hidden: true, participation: body?.participation ?? { eligible: 0, voted: 0 } };
        }
        throw error;
    }
}
