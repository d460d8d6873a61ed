/** Typed calls to the initiatives endpoints (MEETINGS.md), and their query keys. */
import { initiativePaths, meetingPaths, } from '@chorus/mock-handlers/contracts';
import { api } from '@chorus/shell';
import { initiativeKeys } from '../lib/product/productKeys';
export { initiativeKeys };
export const initiativesApi = {
    list: (query, signal) => api.get(initiativePaths.items, query, signal),
    detail: (id, signal) => api.get(initiativePaths.item, { id }, signal),
    save: (body) => api.post(initiativePaths.save, body),
    remove: (id) => api.post(initiativePaths.delete, { id }),
    // Invitations with consent (Chorus extensions).
    /** The viewer's own open invitations. */
    invitations: (signal) => api.get(initiativePaths.invitations, {}, signal),
    invite: (body) => api.post(initiativePaths.invite, body),
    withdraw: (id) => api.post(initiativePaths.withdraw, { id }),
    accept: (id) => api.post(initiativePaths.accept, { id }),
    decline: (id) => api.post(initiativePaths.decline, { id }),
    leave: (id) => api.post(initiativePaths.leave, { id }),
    removeMember: (body) => api.post(initiativePaths.removeMember, body),
    /** Plans a meeting in an initiative (the meetings endpoint; the meeting's page sets it up). */
    planMeeting: (body) => api.post(meetingPaths.save, body),
};
