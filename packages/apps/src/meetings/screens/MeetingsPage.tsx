/** /apps/meetings: the meetings of the viewer's initiatives, grouped by initiative, live first. */
import { MEETING_TEMPLATES, type MeetingStatus, type MeetingSummary } from '@chorus/mock-handlers/contracts';
import { PageSimple, Link } from '@chorus/shell';
import { Card, Chip, Heading, Icon } from '@chorus/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { errorText, meetingKeys, meetingsApi, useLiveRefresh } from '../meetings.api';
import * as css from '../meetings.css';
import '../meetings.icons';
import { formatDateTime, MeetingStatusTag, plural, QueryState } from '../views/parts';

type Filter = MeetingStatus | 'all';
const filters: Array<{ value: Filter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'live', label: 'Live' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'ended', label: 'Ended' },
];

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
  useLiveRefresh();
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
        <div className={css.page}>
          <div className={css.headerText}>
            <Heading level={1} size="xxl">
              Meetings for each initiative
            </Heading>
            <p className={css.muted}>
              Join a live meeting, prepare the next one, or read the results of the last.
            </p>
          </div>
          <fieldset className={`${css.row} ${css.bare}`}>
            <legend className={css.srOnly}>Show meetings</legend>
            {filters.map((entry) => (
              <Chip
                key={entry.value}
                label={entry.label}
                selectable
                selected={filter === entry.value}
                onSelectedChange={() => setFilter(entry.value)}
              />
            ))}
          </fieldset>
          {list.isPending ? (
            <QueryState status="loading" message="Loading the meetings…" />
          ) : list.isError ? (
            <QueryState
              status="error"
              message={`Could not load the meetings: ${errorText(list.error)}`}
              onRetry={() => void list.refetch()}
            />
          ) : groups.length === 0 ? (
            <QueryState
              status="empty"
              icon="video"
              message={
                filter === 'all'
                  ? 'No meetings yet. Meetings are planned inside an initiative.'
                  : 'No meeting in this state.'
              }
            />
          ) : (
            groups.map((group) => (
              <Card as="section" key={group.id} className={css.panel} aria-labelledby={`group-${group.id}`}>
                <div className={css.rowBetween}>
                  <h2 className={css.panelTitle} id={`group-${group.id}`}>
                    <Link
                      className={css.link}
                      to={`/apps/initiatives/details?id=${encodeURIComponent(group.id)}`}
                    >
                      {group.title}
                    </Link>
                  </h2>
                  <span className={css.muted}>{plural(group.meetings.length, 'meeting')}</span>
                </div>
                <ul className={css.list}>
                  {group.meetings.map((meeting) => (
                    <li
                      key={meeting.id}
                      className={`${css.listItem} ${meeting.status === 'live' ? css.listItemActive : ''}`}
                    >
                      <div className={css.rowBetween}>
                        <Link
                          className={css.link}
                          to={`/apps/meetings/details?id=${encodeURIComponent(meeting.id)}`}
                        >
                          {meeting.title}
                        </Link>
                        <MeetingStatusTag status={meeting.status} />
                      </div>
                      <ul className={css.meta}>
                        <li className={css.metaItem}>
                          <Icon name="calendar" size="sm" />
                          {formatDateTime(
                            meeting.status === 'ended'
                              ? (meeting.endedAt ?? meeting.scheduledAt)
                              : meeting.scheduledAt,
                          )}
                        </li>
                        <li className={css.metaItem}>
                          <Icon name="clock" size="sm" />
                          {meeting.durationMin} min
                        </li>
                        <li className={css.metaItem}>
                          <Icon name="presentation" size="sm" />
                          {meeting.template === 'custom'
                            ? 'Custom agenda'
                            : MEETING_TEMPLATES[meeting.template].title}
                        </li>
                        <li className={css.metaItem}>
                          <Icon name="users" size="sm" />
                          {meeting.viewerRole === 'host' ? 'You host' : `Hosted by ${meeting.hostName}`}
                        </li>
                      </ul>
                    </li>
                  ))}
                </ul>
              </Card>
            ))
          )}
        </div>
      }
    />
  );
}
