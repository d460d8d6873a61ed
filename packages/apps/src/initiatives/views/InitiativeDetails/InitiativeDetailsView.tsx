/**
 * The initiative details page's pure parts: its header with the owner's and hosts' actions, the meetings
 * (upcoming and past), the decision log and the members. Props in, callbacks out.
 */
import type { InitiativeDetail, MeetingSummary, Outcome } from '@chorus/mock-handlers/contracts';
import { Link } from '@chorus/shell';
import { Button, Card, Heading, Icon, Stack } from '@chorus/ui';
import { formatDate, formatDateTime } from '../../../lib/format';
import { ConsentRecord, NoDecisionTag } from '../../../lib/product/ConsentRecord';
import { meetingRun } from '../../../lib/product/meetingRun';
import { PersonBadge } from '../../../lib/product/PersonBadge';
import * as css from '../../../lib/product/product.css';
import { InitiativeStatusTag, MeetingStatusTag, Tag } from '../../../lib/product/Tag';
import { useT } from '../../i18n';

function MeetingRow({ meeting }: { meeting: MeetingSummary }) {
  const t = useT();
  // When it really ran, once started; how long, once ended.
  const run = meetingRun(meeting);
  return (
    <li className={css.listItem}>
      <Stack direction="row" wrap align="center" justify="between" gap="sm">
        <Link className={css.link} to={`/apps/meetings/details?id=${encodeURIComponent(meeting.id)}`}>
          {meeting.title}
        </Link>
        <MeetingStatusTag status={meeting.status} />
      </Stack>
      <span className={css.muted}>
        {t('details.meetingLine', {
          date: formatDateTime(run.start),
          duration: run.minutes,
          host: meeting.hostName,
        })}
      </span>
    </li>
  );
}

function MeetingList({ meetings }: { meetings: readonly MeetingSummary[] }) {
  return (
    <Stack as="ul" gap="sm" className={css.bareList}>
      {meetings.map((meeting) => (
        <MeetingRow key={meeting.id} meeting={meeting} />
      ))}
    </Stack>
  );
}

export function DecisionLog({ outcomes }: { outcomes: readonly Outcome[] }) {
  const t = useT();
  const today = new Date().toISOString().slice(0, 10);
  if (outcomes.length === 0) {
    return <p className={css.muted}>{t('log.empty')}</p>;
  }
  return (
    <Stack as="ul" gap="sm" className={css.bareList} aria-label={t('log.label')}>
      {outcomes.map((outcome) => {
        const due = outcome.reviewOn !== null && outcome.reviewOn.slice(0, 10) <= today;
        return (
          <li key={outcome.id} className={css.listItem}>
            <Stack direction="row" wrap align="center" gap="sm">
              {outcome.kind === 'noDecision' ? <NoDecisionTag /> : null}
              <p className={css.text}>
                <strong>{outcome.statement}</strong>
              </p>
            </Stack>
            {outcome.consent ? <ConsentRecord record={outcome.consent} /> : null}
            <Stack direction="row" wrap align="center" gap="sm">
              <span className={css.muted}>
                {t.rich(
                  outcome.kind === 'noDecision' ? 'log.recorded' : 'log.decided',
                  {
                    link: (text) => (
                      <Link
                        className={css.link}
                        to={`/apps/meetings/details?id=${encodeURIComponent(outcome.meetingId)}`}
                      >
                        {text}
                      </Link>
                    ),
                  },
                  { date: formatDate(outcome.decidedAt), meeting: outcome.meetingTitle },
                )}
              </span>
              {outcome.reviewOn ? (
                <Tag tone={due ? 'warning' : 'info'} icon="calendar">
                  {t(due ? 'log.reviewDue' : 'log.reviewOn', { date: formatDate(outcome.reviewOn) })}
                </Tag>
              ) : null}
            </Stack>
          </li>
        );
      })}
    </Stack>
  );
}

export interface InitiativeHeaderProps {
  initiative: InitiativeDetail;
  /** A host may plan a meeting in an active initiative. */
  canPlan: boolean;
  onPlan: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onLeave: () => void;
}

