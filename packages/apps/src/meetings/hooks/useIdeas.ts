/** The ideas a phase shows (its own, or those of the ideation before it), as the viewer may see them. */
import type { MeetingDetail, PhaseView } from '@chorus/mock-handlers/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { meetingKeys, meetingsApi } from '../meetings.api';

/** Whether the meeting writes ideas at all (an agenda of discussion and review only does not). */
export const writesIdeas = (meeting: MeetingDetail): boolean =>
  meeting.phases.some((phase) => phase.type === 'silentIdeate');

export function useIdeas(meeting: MeetingDetail, phase: PhaseView, enabled = true) {
  const client = useQueryClient();
  const { id: meetingId } = meeting;
  const { id: phaseId } = phase;
  const ideas = useQuery({
    queryKey: meetingKeys.ideas(meetingId, phaseId),
    queryFn: ({ signal }) => meetingsApi.ideas(meetingId, phaseId, signal),
    enabled,
  });
  // The meeting says the ideas are revealed (the last idea in, the timer, a reveal seen in another tab)
  // while this list predates it: it is read again.
  const stale = phase.revealedAt !== null && ideas.data !== undefined && !ideas.data.revealed;
  useEffect(() => {
    if (stale)
      void client.invalidateQueries({ queryKey: meetingKeys.ideas(meetingId, phaseId), exact: true });
  }, [stale, client, meetingId, phaseId]);
  return ideas;
}
