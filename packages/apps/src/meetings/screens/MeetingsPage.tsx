/** /apps/meetings: the meetings of the viewer's initiatives, grouped by initiative, live first. */
import type { MeetingStatus, MeetingSummary } from '@chorus/mock-handlers/contracts';
import { PageSimple } from '@chorus/shell';
import { Icon } from '@chorus/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ListStatus } from '../../lib/folder-app/ListStatus';
import { errorText, meetingKeys, meetingsApi, useLiveRefresh } from '../meetings.api';
import * as css from '../meetings.css';
import '../meetings.icons';
import { formatDateTime, MeetingStatusChip, plural } from '../views/parts';
import { MEETING_TEMPLATES } from '@chorus/mock-handlers/contracts';

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
            <h1 style={{ margin: 0 }}>Meetings for each initiative</h1>
            <p className={css.muted}>
              Join a live meeting, prepare the next one, or read the results of the last.
            </p>
          </div>
          <fieldset className={css.row} style={{ border: 0, padding: 0, margin: 0 }}>
            <legend className={css.srOnly}>Show meetings</legend>
            {filters.map((entry) => (
              <button
                key={entry.value}
                type="button"
                aria-pressed={filter === entry.value}
                className={filter === entry.value ? css.chip.accent : css.chip.neutral}
                style={{ border: 'none', cursor: 'pointer', fontSize: 14, padding: '6px 12px' }}
                onClick={() => setFilter(entry.value)}
              >
                {entry.label}
              </button>
            ))}
          </fieldset>
          {list.isPending ? (
            <ListStatus status="loading" message="Loading the meetings…" />
          ) : list.isError ? (
            <ListStatus
              status="error"
              message={`Could not load the meetings: ${errorText(list.error)}`}
              onRetry={() => void list.refetch()}
            />
          ) : groups.length === 0 ? (
            <ListStatus
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
              <section key={group.id} className={css.panel} aria-labelledby={`group-${group.id}`}>
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
                        <MeetingStatusChip status={meeting.status} />
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
              </section>
            ))
          )}
        </div>
      }
    />
  );
}
