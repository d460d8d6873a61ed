/** The results of a vote or decision phase: tallies, or the participation counts while hidden (423). */
import type { PhaseView } from '@chorus/mock-handlers/contracts';
import { useQuery } from '@tanstack/react-query';
import { meetingKeys, meetingsApi } from '../meetings.api';

export function useResults(phase: PhaseView) {
  return useQuery({
    queryKey: meetingKeys.results(phase.id),
    queryFn: ({ signal }) => meetingsApi.results(phase.id, signal),
  });
}
