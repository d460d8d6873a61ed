import { useAppMutation } from '../../../lib/mutation';
import { initiativeKeys } from '../../../lib/product/productKeys';
import { meetingsApi } from '../../meetings.api';
import { putOutcome } from '../../meetings.cache';
import { useT } from '../i18n';
export function useOutcome(meeting) {
    const t = useT();
    // The answer is the outcome: it joins the meeting. The initiative's decision log (and its count of
    // open decisions in the lists) is the initiatives' to read again.
    const record = useAppMutation({
        mutationFn: meetingsApi.saveOutcome,
        answer: (outcome, _vars, client) => putOutcome(client, outcome),
        invalidate: [initiativeKeys.detail(meeting.initiativeId), initiativeKeys.lists],
        errorMessage: t('outcome.error'),
        successMessage: t('outcome.saved'),
    });
    return {
        outcomes: meeting.outcomes,
        canRecord: meeting.viewerRole === 'host' && meeting.status !== 'scheduled',
        onRecord: (outcome) => record.mutateAsync({ meetingId: meeting.id, ...outcome }),
    };
}
