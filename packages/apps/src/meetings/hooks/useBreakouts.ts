/**
 * The breakout groups of a meeting as its page shows them, and the facilitator's "bring the groups together". The
 * answer is the meeting: it goes into the cache; the boards' ideas and themes are read again.
 */
import type { MeetingDetail } from '@chorus/mock-handlers/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { useAppMutation } from '../../lib/mutation';
import { meetingKeys, meetingsApi } from '../meetings.api';
import { putMeeting } from '../meetings.cache';
import type { BreakoutsViewProps } from '../views/Breakouts/BreakoutsView';
import { useT } from '../views/i18n';

const answer = (result: MeetingDetail, _vars: unknown, client: QueryClient) => {
  putMeeting(client, result);
  // Every board's themes are one now: the ideas and themes are read again.
  void client.invalidateQueries({ queryKey: meetingKeys.meetingIdeas(result.id) });
};

export function useBreakouts(meeting: MeetingDetail): BreakoutsViewProps | null {
  const t = useT();
  const merge = useAppMutation({
    mutationFn: () => meetingsApi.bringTogether(meeting.id),
    answer,
    errorMessage: t('breakouts.error'),
    successMessage: t('breakouts.merged'),
  });
  if (!meeting.breakouts) return null;
  const current = meeting.phases.find((phase) => phase.id === meeting.currentPhaseId);
  return {
    breakouts: meeting.breakouts,
    participants: meeting.participants,
    facilitates: meeting.viewerCanFacilitate && meeting.status === 'live',
    canBringTogether:
      meeting.viewerCanFacilitate &&
      meeting.status === 'live' &&
      meeting.breakouts.apart &&
      current?.type === 'group' &&
      current.status === 'active',
    busy: merge.isPending,
    onBringTogether: () => merge.mutate(),
  };
}
