/**
 * /apps/initiatives/details?id=: the description, members, meetings (upcoming and past) and the
 * decision log. Hosts who own it edit or delete it and plan new meetings.
 */
import type { MeetingSummary, Outcome } from '@chorus/mock-handlers/contracts';
import { authStore, PageSimple, showMessage, Link } from '@chorus/shell';
import { Button, Card, Heading, Icon } from '@chorus/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { confirmAction } from '../../lib/confirm';
import {
  errorText,
  initiativeKeys,
  initiativesApi,
  invalidateMeetingData,
  meetingsApi,
  useLiveRefresh,
} from '../../meetings/meetings.api';
import * as css from '../../meetings/meetings.css';
import '../../meetings/meetings.icons';
import { NewMeetingDialog } from '../../meetings/views/NewMeetingDialog';
import {
  formatDate,
  formatDateTime,
  MeetingStatusTag,
  PersonBadge,
  plural,
  detailQueryState,
  Tag,
} from '../../meetings/views/parts';
import { InitiativeDialog } from '../views/InitiativeDialog';

function MeetingRow({ meeting }: { meeting: MeetingSummary }) {
  return (
    <li className={css.listItem}>
      <div className={css.rowBetween}>
        <Link className={css.link} to={`/apps/meetings/details?id=${encodeURIComponent(meeting.id)}`}>
          {meeting.title}
        </Link>
        <MeetingStatusTag status={meeting.status} />
      </div>
      <span className={css.muted}>
        {formatDateTime(meeting.scheduledAt)} · {meeting.durationMin} min · hosted by {meeting.hostName}
      </span>
    </li>
  );
}

