/**
 * /apps/initiatives/details?id=: the description, members, meetings (upcoming and past) and the
 * decision log. Hosts who own it edit or delete it and plan new meetings.
 */
import type {
  InitiativeDetail,
  InitiativeSummary,
  MeetingSummary,
  Outcome,
} from '@chorus/mock-handlers/contracts';
import { authStore, Link, PageSimple, useDocumentTitle } from '@chorus/shell';
import { Button, Card, Heading, Icon, QueryStatus, Stack } from '@chorus/ui';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { confirmAction } from '../../lib/confirm';
import { formatDate, formatDateTime } from '../../lib/format';
import { updateCachedLists, useAppMutation } from '../../lib/mutation';
import { ConsentRecord, NoDecisionTag } from '../../lib/product/ConsentRecord';
import { detailStatus } from '../../lib/product/detailStatus';
import { PersonBadge } from '../../lib/product/PersonBadge';
import { meetingRun } from '../../lib/product/meetingRun';
import * as css from '../../lib/product/product.css';
import '../../lib/product/product.icons';
import { meetingKeys } from '../../lib/product/productKeys';
import { InitiativeStatusTag, MeetingStatusTag, Tag } from '../../lib/product/Tag';
import { errorText } from '../../lib/query';
import { NewMeetingDialog } from '../../meetings/views/NewMeetingDialog';
import { useT } from '../i18n';
import { initiativeKeys, initiativesApi } from '../initiatives.api';
import { InitiativeDialog } from '../views/InitiativeDialog';

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

