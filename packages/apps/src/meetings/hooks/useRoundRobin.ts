/** The data of the round robin: the meeting's queue, and moving it on (the answer is the meeting). */
import type { MeetingDetail } from '@chorus/mock-handlers/contracts';
import { useAppMutation } from '../../lib/mutation';
import { meetingsApi } from '../meetings.api';
import { putMeeting } from '../meetings.cache';
import { useT } from '../views/i18n';
import type { RoundRobinViewProps } from '../views/RoundRobin/RoundRobinView';

export function useRoundRobin(meeting: MeetingDetail): RoundRobinViewProps {
  const t = useT();
  const next = useAppMutation({
    mutationFn: (passed: boolean) => meetingsApi.nextTurn(meeting.id, passed),
    answer: (answer, _vars, client) => putMeeting(client, answer),
    errorMessage: t('turn.error'),
  });
  return {
    turn: meeting.turn,
    live: meeting.status === 'live',
    pending: next.isPending,
    onNext: (passed) => next.mutate(passed),
  };
}
