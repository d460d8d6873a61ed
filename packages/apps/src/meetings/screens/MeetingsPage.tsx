/** /apps/meetings: the meetings of the viewer's initiatives, grouped by initiative, live first. */
import type { MeetingStatus, MeetingSummary } from '@chorus/mock-handlers/contracts';
import { Link, PageSimple } from '@chorus/shell';
import { Card, Chip, Heading, Icon, QueryStatus, Stack, visuallyHidden } from '@chorus/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Time } from '../../lib/format';
import * as shared from '../../lib/product/product.css';
import '../../lib/product/product.icons';
import { MeetingStatusTag } from '../../lib/product/Tag';
import { errorText } from '../../lib/query';
import { useT } from '../i18n';
import { meetingKeys, meetingsApi } from '../meetings.api';
import { plannedEnd } from '../meetings.quickPanel';
import * as css from '../meetings.css';

type Filter = MeetingStatus | 'all';
const filters: Filter[] = ['all', 'live', 'scheduled', 'ended'];

export function groupByInitiative(meetings: readonly MeetingSummary[]) {
  const groups = new Map<string, { id: string; title: string; meetings: MeetingSummary[] }>();
  for (const meeting of meetings) {
    const group = groups.get(meeting.initiativeId) ?? {
      id: meeting.initiativeId,
      title: meeting.initiativeTitle,
      meetings: [],
    };
    group.meetings.push(meeting);
    groups.set(meeting.initiativeId, group);
  }
  return [...groups.values()];
}

export default function MeetingsPage() {
  const t = useT();
  const [filter, setFilter] = useState<Filter>('all');
  const list = useQuery({
    queryKey: meetingKeys.list(),
    queryFn: ({ signal }) => meetingsApi.list(undefined, signal),
  });
  const groups = useMemo(
    () => groupByInitiative((list.data ?? []).filter((m) => filter === 'all' || m.status === filter)),
    [list.data, filter],
  );
  return (
    <PageSimple
      content={
        <div className={shared.page}>
          <Stack gap="xs" minInlineSize={0}>
            <Heading level={1} size="xxl">
              {t('list.title')}
            </Heading>
            <p className={shared.muted}>{t('list.intro')}</p>
          </Stack>
          <Stack as="fieldset" direction="row" wrap align="center" gap="sm" className={css.bare}>
            <legend className={visuallyHidden}>{t('list.filters')}</legend>
            {filters.map((entry) => (
              <Chip
                key={entry}
                label={t(`filter.${entry}`)}
                selectable
                selected={filter === entry}
                onSelectedChange={() => setFilter(entry)}
              />
            ))}
          </Stack>
          <QueryStatus
            query={list}
            isEmpty={groups.length === 0}
            loading={t('list.loading')}
            error={(error) => t('list.error', { reason: errorText(error) })}
            empty={{
              icon: 'video',
              title: filter === 'all' ? t('list.empty') : t('list.emptyFilter'),
            }}
          >
            {groups.map((group) => (
              <Card
                as="section"
                key={group.id}
                className={shared.panel}
                aria-labelledby={`group-${group.id}`}
              >
                <Stack direction="row" wrap align="center" justify="between" gap="sm">
                  <h2 className={shared.panelTitle} id={`group-${group.id}`}>
                    <Link
                      className={shared.link}
                      to={`/apps/initiatives/details?id=${encodeURIComponent(group.id)}`}
                    >
                      {group.title}
                    </Link>
                  </h2>
                  <span className={shared.muted}>{t('list.count', { count: group.meetings.length })}</span>
                </Stack>
                <Stack as="ul" gap="sm" className={shared.bareList}>
                  {group.meetings.map((meeting) => (
                    <li
                      key={meeting.id}
                      className={`${shared.listItem} ${meeting.status === 'live' ? shared.listItemActive : ''}`}
                    >
                      <Stack direction="row" wrap align="center" justify="between" gap="sm">
                        <Link
                          className={shared.link}
                          to={`/apps/meetings/details?id=${encodeURIComponent(meeting.id)}`}
                        >
                          {meeting.title}
                        </Link>
                        <MeetingStatusTag status={meeting.status} />
                      </Stack>
                      <ul className={shared.meta}>
                        <li className={shared.metaItem}>
                          <Icon name="calendar" size="sm" />
                          <MeetingWhen meeting={meeting} />
                        </li>
                        <li className={shared.metaItem}>
                          <Icon name="clock" size="sm" />
                          {t('meeting.duration', { minutes: meeting.durationMin })}
                        </li>
                        <li className={shared.metaItem}>
                          <Icon name="presentation" size="sm" />
                          {meeting.template === 'custom'
                            ? t('meeting.customAgenda')
                            : t(`template.${meeting.template}`)}
                        </li>
                        <li className={shared.metaItem}>
                          <Icon name="users" size="sm" />
                          {meeting.viewerRole === 'host'
                            ? t('meeting.youHost')
                            : t('meeting.hostedBy', { name: meeting.hostName })}
                        </li>
                      </ul>
                    </li>
                  ))}
                </Stack>
              </Card>
            ))}
          </QueryStatus>
        </div>
      }
    />
  );
}

/** A meeting's time in the list, labelled: 'Starts in 5 min', 'Starts 14:00', 'Ends 10:45', 'Ended yesterday'. */
function MeetingWhen({ meeting }: { meeting: MeetingSummary }) {
  const t = useT();
  if (meeting.status === 'live') {
    return (
      <Time value={plannedEnd(meeting)} format="eventAbsolute">
        {(time) => t('meeting.ends', { time })}
      </Time>
    );
  }
  if (meeting.status === 'ended') {
    return (
      <Time value={meeting.endedAt ?? meeting.scheduledAt}>{(time) => t('meeting.ended', { time })}</Time>
    );
  }
  return (
    <Time value={meeting.scheduledAt} format="event">
      {(time) => t('meeting.starts', { time })}
    </Time>
  );
}
