export const initiativeKeys = {
    all: ['initiatives'],
    /** Every cached list, whatever its filter. */
    lists: ['initiatives', 'list'],
    list: (status, q) => ['initiatives', 'list', status, q],
    detail: (id) => ['initiatives', 'detail', id],
    /** The viewer's own open invitations. */
    invitations: ['initiatives', 'invitations'],
};
export const meetingKeys = {
    all: ['meetings'],
    /** Every cached list of meetings. */
    lists: ['meetings', 'list'],
    list: (initiativeId) => ['meetings', 'list', initiativeId ?? 'all'],
    detail: (id) => ['meetings', 'detail', id],
    /** Every ideas list of one meeting (one per phase that shows them). */
    meetingIdeas: (meetingId) => ['meetings', 'ideas', meetingId],
    ideas: (meetingId, phaseId) => ['meetings', 'ideas', meetingId, phaseId],
    ballot: (phaseId) => ['meetings', 'ballot', phaseId],
    results: (phaseId) => ['meetings', 'results', phaseId],
    /** The results of one consent round (a proposal). */
    proposalResults: (proposalId) => ['meetings', 'results', 'proposal', proposalId],
    /** The summary of an ended meeting. */
    summary: (id) => ['meetings', 'summary', id],
    /** The discussion's notes and action items of one meeting. */
    discussion: (meetingId) => ['meetings', 'discussion', meetingId],
};
