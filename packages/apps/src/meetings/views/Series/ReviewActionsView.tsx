/**
 * A meeting's review of the actions (a reviewActions phase, issue 35): each action item its series' earlier meetings
 * left open, from which meeting, and what became of it. A facilitator (or the item's owner) marks it done, carried
 * over or dropped, or not reviewed yet again; everyone else reads. Props in, callbacks out.
 */
import {
  type ActionReview,
  type ActionStatus,
  ActionStatusSchema,
  type ReviewItem,
} from '@chorus/mock-handlers/contracts';
import { RadioGroup, Stack } from '@chorus/ui';
import { formatDate } from '../../../lib/format';
import * as shared from '../../../lib/product/product.css';
import { Tag } from '../../../lib/product/Tag';
import { useT } from '../i18n';
import { ActionLine } from './ActionLine';

export interface ReviewActionsViewProps {
  review: ActionReview;
  /** The item whose mark is being saved (its choices wait). */
  saving?: string | null;
  onMark: (item: ReviewItem, status: ActionStatus) => void;
}

const STATUS_TONE = { open: 'neutral', done: 'positive', carried: 'info', dropped: 'warning' } as const;
/** The choices in the order a review reads them; "not reviewed yet" last (it undoes a mark). */
const CHOICES: readonly ActionStatus[] = ['done', 'carried', 'dropped', 'open'];

export function ReviewActionsView({ review, saving = null, onMark }: ReviewActionsViewProps) {
  const t = useT();
  const { items } = review;
  const reviewed = items.filter((item) => item.status !== 'open').length;
  const anyoneMayMark = items.some((item) => item.viewerCanReview);
  if (review.seriesId === null) return <p className={shared.muted}>{t('review.notInSeries')}</p>;
  return (
    <Stack as="section" gap="sm" minInlineSize={0} aria-labelledby="review-title">
      <Stack direction="row" wrap align="center" justify="between" gap="sm">
        <h3 className={shared.subheading} id="review-title">
          {t('review.heading')}
        </h3>
        {items.length ? (
          <span className={shared.muted} aria-live="polite">
            {t('review.progress', { reviewed, total: items.length })}
          </span>
        ) : null}
      </Stack>
      {items.length === 0 ? <p className={shared.muted}>{t('review.empty')}</p> : null}
      {items.length && !anyoneMayMark ? <p className={shared.muted}>{t('review.readOnly')}</p> : null}
      <Stack as="ul" gap="sm" className={shared.bareList}>
        {items.map((item) => (
          <li key={item.id} className={shared.listItem}>
            <ActionLine item={item}>
              {item.viewerCanReview ? null : (
                <Tag tone={STATUS_TONE[item.status]}>{t(`review.status.${item.status}`)}</Tag>
              )}
            </ActionLine>
            <span className={shared.muted}>
              {t('review.from', { title: item.meeting.title, date: formatDate(item.meeting.scheduledAt) })}
            </span>
            {item.viewerCanReview ? (
              <RadioGroup
                label={t('review.outcomeOf', { text: item.text })}
                hideLabel
                orientation="horizontal"
                value={item.status}
                disabled={saving === item.id}
                options={CHOICES.map((value) => ({ value, label: t(`review.status.${value}`) }))}
                onValueChange={(value) => onMark(item, ActionStatusSchema.parse(value))}
              />
            ) : null}
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
