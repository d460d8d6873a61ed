/** Typed calls to the initiatives endpoints (MEETINGS.md), and their query keys. */
import {
  type InitiativeStatus,
  initiativeContracts,
  meetingContracts,
  type SaveInitiativeRequest,
  type SaveMeetingRequest,
} from '@chorus/mock-handlers/contracts';
import { call } from '../lib/call';
import { initiativeKeys } from '../lib/product/productKeys';

export { initiativeKeys };

export const initiativesApi = {
  list: (query: { status?: InitiativeStatus; q?: string }, signal?: AbortSignal) =>
    call(initiativeContracts.items, query, signal),
  detail: (id: string, signal?: AbortSignal) => call(initiativeContracts.item, { id }, signal),
  save: (body: SaveInitiativeRequest) => call(initiativeContracts.save, body),
  remove: (id: string) => call(initiativeContracts.delete, { id }),
  // Invitations with consent (Chorus extensions).
  /** The viewer's own open invitations. */
  invitations: (signal?: AbortSignal) => call(initiativeContracts.invitations, {}, signal),
  invite: (body: { initiativeId: string; email: string }) => call(initiativeContracts.invite, body),
  withdraw: (id: string) => call(initiativeContracts.withdraw, { id }),
  accept: (id: string) => call(initiativeContracts.accept, { id }),
  decline: (id: string) => call(initiativeContracts.decline, { id }),
  leave: (id: string) => call(initiativeContracts.leave, { id }),
  removeMember: (body: { initiativeId: string; userId: string }) =>
    call(initiativeContracts.removeMember, body),
  /** Plans a meeting in an initiative (the meetings endpoint; the meeting's page sets it up). */
  planMeeting: (body: SaveMeetingRequest) => call(meetingContracts.save, body),
};
