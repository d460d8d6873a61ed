import { useAppMutation } from '../../../lib/mutation';
import { meetingsApi } from '../../meetings.api';
import { putMeeting } from '../../meetings.cache';
import { useT } from '../i18n';
export function useRoundRobin(meeting) {
    const t = useT();
    const next = useAppMutation({
        mutationFn: (passed) => meetingsApi.nextTurn(meeting.id, passed),
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