export default function InitiativeDetailsPage() {
  const t = useT();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const auth = useSnapshot(authStore);
  const isHost = auth.roles.includes('Host');
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
  useDocumentTitle(detail.data?.title);
  // Membership: each change at once, the answer (the initiative as its owner sees it) into the cache.
  const putDetail = (saved: InitiativeDetail, _vars: unknown, client: QueryClient) =>
    client.setQueryData(initiativeKeys.detail(saved.id), saved);
  const invite = useAppMutation({
    mutationFn: initiativesApi.invite,
    answer: putDetail,
    errorMessage: t('details.inviteError'),
    successMessage: ({ email }) => t('details.inviteSent', { email }),
  });
  const withdraw = useAppMutation({
    mutationFn: (invitation: { id: string; email: string }) => initiativesApi.withdraw(invitation.id),
    answer: putDetail,
    errorMessage: t('details.withdrawError'),
    successMessage: ({ email }) => t('details.withdrawn', { email }),
  });
  const removeMember = useAppMutation({
    mutationFn: (member: { id: string; displayName: string }) =>
      initiativesApi.removeMember({ initiativeId: id, userId: member.id }),
    answer: putDetail,
    invalidate: [initiativeKeys.lists],
    errorMessage: t('details.removeError'),
    successMessage: ({ displayName }) => t('details.removed', { name: displayName }),
  });
  const leave = useAppMutation({
    mutationFn: initiativesApi.leave,
    answer: ({ id: left }, _vars, client) => {
      updateCachedLists<InitiativeSummary>(client, initiativeKeys.lists, (list) =>
        list.filter((item) => item.id !== left),
      );
      client.removeQueries({ queryKey: initiativeKeys.detail(left) });
    },
    invalidate: [meetingKeys.lists],
    errorMessage: t('details.leaveError'),
    successMessage: t('details.left'),
    onSuccess: () => navigate('/apps/initiatives'),
  });

  const save = useAppMutation({
    mutationFn: initiativesApi.save,
    answer: (saved, _vars, client) => client.setQueryData(initiativeKeys.detail(saved.id), saved),
    // A new status or title may move it between the lists' filters: the lists read it again.
    invalidate: [initiativeKeys.lists],
    errorMessage: t('details.saveError'),
    successMessage: t('details.saved'),
    onSuccess: () => setDialog(null),
  });
  const remove = useAppMutation({
    mutationFn: initiativesApi.remove,
    answer: ({ id: removed }, _vars, client) =>
      updateCachedLists<InitiativeSummary>(client, initiativeKeys.lists, (list) =>
        list.filter((item) => item.id !== removed),
      ),
    // Its meetings went with it.
    invalidate: [meetingKeys.lists],
    errorMessage: t('details.deleteError'),
    successMessage: t('details.deleted'),
    onSuccess: () => navigate('/apps/initiatives'),
  });
  const planMeeting = useAppMutation({
    mutationFn: initiativesApi.planMeeting,
    answer: (meeting, _vars, client) => client.setQueryData(meetingKeys.detail(meeting.id), meeting),
    invalidate: (meeting) => [
      initiativeKeys.detail(meeting.initiativeId),
      initiativeKeys.lists,
      meetingKeys.lists,
    ],
    errorMessage: t('details.planError'),
    successMessage: (_vars, meeting) => t('details.planned', { title: meeting.title }),
    onSuccess: (meeting) => {
      setDialog(null);
      navigate(`/apps/meetings/details?id=${encodeURIComponent(meeting.id)}`);
    },
  });

  const status = detailStatus(id, detail);
  const initiative = detail.data;
  return (
    <PageSimple
      content={
        <div className={css.page}>
          <Link className={css.backLink} to="/apps/initiatives">
            <Icon name="arrow-left" size="sm" /> {t('details.back')}
          </Link>
          <QueryStatus
            query={status.query}
            isEmpty={status.isEmpty}
            loading={t('details.loading')}
            error={(error) => t('details.error', { error: errorText(error) })}
            empty={{
              icon: 'lightbulb',
              title: t('details.notFound'),
            }}
          >
            {initiative ? (
              <>
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
                    {isHost && initiative.status === 'active' ? (
                      <Button
                        startIcon={<Icon name="calendar-plus" size="sm" />}
                        onClick={() => open('meeting')}
                      >
                        {t('details.newMeeting')}
                      </Button>
                    ) : null}
                    {initiative.viewerIsOwner ? (
                      <>
                        <Button
                          variant="outline"
                          tone="neutral"
                          startIcon={<Icon name="pencil" size="sm" />}
                          onClick={() => open('edit')}
                        >
                          {t('details.edit')}
                        </Button>
                        <Button
                          variant="ghost"
                          tone="critical"
                          startIcon={<Icon name="trash" size="sm" />}
                          onClick={() =>
                            confirmAction({
                              title: t('details.deleteTitle', { title: initiative.title }),
                              description: t('details.deleteDescription'),
                              confirmLabel: t('details.delete'),
                              onConfirm: () => remove.mutate(initiative.id),
                            })
                          }
                        >
                          {t('details.delete')}
                        </Button>
                      </>
                    ) : (
                      <Button
                        variant="ghost"
                        tone="neutral"
                        startIcon={<Icon name="x" size="sm" />}
                        onClick={() =>
                          confirmAction({
                            title: t('details.leaveTitle', { title: initiative.title }),
                            description: t('details.leaveDescription'),
                            confirmLabel: t('details.leaveConfirm'),
                            onConfirm: () => leave.mutate(initiative.id),
                          })
                        }
                      >
                        {t('details.leave')}
                      </Button>
                    )}
                  </Stack>
                </div>
                <div className={css.twoColumns}>
                  <Stack gap="md" minInlineSize={0}>
                    <Card as="section" className={css.panel} aria-labelledby="upcoming-title">
                      <h2 className={css.panelTitle} id="upcoming-title">
                        {t('details.upcoming')}
                      </h2>
                      {initiative.meetings.some((m) => m.status !== 'ended') ? (
                        <MeetingList meetings={initiative.meetings.filter((m) => m.status !== 'ended')} />
                      ) : (
                        <p className={css.muted}>
                          {isHost && initiative.status === 'active'
                            ? t('details.nothingPlannedHost')
                            : t('details.nothingPlanned')}
                        </p>
                      )}
                    </Card>
                    <Card as="section" className={css.panel} aria-labelledby="decisions-title">
                      <h2 className={css.panelTitle} id="decisions-title">
                        {t('details.decisionLog')}
                      </h2>
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
                        <Stack
                          as="ul"
                          gap="sm"
                          className={css.bareList}
                          aria-label={t('details.pendingLabel')}
                        >
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
                    <p className={css.muted}>
                      {t('details.meetingCount', { count: initiative.meetingCount })}
                    </p>
                  </Card>
                </div>
                {initiative.viewerIsOwner ? (
                  <InitiativeDialog
                    key={`edit-${dialogKey}`}
                    open={dialog === 'edit'}
                    initial={initiative}
                    membership={{
                      members: initiative.members.map((member) => ({
                        id: member.id,
                        displayName: member.displayName,
                        suffix: member.id === initiative.ownerId ? t('details.owner') : undefined,
                        removable: member.id !== initiative.ownerId,
                      })),
                      invitations: initiative.invitations,
                      inviting: invite.isPending,
                      onInvite: (email) => invite.mutate({ initiativeId: initiative.id, email }),
                      onWithdraw: (invitation) => withdraw.mutate(invitation),
                      onRemove: (member) =>
                        confirmAction({
                          title: t('details.removeTitle', { name: member.displayName }),
                          description: t('details.removeDescription'),
                          confirmLabel: t('details.removeConfirm'),
                          onConfirm: () => removeMember.mutate(member),
                        }),
                    }}
                    viewer={auth.user.data}
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
                    pending={planMeeting.isPending}
                    onSubmit={(request) => planMeeting.mutate(request)}
                    onClose={() => setDialog(null)}
                  />
                ) : null}
              </>
            ) : null}
          </QueryStatus>
        </div>
      }
    />
  );
}
