/**
 * /apps/initiatives: the initiatives the viewer belongs to, with search and a status filter; hosts
 * create new ones. Each card shows the status, members, the next meeting and the open decisions.
 */
import type { InitiativeStatus, InitiativeSummary, MyInvitation } from '@chorus/mock-handlers/contracts';
import { authStore, Link, PageSimple } from '@chorus/shell';
import { Avatar, Button, Card, Heading, Icon, QueryStatus, Select, Stack, TextField } from '@chorus/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { formatDateTime, plural } from '../../lib/format';
import { updateCachedLists, useAppMutation } from '../../lib/mutation';
import * as css from '../../lib/product/product.css';
import '../../lib/product/product.icons';
import { InitiativeStatusTag } from '../../lib/product/Tag';
import { errorText } from '../../lib/query';
import { initiativeKeys, initiativesApi } from '../initiatives.api';
import * as own from '../initiatives.css';
import { InitiativeDialog } from '../views/InitiativeDialog';
import { InvitationsPanel } from '../views/InvitationsPanel';

type StatusFilter = InitiativeStatus | 'all';
const statusOptions = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'archived', label: 'Archived' },
];

function InitiativeCard({ initiative }: { initiative: InitiativeSummary }) {
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
          {plural(initiative.members.length, 'member')}
        </li>
        <li className={css.metaItem}>
          <Icon name="calendar" size="sm" />
          {initiative.nextMeetingAt
            ? `Next meeting ${formatDateTime(initiative.nextMeetingAt)}`
            : 'No meeting planned'}
        </li>
        <li className={css.metaItem}>
          <Icon name="flag" size="sm" />
          {plural(initiative.openDecisionCount, 'open decision')}
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
          <span className={css.muted}>+{initiative.members.length - 6}</span>
        ) : null}
      </div>
    </Card>
  );
}

export default function InitiativesPage() {
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
    errorMessage: 'Could not accept the invitation',
    successMessage: (invitation) => `You joined ${invitation.initiativeTitle}`,
  });
  const decline = useAppMutation({
    mutationFn: (invitation: MyInvitation) => initiativesApi.decline(invitation.id),
    answer: ({ id }) => dropInvitation(id),
    errorMessage: 'Could not decline the invitation',
    successMessage: 'Invitation declined',
  });

  const create = useAppMutation({
    mutationFn: initiativesApi.save,
    // The new initiative's page opens from the answer; the lists learn of it (which filters it matches
    // is the server's to say).
    answer: (created, _vars, client) => client.setQueryData(initiativeKeys.detail(created.id), created),
    invalidate: [initiativeKeys.lists],
    errorMessage: 'Could not create the initiative',
    successMessage: (_vars, created) => `${created.title} created`,
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
                Initiatives
              </Heading>
              <p className={css.muted}>
                Every initiative you belong to, its meetings and the decisions it made.
              </p>
            </Stack>
            {isHost ? (
              <Button
                startIcon={<Icon name="plus" size="sm" />}
                onClick={() => {
                  setDialogKey((key) => key + 1);
                  setDialogOpen(true);
                }}
              >
                New initiative
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
              label="Search"
              placeholder="Title or description"
              startAdornment={<Icon name="search" size="sm" />}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            <Select
              className={own.statusFilter}
              label="Status"
              options={statusOptions}
              value={status}
              onChange={(event) => setStatus(event.target.value as StatusFilter)}
            />
          </search>
          <QueryStatus
            query={list}
            isEmpty={items.length === 0}
            loading="Loading the initiatives…"
            error={(error) => `Could not load the initiatives: ${errorText(error)}`}
            empty={{
              icon: 'lightbulb',
              title: filtered
                ? 'Nothing matches this search.'
                : isHost
                  ? 'No initiative yet. Create one to plan its first meeting.'
                  : 'You are not a member of any initiative yet. A host can invite you.',
            }}
          >
            <ul className={`${css.grid} ${css.bareList}`} aria-label="Initiatives">
              {items.map((initiative) => (
                <InitiativeCard key={initiative.id} initiative={initiative} />
              ))}
            </ul>
          </QueryStatus>
          {isHost ? (
            <InitiativeDialog
              key={dialogKey}
              open={dialogOpen}
              viewer={auth.user.data}
              pending={create.isPending}
              onSubmit={(request) => create.mutate(request)}
              onClose={() => setDialogOpen(false)}
            />
          ) : null}
        </div>
      }
    />
  );
}
