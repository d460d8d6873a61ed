/** A meeting's page header (its initiative, title, status, when it ran, who takes part) and its protections. */
import type { MeetingDetail } from '@chorus/mock-handlers/contracts';
import { Link } from '@chorus/shell';
import { Heading, Icon, Stack } from '@chorus/ui';
import { formatDateTime, Time } from '../../lib/format';
import { meetingRun } from '../../lib/product/meetingRun';
import * as shared from '../../lib/product/product.css';
import { MeetingStatusTag, Tag } from '../../lib/product/Tag';
import { useT } from './i18n';
import { ParticipantsView } from './Participants/ParticipantsView';

export function Protections({ meeting }: { meeting: MeetingDetail }) {
  const t = useT();
  const s = meeting.settings;
  return (
    <Stack
      as="ul"
      direction="row"
      wrap
      align="center"
      gap="sm"
      className={shared.bareList}
      aria-label={t('details.protections')}
    >
      <li>
        <Tag tone="info" icon="eye-off">
          {t(`protect.${s.anonymity}`)}
        </Tag>
      </li>
      <li>
        <Tag tone="info" icon="lock">
          {t(`protect.${s.voteVisibility}`)}
        </Tag>
      </li>
      <li>
        <Tag tone="info" icon="vote">
          {t('protect.dots', { dots: s.dotsPerPerson, max: s.maxDotsPerIdea })}
        </Tag>
      </li>
      {s.shuffle ? (
        <li>
          <Tag tone="info">{t('protect.shuffle')}</Tag>
        </li>
      ) : null}
      {s.hostSpeaksLast ? (
        <li>
          <Tag tone="info">{t('protect.hostSpeaksLast')}</Tag>
        </li>
      ) : null}
    </Stack>
  );
}

export function MeetingHeader({ meeting }: { meeting: MeetingDetail }) {
  const t = useT();
  const isHost = meeting.viewerRole === 'host';
  const run = meetingRun(meeting);
  return (
    <header className={shared.header}>
      <Stack gap="xs" minInlineSize={0}>
        {meeting.viewerIsGuest ? (
          // A guest sees this meeting only: its initiative is a name, not a way in.
          <span className={shared.muted}>{meeting.initiativeTitle}</span>
        ) : (
          <Link
            className={shared.backLink}
            to={`/apps/initiatives/details?id=${encodeURIComponent(meeting.initiativeId)}`}
          >
            {meeting.initiativeTitle}
          </Link>
        )}
        <Stack direction="row" wrap align="center" gap="sm">
          <Heading level={1} size="xxl" className={shared.pageTitle}>
            {meeting.title}
          </Heading>
          <MeetingStatusTag status={meeting.status} />
          {meeting.recurrence ? (
            <Tag tone="info" icon="calendar">
              {t('details.repeats', { cadence: t(`recurrence.${meeting.recurrence}`) })}
            </Tag>
          ) : null}
          {isHost ? <Tag tone="accent">{t('details.youHost')}</Tag> : null}
          {!isHost && meeting.viewerCanFacilitate ? <Tag tone="accent">{t('details.youCoHost')}</Tag> : null}
          {meeting.viewerIsGuest ? (
            <Tag tone="info">{meeting.viewerCanContribute ? t('guest.badge') : t('guest.watchBadge')}</Tag>
          ) : null}
          {!meeting.viewerCanContribute && meeting.status !== 'ended' ? (
            <Tag tone="neutral" icon="eye">
              {t('details.youWatch')}
            </Tag>
          ) : null}
        </Stack>
        {meeting.goal ? <p className={shared.text}>{meeting.goal}</p> : null}
        <ul className={shared.meta}>
          <li className={shared.metaItem}>
            <Icon name="calendar" size="sm" />
            {/* Once started, when it really ran (and, once ended, for how long): never a plan it did not keep. */}
            {t('details.when', { date: formatDateTime(run.start), minutes: run.minutes })}
          </li>
          {/* Once it has run: when it actually started and ended. */}
          {meeting.startedAt ? (
            <li className={shared.metaItem}>
              <Icon name="clock" size="sm" />
              <Time value={meeting.startedAt} format="eventAbsolute">
                {(time) => t('details.started', { time })}
              </Time>
            </li>
          ) : null}
          {meeting.endedAt ? (
            <li className={shared.metaItem}>
              <Icon name="clock" size="sm" />
              <Time value={meeting.endedAt} format="eventAbsolute">
                {(time) => t('details.ended', { time })}
              </Time>
            </li>
          ) : null}
          <li className={shared.metaItem}>
            <Icon name="users" size="sm" />
            {t('details.participants', { count: meeting.participants.length })}
          </li>
          {meeting.status === 'live' ? (
            <li className={shared.metaItem} data-testid="facilitator">
              <Icon name="presentation" size="sm" />
              {t('facilitation.by', {
                name:
                  meeting.participants.find((person) => person.id === meeting.facilitatorId)?.displayName ??
                  meeting.hostName,
              })}
            </li>
          ) : null}
        </ul>
      </Stack>
      <ParticipantsView
        participants={meeting.participants}
        hostId={meeting.hostId}
        coHostIds={meeting.coHostIds}
        guestIds={meeting.guestIds}
        watching={meeting.watching}
        showPresence={meeting.status !== 'ended'}
      />
    </header>
  );
}
