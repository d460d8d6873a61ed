/** The data of the outcomes panel: the meeting's outcomes and recording one (hosts). */
import type { MeetingDetail } from '@chorus/mock-handlers/contracts';
import { useAppMutation } from '../../lib/mutation';
import { initiativeKeys } from '../../lib/product/productKeys';
import { meetingsApi } from '../meetings.api';
import { putOutcome } from '../meetings.cache';
import { useT } from '../views/i18n';
import type { OutcomeViewProps } from '../views/Outcome/OutcomeView';

export function useOutcome(meeting: MeetingDetail): OutcomeViewProps {
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
    // One way to decide: a meeting with a decide phase records its decisions from their consent rounds; an
    // outcome in words is for the live meeting that holds none (a retrospective's conclusion).
    canRecord:
      meeting.viewerCanFacilitate &&
      meeting.status === 'live' &&
      !meeting.phases.some((phase) => phase.type === 'decide'),
    onRecord: (outcome) => record.mutateAsync({ meetingId: meeting.id, ...outcome }),
  };
}
