/** Typed calls to the initiatives endpoints (MEETINGS.md), and their query keys. */
import {
  type InitiativeDetail,
  type InitiativeStatus,
  type InitiativeSummary,
  initiativePaths,
  type MeetingDetail,
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
  /** Plans a meeting in an initiative (the meetings endpoint; the meeting's page sets it up). */
  planMeeting: (body: SaveMeetingRequest) => api.post<MeetingDetail>(meetingPaths.save, body),
};
