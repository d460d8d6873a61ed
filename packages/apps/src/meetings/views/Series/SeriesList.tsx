/**
 * An initiative's meeting series (issue 35): each with how often it meets, how many meetings it held, its next
 * meeting and the action items still open across its meetings. Props in.
 */
import type { SeriesView } from '@chorus/mock-handlers/contracts';
import { Link } from '@chorus/shell';
import { Stack } from '@chorus/ui';
import { formatDate, formatDateTime } from '../../../lib/format';
import * as shared from '../../../lib/product/product.css';
import { Tag } from '../../../lib/product/Tag';
import { useT } from '../i18n';
import { ActionLine } from './ActionLine';

const meetingHref = (id: string) => `/apps/meetings/details?id=${encodeURIComponent(id)}`;

function SeriesItem({ series }: { series: SeriesView }) {
  const t = useT();
  const { next } = series;
  return (
    <Stack as="li" gap="xs" className={shared.listItem} aria-labelledby={`series-${series.id}`}>
      <Stack direction="row" wrap align="center" justify="between" gap="sm">
        <h3 className={shared.subheading} id={`series-${series.id}`}>
          {series.title}
        </h3>
        <Stack direction="row" wrap align="center" gap="xs">
          {series.recurrence ? (
            <Tag tone="info" icon="calendar">
              {t(`recurrence.${series.recurrence}`)}
            </Tag>
          ) : null}
          <Tag>{t('series.meetings', { count: series.meetingCount })}</Tag>
        </Stack>
      </Stack>
      {next ? (
        <Link className={shared.link} to={meetingHref(next.id)}>
          {next.status === 'live'
            ? t('series.live', { title: next.title })
            : t('series.next', { title: next.title, date: formatDateTime(next.scheduledAt) })}
        </Link>
      ) : (
        <span className={shared.muted}>{t('series.noNext')}</span>
      )}
      <h4 className={shared.subheading}>{t('series.openActions')}</h4>
      {series.openActions.length ? (
        <Stack
          as="ul"
          gap="xs"
          className={shared.bareList}
          aria-label={t('series.openActionsOf', { title: series.title })}
        >
          {series.openActions.map((action) => (
            <li key={action.id}>
              <ActionLine item={action} />
              <span className={shared.muted}>
                {t('review.from', {
                  title: action.meeting.title,
                  date: formatDate(action.meeting.scheduledAt),
                })}
              </span>
            </li>
          ))}
        </Stack>
      ) : (
        <p className={shared.muted}>{t('series.noOpenActions')}</p>
      )}
    </Stack>
  );
}

export function SeriesList({ series }: { series: readonly SeriesView[] }) {
  const t = useT();
  if (series.length === 0) return <p className={shared.muted}>{t('series.empty')}</p>;
  return (
    <Stack as="ul" gap="sm" className={shared.bareList} aria-label={t('series.heading')}>
      {series.map((entry) => (
        <SeriesItem key={entry.id} series={entry} />
      ))}
    </Stack>
  );
}
