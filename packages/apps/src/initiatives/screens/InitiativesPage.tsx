/**
 * /apps/initiatives: the initiatives the viewer belongs to, with search and a status filter; hosts
 * create new ones. Each card shows the status, members, the meeting live now (to join), the next meeting and the
 * open decisions.
 */
import type { InitiativeStatus, InitiativeSummary, MyInvitation } from '@chorus/mock-handlers/contracts';
import { authStore, Link, PageSimple } from '@chorus/shell';
import { Avatar, Button, Card, Heading, Icon, QueryStatus, Select, Stack, TextField } from '@chorus/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { formatDateTime } from '../../lib/format';
import { updateCachedLists, useAppMutation } from '../../lib/mutation';
import * as css from '../../lib/product/product.css';
import '../../lib/product/product.icons';
import { InitiativeStatusTag, MeetingStatusTag } from '../../lib/product/Tag';
import { errorText } from '../../lib/query';
import { useT } from '../i18n';
import { initiativeKeys, initiativesApi } from '../initiatives.api';
import * as own from '../initiatives.css';
import { InvitationsPanel } from '../views/InvitationsPanel';

/**
 * The new-initiative dialog and its form (react-hook-form, the schema's resolver: ~15 KB gzip) are a chunk of
 * their own, fetched when the pointer or focus reaches "New initiative" (or when it is pressed): the list's first
 * paint carries none of it.
 */
const loadDialog = () => import('../views/InitiativeDialog');
const InitiativeDialog = lazy(() => loadDialog().then((module) => ({ default: module.InitiativeDialog })));

type StatusFilter = InitiativeStatus | 'all';

function InitiativeCard({ initiative }: { initiative: InitiativeSummary }) {
  const t = useT();
  const titleId = `initiative-${initiative.id}`;
  return (
    <Card as="li" className={css.panel} aria-labelledby={titleId}>
      <Stack direction="row" wrap align="center" justify="between" gap="sm">
        <h2 className={css.panelTitle} id={titleId}>
          <Link className={css.link} to={`/apps/initiatives/details?id=${encodeURIComponent(initiative.id)}`}>
            {initiative.title}
          </Link>
        </h2>
        <InitiativeStatusTag status={initiative.status} />
      </Stack>
      {initiative.description ? <p className={css.text}>{initiative.description}</p> : null}
      <ul className={css.meta}>
        <li className={css.metaItem}>
          <Icon name="users" size="sm" />
          {t('card.members', { count: initiative.members.length })}
        </li>
        {initiative.liveMeeting ? (
          <li className={css.metaItem}>
            <MeetingStatusTag status="live" />
            <Link
              className={css.link}
              to={`/apps/meetings/details?id=${encodeURIComponent(initiative.liveMeeting.id)}`}
            >
              {t('card.join', { title: initiative.liveMeeting.title })}
            </Link>
          </li>
        ) : null}
        {initiative.nextMeetingAt || !initiative.liveMeeting ? (
          <li className={css.metaItem}>
            <Icon name="calendar" size="sm" />
            {initiative.nextMeetingAt
              ? t('card.nextMeeting', { date: formatDateTime(initiative.nextMeetingAt) })
              : t('card.noMeeting')}
          </li>
        ) : null}
        <li className={css.metaItem}>
          <Icon name="flag" size="sm" />
          {t('card.openDecisions', { count: initiative.openDecisionCount })}
        </li>
      </ul>
      <div className={css.avatars}>
        {initiative.members.slice(0, 6).map((member) => (
          <Avatar
            key={member.id}
            name={member.displayName}
            fallback="initials"
            size="sm"
            title={member.displayName}
          />
        ))}
        {initiative.members.length > 6 ? (
          <span className={css.muted}>{t('card.moreMembers', { count: initiative.members.length - 6 })}</span>
        ) : null}
      </div>
    </Card>
  );
}