export function DecisionLog({ outcomes }: { outcomes: readonly Outcome[] }) {
  const today = new Date().toISOString().slice(0, 10);
  if (outcomes.length === 0) {
    return <p className={css.muted}>No decision recorded yet. Outcomes recorded in meetings land here.</p>;
  }
  return (
    <ul className={css.list} aria-label="Decision log">
      {outcomes.map((outcome) => {
        const due = outcome.reviewOn !== null && outcome.reviewOn.slice(0, 10) <= today;
        return (
          <li key={outcome.id} className={css.listItem}>
            <p className={css.text}>
              <strong>{outcome.statement}</strong>
            </p>
            <div className={css.row}>
              <span className={css.muted}>
                Decided {formatDate(outcome.decidedAt)} in{' '}
                <Link
                  className={css.link}
                  to={`/apps/meetings/details?id=${encodeURIComponent(outcome.meetingId)}`}
                >
                  {outcome.meetingTitle}
                </Link>
              </span>
              {outcome.reviewOn ? (
                <Tag tone={due ? 'warning' : 'info'} icon="calendar">
                  {due ? 'Review due' : 'Review on'} {formatDate(outcome.reviewOn)}
                </Tag>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

export default function InitiativeDetailsPage() {
  useLiveRefresh();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const auth = useSnapshot(authStore);
  const isHost = auth.roles.includes('Host');
  const client = useQueryClient();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'edit' | 'meeting' | null>(null);
  const [dialogKey, setDialogKey] = useState(0);
  const open = (which: 'edit' | 'meeting') => {
    setDialogKey((key) => key + 1);
    setDialog(which);
  };

  const detail = useQuery({
    queryKey: initiativeKeys.detail(id),
    queryFn: ({ signal }) => initiativesApi.detail(id, signal),
    enabled: id !== '',
  });
  const everyone = useQuery({
    queryKey: initiativeKeys.list('all', ''),
    queryFn: ({ signal }) => initiativesApi.list({}, signal),
    enabled: dialog === 'edit',
  });

  const save = useMutation({
    mutationFn: initiativesApi.save,
    onSuccess: (saved) => {
      client.setQueryData(initiativeKeys.detail(saved.id), saved);
      setDialog(null);
      showMessage({ message: 'Initiative saved', variant: 'success' });
      void invalidateMeetingData(client);
    },
    onError: (error) =>
      showMessage({ message: `Could not save the initiative: ${errorText(error)}`, variant: 'error' }),
  });
  const remove = useMutation({
    mutationFn: initiativesApi.remove,
    onSuccess: () => {
      showMessage({ message: 'Initiative deleted', variant: 'success' });
      void invalidateMeetingData(client);
      navigate('/apps/initiatives');
    },
    onError: (error) =>
      showMessage({ message: `Could not delete the initiative: ${errorText(error)}`, variant: 'error' }),
  });
  const createMeeting = useMutation({
    mutationFn: meetingsApi.save,
    onSuccess: (meeting) => {
      setDialog(null);
      showMessage({ message: `${meeting.title} planned: set up its agenda`, variant: 'success' });
      void invalidateMeetingData(client);
      navigate(`/apps/meetings/details?id=${encodeURIComponent(meeting.id)}`);
    },
    onError: (error) =>
      showMessage({ message: `Could not create the meeting: ${errorText(error)}`, variant: 'error' }),
  });

  const back = (
    <Link className={css.backLink} to="/apps/initiatives">
      <Icon name="arrow-left" size="sm" /> All initiatives
    </Link>
  );
  let body = detailQueryState(id, detail, {
    noun: 'initiative',
    icon: 'lightbulb',
    notFound: 'This initiative does not exist, or you are not one of its members.',
  });
  if (body === null && detail.data) {
    const initiative = detail.data;
    const upcoming = initiative.meetings.filter((m) => m.status !== 'ended');
    const past = initiative.meetings.filter((m) => m.status === 'ended');
    const canEdit = initiative.viewerIsOwner;
    body = (
      <>
        <div className={css.header}>
          <div className={css.headerText}>
            <div className={css.row}>
              <Heading level={1} size="xxl" className={css.pageTitle}>
                {initiative.title}
              </Heading>
              <Tag tone={initiative.status === 'active' ? 'positive' : 'neutral'}>
                {initiative.status === 'active' ? 'Active' : 'Archived'}
              </Tag>
            </div>
            <p className={css.text}>{initiative.description || 'No description yet.'}</p>
          </div>
          <div className={css.row}>
            {isHost && initiative.status === 'active' ? (
              <Button startIcon={<Icon name="calendar-plus" size="sm" />} onClick={() => open('meeting')}>
                New meeting
              </Button>
            ) : null}
            {canEdit ? (
              <>
                <Button
                  variant="outline"
                  tone="neutral"
                  startIcon={<Icon name="pencil" size="sm" />}
                  onClick={() => open('edit')}
                >
                  Edit
                </Button>
                <Button
                  variant="ghost"
                  tone="critical"
                  startIcon={<Icon name="trash" size="sm" />}
                  onClick={() =>
                    confirmAction({
                      title: `Delete ${initiative.title}?`,
                      description:
                        'Its meetings and their results go too. The decision log is lost. This cannot be undone.',
                      confirmLabel: 'Delete',
                      onConfirm: () => remove.mutate(initiative.id),
                    })
                  }
                >
                  Delete
                </Button>
              </>
            ) : null}
          </div>
        </div>
        <div className={css.twoColumns}>
          <div className={css.stack}>
            <Card as="section" className={css.panel} aria-labelledby="upcoming-title">
              <h2 className={css.panelTitle} id="upcoming-title">
                Upcoming and live meetings
              </h2>
              {upcoming.length ? (
                <ul className={css.list}>
                  {upcoming.map((meeting) => (
                    <MeetingRow key={meeting.id} meeting={meeting} />
                  ))}
                </ul>
              ) : (
                <p className={css.muted}>
                  {isHost
                    ? 'Nothing planned. Plan the next meeting with "New meeting".'
                    : 'Nothing planned yet.'}
                </p>
              )}
            </Card>
            <Card as="section" className={css.panel} aria-labelledby="decisions-title">
              <h2 className={css.panelTitle} id="decisions-title">
                Decision log
              </h2>
              <DecisionLog outcomes={initiative.outcomes} />
            </Card>
            <Card as="section" className={css.panel} aria-labelledby="past-title">
              <h2 className={css.panelTitle} id="past-title">
                Past meetings
              </h2>
              {past.length ? (
                <ul className={css.list}>
                  {past.map((meeting) => (
                    <MeetingRow key={meeting.id} meeting={meeting} />
                  ))}
                </ul>
              ) : (
                <p className={css.muted}>No meeting has taken place yet.</p>
              )}
            </Card>
          </div>
          <Card as="section" className={css.panel} aria-labelledby="members-title">
            <h2 className={css.panelTitle} id="members-title">
              Members ({initiative.members.length})
            </h2>
            <ul className={css.list}>
              {initiative.members.map((member) => (
                <li key={member.id}>
                  <PersonBadge
                    person={member}
                    suffix={
                      member.id === initiative.ownerId
                        ? '(owner)'
                        : member.userType === 1
                          ? '(host)'
                          : undefined
                    }
                  />
                </li>
              ))}
            </ul>
            <p className={css.muted}>{plural(initiative.meetingCount, 'meeting')} so far.</p>
          </Card>
        </div>
        {canEdit ? (
          <InitiativeDialog
            key={`edit-${dialogKey}`}
            open={dialog === 'edit'}
            initial={initiative}
            people={[
              ...new Map(
                [...(everyone.data ?? []).flatMap((i) => i.members), ...initiative.members].map((p) => [
                  p.id,
                  p,
                ]),
              ).values(),
            ]}
            viewerId={auth.user.uid}
            pending={save.isPending}
            onSubmit={(request) => save.mutate(request)}
            onClose={() => setDialog(null)}
          />
        ) : null}
        {isHost ? (
          <NewMeetingDialog
            key={`meeting-${dialogKey}`}
            open={dialog === 'meeting'}
            initiativeId={initiative.id}
            pending={createMeeting.isPending}
            onSubmit={(request) => createMeeting.mutate(request)}
            onClose={() => setDialog(null)}
          />
        ) : null}
      </>
    );
  }
  return (
    <PageSimple
      content={
        <div className={css.page}>
          {back}
          {body}
        </div>
      }
    />
  );
}
