/** Typed calls to the initiatives endpoints (MEETINGS.md), and their query keys. */
import {
  type InitiativeDetail,
  type InitiativeStatus,
  type InitiativeSummary,
  initiativePaths,
  type MeetingDetail,
  type MyInvitation,
  meetingPaths,
  type SaveInitiativeRequest,
  type SaveMeetingRequest,
} from '@chorus/mock-handlers/contracts';
import { api } from '@chorus/shell';
import { initiativeKeys } from '../lib/product/productKeys';

export { initiativeKeys };

export const initiativesApi = {
  list: (query: { status?: InitiativeStatus; q?: string }, signal?: AbortSignal) =>
    api.get<InitiativeSummary[]>(initiativePaths.items, query, signal),
  detail: (id: string, signal?: AbortSignal) =>
    api.get<InitiativeDetail>(initiativePaths.item, { id }, signal),
  save: (body: SaveInitiativeRequest) => api.post<InitiativeDetail>(initiativePaths.save, body),
  remove: (id: string) => api.post<{ id: string }>(initiativePaths.delete, { id }),
  // Invitations with consent (Chorus extensions).
  /** The viewer's own open invitations. */
  invitations: (signal?: AbortSignal) => api.get<MyInvitation[]>(initiativePaths.invitations, {}, signal),
  invite: (body: { initiativeId: string; email: string }) =>
    api.post<InitiativeDetail>(initiativePaths.invite, body),
  withdraw: (id: string) => api.post<InitiativeDetail>(initiativePaths.withdraw, { id }),
  accept: (id: string) => api.post<InitiativeDetail>(initiativePaths.accept, { id }),
  decline: (id: string) => api.post<{ id: string }>(initiativePaths.decline, { id }),
  leave: (id: string) => api.post<{ id: string }>(initiativePaths.leave, { id }),
  removeMember: (body: { initiativeId: string; userId: string }) =>
    api.post<InitiativeDetail>(initiativePaths.removeMember, body),
  /** Plans a meeting in an initiative (the meetings endpoint; the meeting's page sets it up). */
  planMeeting: (body: SaveMeetingRequest) => api.post<MeetingDetail>(meetingPaths.save, body),
};
