/** The live meeting's review of its series' open actions (a reviewActions phase). */
import type { MeetingDetail } from '@chorus/mock-handlers/contracts';
import { QueryStatus } from '@chorus/ui';
import { errorText, keepOnOutage } from '../../lib/query';
import { useActionReview } from '../hooks/useActionReview';
import { useT } from '../views/i18n';
import { ReviewActionsView } from '../views/Series/ReviewActionsView';

export function ReviewActionsPanel({ meeting }: { meeting: MeetingDetail }) {
  const t = useT();
  const { review, saving, onMark } = useActionReview(meeting.id);
  return (
    <QueryStatus
      query={keepOnOutage(review)}
      loading={t('review.loading')}
      error={(e) => t('review.error', { reason: errorText(e) })}
    >
      {review.data ? <ReviewActionsView review={review.data} saving={saving} onMark={onMark} /> : null}
    </QueryStatus>
  );
}