export default function InitiativesPage() {
  const t = useT();
  const statusOptions = [
    { value: 'all', label: t('status.all') },
    { value: 'active', label: t('status.active') },
    { value: 'archived', label: t('status.archived') },
  ];
  const auth = useSnapshot(authStore);
  const isHost = auth.roles.includes('Host');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dialogKey, setDialogKey] = useState(0);
  const q = useDeferredValue(search.trim());
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const list = useQuery({
    queryKey: initiativeKeys.list(status, q),
    queryFn: ({ signal }) =>
      initiativesApi.list({ status: status === 'all' ? undefined : status, q: q || undefined }, signal),
    placeholderData: (previous) => previous,
  });
  const invitations = useQuery({
    queryKey: initiativeKeys.invitations,
    queryFn: ({ signal }) => initiativesApi.invitations(signal),
  });
  const dropInvitation = (id: string) =>
    updateCachedLists<MyInvitation>(queryClient, initiativeKeys.invitations, (mine) =>
      mine.filter((entry) => entry.id !== id),
    );
  const accept = useAppMutation({
    mutationFn: (invitation: MyInvitation) => initiativesApi.accept(invitation.id),
    answer: (joined, invitation, client) => {
      client.setQueryData(initiativeKeys.detail(joined.id), joined);
      dropInvitation(invitation.id);
    },
    invalidate: [initiativeKeys.lists],
    errorMessage: t('list.acceptError'),
    successMessage: (invitation) => t('list.accepted', { title: invitation.initiativeTitle }),
  });
  const decline = useAppMutation({
    mutationFn: (invitation: MyInvitation) => initiativesApi.decline(invitation.id),
    answer: ({ id }) => dropInvitation(id),
    errorMessage: t('list.declineError'),
    successMessage: t('list.declined'),
  });

  const create = useAppMutation({
    mutationFn: initiativesApi.save,
    // The new initiative's page opens from the answer; the lists learn of it (which filters it matches
    // is the server's to say).
    answer: (created, _vars, client) => client.setQueryData(initiativeKeys.detail(created.id), created),
    invalidate: [initiativeKeys.lists],
    errorMessage: t('list.createError'),
    successMessage: (_vars, created) => t('list.created', { title: created.title }),
    onSuccess: (created) => {
      setDialogOpen(false);
      navigate(`/apps/initiatives/details?id=${encodeURIComponent(created.id)}`);
    },
  });

  const items = list.data ?? [];
  const filtered = q !== '' || status !== 'all';
  return (
    <PageSimple
      content={
        <div className={css.page}>
          <div className={css.header}>
            <Stack gap="xs" minInlineSize={0}>
              <Heading level={1} size="xxl">
                {t('list.title')}
              </Heading>
              <p className={css.muted}>{t('list.intro')}</p>
            </Stack>
            {isHost ? (
              <Button
                startIcon={<Icon name="plus" size="sm" />}
                onClick={() => {
                  setDialogKey((key) => key + 1);
                  setDialogOpen(true);
                }}
                onPointerEnter={loadDialog}
                onFocus={loadDialog}
              >
                {t('list.new')}
              </Button>
            ) : null}
          </div>
          <InvitationsPanel
            invitations={invitations.data ?? []}
            answering={
              accept.isPending ? accept.variables?.id : decline.isPending ? decline.variables?.id : null
            }
            onAccept={(invitation) => accept.mutate(invitation)}
            onDecline={(invitation) => decline.mutate(invitation)}
          />
          <search className={own.filters}>
            <TextField
              className={css.grow}
              type="search"
              label={t('list.search')}
              placeholder={t('list.searchPlaceholder')}
              startAdornment={<Icon name="search" size="sm" />}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            <Select
              className={own.statusFilter}
              label={t('list.status')}
              options={statusOptions}
              value={status}
              onChange={(event) => setStatus(event.target.value as StatusFilter)}
            />
          </search>
          <QueryStatus
            query={list}
            isEmpty={items.length === 0}
            loading={t('list.loading')}
            error={(error) => t('list.error', { error: errorText(error) })}
            empty={{
              icon: 'lightbulb',
              title: filtered ? t('list.noMatch') : isHost ? t('list.emptyHost') : t('list.emptyMember'),
            }}
          >
            <ul className={`${css.grid} ${css.bareList}`} aria-label={t('list.label')}>
              {items.map((initiative) => (
                <InitiativeCard key={initiative.id} initiative={initiative} />
              ))}
            </ul>
          </QueryStatus>
          {/* Mounted from its first opening on (key 0: never opened), so that it closes with its animation. */}
          {isHost && dialogKey > 0 ? (
            <Suspense fallback={null}>
              <InitiativeDialog
                key={dialogKey}
                open={dialogOpen}
                viewer={auth.user.data}
                pending={create.isPending}
                onSubmit={(request) => create.mutate(request)}
                onClose={() => setDialogOpen(false)}
              />
            </Suspense>
          ) : null}
        </div>
      }
    />
  );
}