/** Title, status and description; the owner edits or deletes it, anyone else may leave it. */
export function InitiativeHeader({
  initiative,
  canPlan,
  onPlan,
  onEdit,
  onDelete,
  onLeave,
}: InitiativeHeaderProps) {
  const t = useT();
  return (
    <div className={css.header}>
      <Stack gap="xs" minInlineSize={0}>
        <Stack direction="row" wrap align="center" gap="sm">
          <Heading level={1} size="xxl" className={css.pageTitle}>
            {initiative.title}
          </Heading>
          <InitiativeStatusTag status={initiative.status} />
        </Stack>
        <p className={css.text}>{initiative.description || t('details.noDescription')}</p>
      </Stack>
      <Stack direction="row" wrap align="center" gap="sm">
        {canPlan ? (
          <Button startIcon={<Icon name="calendar-plus" size="sm" />} onClick={onPlan}>
            {t('details.newMeeting')}
          </Button>
        ) : null}
        {initiative.viewerIsOwner ? (
          <>
            <Button
              variant="outline"
              tone="neutral"
              startIcon={<Icon name="pencil" size="sm" />}
              onClick={onEdit}
            >
              {t('details.edit')}
            </Button>
            <Button
              variant="ghost"
              tone="critical"
              startIcon={<Icon name="trash" size="sm" />}
              onClick={onDelete}
            >
              {t('details.delete')}
            </Button>
          </>
        ) : (
          <Button variant="ghost" tone="neutral" startIcon={<Icon name="x" size="sm" />} onClick={onLeave}>
            {t('details.leave')}
          </Button>
        )}
      </Stack>
    </div>
  );
}

/** The meetings still to come, the decision log and the meetings that have ended. */
export function InitiativeRecord({
  initiative,
  canPlan,
  onExportLog,
}: {
  initiative: InitiativeDetail;
  canPlan: boolean;
  /** Saves the decision log as CSV (offered once it holds an outcome). */
  onExportLog?: () => void;
}) {
  const t = useT();
  return (
    <Stack gap="md" minInlineSize={0}>
      <Card as="section" className={css.panel} aria-labelledby="upcoming-title">
        <h2 className={css.panelTitle} id="upcoming-title">
          {t('details.upcoming')}
        </h2>
        {initiative.meetings.some((m) => m.status !== 'ended') ? (
          <MeetingList meetings={initiative.meetings.filter((m) => m.status !== 'ended')} />
        ) : (
          <p className={css.muted}>
            {canPlan ? t('details.nothingPlannedHost') : t('details.nothingPlanned')}
          </p>
        )}
      </Card>
      <Card as="section" className={css.panel} aria-labelledby="decisions-title">
        <Stack direction="row" wrap align="center" justify="between" gap="sm">
          <h2 className={css.panelTitle} id="decisions-title">
            {t('details.decisionLog')}
          </h2>
          {onExportLog && initiative.outcomes.length > 0 ? (
            <Button
              size="sm"
              variant="outline"
              startIcon={<Icon name="download" size="sm" />}
              onClick={onExportLog}
            >
              {t('details.exportLog')}
            </Button>
          ) : null}
        </Stack>
        <DecisionLog outcomes={initiative.outcomes} />
      </Card>
      <Card as="section" className={css.panel} aria-labelledby="past-title">
        <h2 className={css.panelTitle} id="past-title">
          {t('details.past')}
        </h2>
        {initiative.meetings.some((m) => m.status === 'ended') ? (
          <MeetingList meetings={initiative.meetings.filter((m) => m.status === 'ended')} />
        ) : (
          <p className={css.muted}>{t('details.noPast')}</p>
        )}
      </Card>
    </Stack>
  );
}

/** The members (the owner and hosts marked), the pending invitations and how many meetings it held. */
export function MembersCard({ initiative }: { initiative: InitiativeDetail }) {
  const t = useT();
  return (
    <Card as="section" className={css.panel} aria-labelledby="members-title">
      <h2 className={css.panelTitle} id="members-title">
        {t('details.members', { count: initiative.members.length })}
      </h2>
      <Stack as="ul" gap="sm" className={css.bareList} aria-label={t('details.membersLabel')}>
        {initiative.members.map((member) => (
          <li key={member.id}>
            <PersonBadge
              person={member}
              suffix={
                member.id === initiative.ownerId
                  ? t('details.owner')
                  : member.userType === 1
                    ? t('details.host')
                    : undefined
              }
            />
          </li>
        ))}
      </Stack>
      {initiative.invitations.length > 0 ? (
        <>
          <h3 className={css.subheading}>{t('details.invited')}</h3>
          <Stack as="ul" gap="sm" className={css.bareList} aria-label={t('details.pendingLabel')}>
            {initiative.invitations.map((invitation) => (
              <li key={invitation.id}>
                <Stack direction="row" wrap align="center" gap="sm">
                  <span className={css.text}>{invitation.email}</span>
                  <Tag tone="info">{t('details.pending')}</Tag>
                </Stack>
              </li>
            ))}
          </Stack>
        </>
      ) : null}
      <p className={css.muted}>{t('details.meetingCount', { count: initiative.meetingCount })}</p>
    </Card>
  );
}
