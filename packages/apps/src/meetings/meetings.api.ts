/**
 * Typed calls to the meetings and initiatives endpoints (MEETINGS.md), their query keys, and the
 * live refresh: every change made in another tab (or by another person) invalidates them.
 */
import {
  type IdeaGroup,
  type IdeasResponse,
  type IdeaView,
  type InitiativeDetail,
  type InitiativeStatus,
  type InitiativeSummary,
  initiativePaths,
  type MeetingDetail,
  type MeetingSummary,
  type MyBallot,
  meetingPaths,
  type Outcome,
  type Participation,
  type ProposalView,
  type Results,
  type SaveGroupRequest,
  type SaveIdeaRequest,
  type SaveInitiativeRequest,
  type SaveMeetingRequest,
  type SaveOutcomeRequest,
  type SaveStanceRequest,
  type SaveVoteRequest,
} from '@chorus/mock-handlers/contracts';
import { ApiError, api } from '@chorus/shell';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { contractPath } from '../lib/contractPath';

const path = contractPath;

export const initiativeKeys = {
  all: ['initiatives'] as const,
  list: (status: InitiativeStatus | 'all', q: string) => ['initiatives', 'list', status, q] as const,
  detail: (id: string) => ['initiatives', 'detail', id] as const,
};

export const meetingKeys = {
  all: ['meetings'] as const,
  list: (initiativeId?: string) => ['meetings', 'list', initiativeId ?? 'all'] as const,
  detail: (id: string) => ['meetings', 'detail', id] as const,
  ideas: (meetingId: string, phaseId: string) => ['meetings', 'ideas', meetingId, phaseId] as const,
  ballot: (phaseId: string) => ['meetings', 'ballot', phaseId] as const,
  results: (phaseId: string) => ['meetings', 'results', phaseId] as const,
};

/** Results, or only the participation counts while they are hidden (423). */
export type ResultsState =
  | { hidden: false; results: Results }
  | { hidden: true; participation: Participation };

export const initiativesApi = {
  list: (query: { status?: InitiativeStatus; q?: string }, signal?: AbortSignal) =>
    api.get<InitiativeSummary[]>(path(initiativePaths.items), query, signal),
  detail: (id: string, signal?: AbortSignal) =>
    api.get<InitiativeDetail>(path(initiativePaths.item), { id }, signal),
  save: (body: SaveInitiativeRequest) => api.post<InitiativeDetail>(path(initiativePaths.save), body),
  remove: (id: string) => api.post<{ id: string }>(path(initiativePaths.delete), { id }),
};

export const meetingsApi = {
  list: (initiativeId?: string, signal?: AbortSignal) =>
    api.get<MeetingSummary[]>(path(meetingPaths.items), { initiativeId }, signal),
  detail: (id: string, signal?: AbortSignal) =>
    api.get<MeetingDetail>(path(meetingPaths.item), { id }, signal),
  save: (body: SaveMeetingRequest) => api.post<MeetingDetail>(path(meetingPaths.save), body),
  remove: (id: string) => api.post<{ id: string }>(path(meetingPaths.delete), { id }),
  start: (id: string) => api.post<MeetingDetail>(path(meetingPaths.start), { id }),
  end: (id: string) => api.post<MeetingDetail>(path(meetingPaths.end), { id }),
  advance: (meetingId: string) => api.post<MeetingDetail>(path(meetingPaths.advance), { meetingId }),
  extend: (meetingId: string, addSec: number) =>
    api.post<MeetingDetail>(path(meetingPaths.timer), { meetingId, addSec }),
  ready: (meetingId: string, ready: boolean) =>
    api.post<MeetingDetail>(path(meetingPaths.ready), { meetingId, ready }),
  reveal: (meetingId: string) => api.post<MeetingDetail>(path(meetingPaths.reveal), { meetingId }),
  ideas: (meetingId: string, phaseId: string, signal?: AbortSignal) =>
    api.get<IdeasResponse>(path(meetingPaths.ideas), { meetingId, phaseId }, signal),
  saveIdea: (body: SaveIdeaRequest) => api.post<IdeaView>(path(meetingPaths.ideaSave), body),
  deleteIdea: (id: string) => api.post<{ id: string }>(path(meetingPaths.ideaDelete), { id }),
  hideIdea: (id: string, hidden: boolean) => api.post<IdeaView>(path(meetingPaths.ideaHide), { id, hidden }),
  saveGroup: (body: SaveGroupRequest) => api.post<IdeaGroup>(path(meetingPaths.groupSave), body),
  ballot: (phaseId: string, signal?: AbortSignal) =>
    api.get<MyBallot>(path(meetingPaths.votesMine), { phaseId }, signal),
  vote: (body: SaveVoteRequest) => api.post<MyBallot>(path(meetingPaths.voteSave), body),
  stance: (body: SaveStanceRequest) => api.post<ProposalView>(path(meetingPaths.stanceSave), body),
  results: async (phaseId: string, signal?: AbortSignal): Promise<ResultsState> => {
    try {
      return {
        hidden: false,
        results: await api.get<Results>(path(meetingPaths.results), { phaseId }, signal),
      };
    } catch (error) {
      if (error instanceof ApiError && error.status === 423) {
        const body = error.body as { participation?: Participation } | undefined;
        return { hidden: true, participation: body?.participation ?? { eligible: 0, voted: 0 } };
      }
      throw error;
    }
  },
  saveOutcome: (body: SaveOutcomeRequest) => api.post<Outcome>(path(meetingPaths.outcomeSave), body),
  nextTurn: (meetingId: string, passed?: boolean) =>
    api.post<MeetingDetail>(path(meetingPaths.turnNext), { meetingId, passed }),
};

/** Everything cached about meetings and initiatives is stale: refetch what is on screen. */
export function invalidateMeetingData(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: meetingKeys.all }),
    client.invalidateQueries({ queryKey: initiativeKeys.all }),
  ]).then(() => undefined);
}

/**
 * The event the demo's mock API sends when another tab changed the data (see
 * `@chorus/mock-handlers/browser`, REMOTE_CHANGE_EVENT); a real server's push channel can send it too.
 */
export const REMOTE_CHANGE_EVENT = 'chorus:remote-change';

/** Refetches the meetings and initiatives on screen whenever someone else changes them. */
export function useLiveRefresh(): void {
  const client = useQueryClient();
  useEffect(() => {
    const refresh = () => void invalidateMeetingData(client);
    globalThis.addEventListener?.(REMOTE_CHANGE_EVENT, refresh);
    return () => globalThis.removeEventListener?.(REMOTE_CHANGE_EVENT, refresh);
  }, [client]);
}

/** The error's message for a snackbar or an error state. */
export function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong';
}
