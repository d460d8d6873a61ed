import { patchCachedItems } from '../lib/mutation';
import { meetingKeys } from './meetings.api';
/** The meeting as answered: its detail, and its row in every cached list of meetings. */
export function putMeeting(client, meeting) {
    client.setQueryData(meetingKeys.detail(meeting.id), meeting);
    patchCachedItems(client, meetingKeys.lists, [meeting.id], (summary) => {
        const next = { ...summary };
        for (const key of Object.keys(summary))
            next[key] = meeting[key];
        return next;
    });
}
function changeMeeting(client, meetingId, change) {
    client.setQueryData(meetingKeys.detail(meetingId), (old) => (old ? change(old) : old));
}
/** Changes every cached ideas list of the meeting (one per phase that shows them). */
function changeIdeaLists(client, meetingId, change) {
    client.setQueriesData({ queryKey: meetingKeys.meetingIdeas(meetingId) }, (old) => old ? change(old) : old);
}
/** A saved idea: replaces its copies; a new one joins the list of its phase. */
export function putIdea(client, idea) {
    changeIdeaLists(client, idea.meetingId, (data) => data.ideas.some((entry) => entry.id === idea.id)
        ? { ...data, ideas: data.ideas.map((entry) => (entry.id === idea.id ? idea : entry)) }
        : data);
    client.setQueryData(meetingKeys.ideas(idea.meetingId, idea.phaseId), (old) => old && !old.ideas.some((entry) => entry.id === idea.id) ? { ...old, ideas: [...old.ideas, idea] } : old);
}
export function removeIdea(client, meetingId, id) {
    changeIdeaLists(client, meetingId, (data) => ({
        ...data,
        ideas: data.ideas.filter((idea) => idea.id !== id),
    }));
}
/** The viewer's stance, as answered, on the proposal of its phase. */
export function putProposal(client, proposal) {
    changeMeeting(client, proposal.meetingId, (meeting) => ({
        ...meeting,
        phases: meeting.phases.map((phase) => (phase.id === proposal.phaseId ? { ...phase, proposal } : phase)),
    }));
}
/** A recorded outcome joins the meeting's outcomes. */
export function putOutcome(client, outcome) {
    changeMeeting(client, outcome.meetingId, (meeting) => ({
        ...meeting,
        outcomes: [...meeting.outcomes.filter((entry) => entry.id !== outcome.id), outcome],
    }));
}
/** The themes as answered by a grouping call: they replace the cached ones, and each idea's theme follows. */
export function putGroups(client, answer) {
    changeIdeaLists(client, answer.meetingId, (data) => withGroups(data, answer.groups));
}
function withGroups(data, groups) {
    const holder = new Map(groups.flatMap((entry) => entry.ideaIds.map((id) => [id, entry.id])));
    return {
        ...data,
        groups,
        ideas: data.ideas.map((idea) => ({ ...idea, groupId: holder.get(idea.id) ?? null })),
    };
}
/** One idea moved into a theme (or out of its theme), as the server will: shown before it answers. */
export function moveIdeaInCache(client, meetingId, move) {
    if (move.toIdeaId || move.title)
        return; // a new theme: its id comes with the answer
    changeIdeaLists(client, meetingId, (data) => withGroups(data, data.groups.map((entry) => {
        const ideaIds = entry.ideaIds.filter((id) => id !== move.ideaId);
        return { ...entry, ideaIds: entry.id === move.toGroupId ? [...ideaIds, move.ideaId] : ideaIds };
    })));
}
