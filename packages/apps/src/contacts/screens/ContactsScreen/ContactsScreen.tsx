/**
 * Contacts (/apps/contacts/:id, /apps/contacts/group/:groupId): the list of the route in a DataTable,
 * the user's lists and groups in the sidebar, add and edit in a dialog, star and remove in bulk.
 * Every write is optimistic and rolls back with an error snackbar when the server refuses; the server's
 * answer goes into the cache, and only what it cannot fill is read again.
 */
import type { Contact, ContactsUser } from '@chorus/mock-handlers/contracts';
import { QueryStatus } from '@chorus/ui';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { Navigate, useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { confirmAction } from '../../../lib/confirm';
import { FolderAppFrame } from '../../../lib/folder-app/FolderAppFrame';
import { patchCachedItems, putCachedItems, updateCachedLists, useAppMutation } from '../../../lib/mutation';
import { errorText } from '../../../lib/query';
import { type ContactFilter, contactsApi, contactsKeys, isContactFilter } from '../../contacts.api';
import type { ContactFormOutput } from '../../contacts.form';
import '../../contacts.icons';
import { type MessageKey, useT } from '../../i18n';
import {
  clearContactSelection,
  closeContactDialog,
  contactsListStore,
  contactsStore,
  keepSelectedContacts,
  openAddContact,
  openEditContact,
  setContactSearch,
  setSelectedContacts,
} from '../../contacts.store';
import { ContactDialog } from '../../views/ContactDialog/ContactDialog';
import { ContactsSidebar } from '../../views/ContactsSidebar/ContactsSidebar';
import { type ContactRow, ContactsTable } from '../../views/ContactsTable/ContactsTable';

const titles: Record<ContactFilter, MessageKey> = {
  all: 'title.all',
  frequent: 'title.frequent',
  starred: 'title.starred',
};

const emptyTitles: Record<ContactFilter, MessageKey> = {
  all: 'empty.all',
  frequent: 'empty.frequent',
  starred: 'empty.starred',
};

function withStarred(user: ContactsUser | undefined, ids: readonly string[], starred: boolean) {
  if (!user) return user;
  const set = new Set(user.starred);
  for (const id of ids) {
    if (starred) set.add(id);
    else set.delete(id);
  }
  return { ...user, starred: [...set] };
}

/** Removed contacts leave every cached list, and the user's starred, frequent and groups (as the server does). */
function dropContacts(client: QueryClient, ids: readonly string[]): void {
  const gone = new Set(ids);
  const kept = (list: readonly string[]) => list.filter((id) => !gone.has(id));
  updateCachedLists<Contact>(client, contactsKeys.lists, (list) =>
    list.filter((contact) => !gone.has(contact.id)),
  );
  client.setQueryData<ContactsUser>(contactsKeys.user, (user) =>
    user
      ? {
          ...user,
          starred: kept(user.starred),
          frequentContacts: kept(user.frequentContacts),
          groups: user.groups.map((group) => ({ ...group, contactIds: kept(group.contactIds) })),
        }
      : user,
  );
}

function useContactMutations() {
  const t = useT();
  const starMutation = useAppMutation({
    mutationFn: ({ ids, starred }: { ids: string[]; starred: boolean }) =>
      contactsApi.setStarred(ids, starred),
    queryKey: contactsKeys.all,
    apply: ({ ids, starred }, client) => {
      client.setQueryData<ContactsUser>(contactsKeys.user, (user) => withStarred(user, ids, starred));
      if (!starred) {
        const gone = new Set(ids);
        updateCachedLists<Contact>(client, contactsKeys.list('starred'), (list) =>
          list.filter((contact) => !gone.has(contact.id)),
        );
      }
    },
    // The server answers with the user: its starred ids.
    answer: (user, _vars, client) => client.setQueryData(contactsKeys.user, user),
    // The starred list holds whole contacts, which the answer does not carry: newly starred ones are read.
    invalidate: (_user, { starred }) => (starred ? [contactsKeys.list('starred')] : []),
    errorMessage: t('starError'),
  });
  const removeMutation = useAppMutation({
    mutationFn: (ids: string[]) => contactsApi.remove(ids),
    queryKey: contactsKeys.all,
    apply: (ids, client) => {
      dropContacts(client, ids);
      clearContactSelection();
    },
    // The server answers with the ids it removed.
    answer: (removed, _ids, client) => dropContacts(client, removed),
    errorMessage: t('removeError'),
    successMessage: (ids) => t('removed', { count: ids.length }),
  });
  const addMutation = useAppMutation({
    mutationFn: ({ values }: { values: ContactFormOutput; pendingId: string }) => contactsApi.add(values),
    queryKey: contactsKeys.all,
    apply: ({ values, pendingId }, client) => {
      const pending: Contact = { ...values, id: pendingId, avatar: '' };
      updateCachedLists<Contact>(client, contactsKeys.list('all'), (list) => [...list, pending]);
    },
    // The server answers with the stored contact (its generated id): it takes the placeholder's place.
    answer: (contact, { pendingId }, client) =>
      updateCachedLists<Contact>(client, contactsKeys.list('all'), (list) =>
        list.map((entry) => (entry.id === pendingId ? contact : entry)),
      ),
    // No snackbar: the dialog shows the refusal and keeps what was typed.
    successMessage: ({ values }) => t('added', { name: values.name }),
  });
  const updateMutation = useAppMutation({
    // The contract takes the whole contact.
    mutationFn: (contact: Contact) => contactsApi.update(contact),
    queryKey: contactsKeys.all,
    apply: (contact, client) =>
      patchCachedItems<Contact>(client, contactsKeys.lists, [contact.id], () => contact),
    answer: (contact, _vars, client) => putCachedItems<Contact>(client, contactsKeys.lists, [contact]),
    // No snackbar: the dialog shows the refusal and keeps what was typed.
    successMessage: t('saved'),
  });
  return { starMutation, removeMutation, addMutation, updateMutation };
}

export function ContactsScreen() {
  const t = useT();
  const params = useParams();
  const groupId = params.groupId;
  const filter: ContactFilter = isContactFilter(params.id) ? params.id : 'all';
  const { dialog, dialogKey } = useSnapshot(contactsStore);
  const { selectedIds, search } = useSnapshot(contactsListStore);

  const contactsQuery = useQuery({
    queryKey: contactsKeys.list(filter),
    queryFn: ({ signal }) => contactsApi.contacts(filter, signal),
  });
  const userQuery = useQuery({
    queryKey: contactsKeys.user,
    queryFn: ({ signal }) => contactsApi.user(signal),
  });
  const { starMutation, removeMutation, addMutation, updateMutation } = useContactMutations();

  const user = userQuery.data;
  const group = groupId ? user?.groups.find((entry) => entry.id === groupId) : undefined;
  const rows = useMemo<ContactRow[]>(() => {
    const starred = new Set(user?.starred ?? []);
    const members = group ? new Set(group.contactIds) : undefined;
    return (contactsQuery.data ?? [])
      .filter((contact) => !members || members.has(contact.id))
      .map((contact) => ({ ...contact, starred: starred.has(contact.id) }));
  }, [contactsQuery.data, user, group]);

  // The selection never holds rows the list no longer shows (after a removal or a route change).
  useEffect(() => {
    if (contactsQuery.data) keepSelectedContacts(rows.map((row) => row.id));
  }, [rows, contactsQuery.data]);

  const { mutate: setStarred } = starMutation;
  const onToggleStar = useCallback(
    (contact: ContactRow) => setStarred({ ids: [contact.id], starred: !contact.starred }),
    [setStarred],
  );
  const confirmRemove = (ids: string[], names: string) =>
    confirmAction({
      title: t('remove.title', { names }),
      description: t('remove.description'),
      confirmLabel: t('remove.confirm'),
      onConfirm: () => {
        closeContactDialog();
        removeMutation.mutate(ids);
      },
    });

  const editing =
    dialog?.mode === 'edit'
      ? contactsQuery.data?.find((contact) => contact.id === dialog.contactId)
      : undefined;
  const title = group ? group.name : t(titles[filter]);
  const error = contactsQuery.error ?? userQuery.error;

  if (groupId && user && !group) return <Navigate to="/apps/contacts/all" replace />;

  return (
    <FolderAppFrame
      title={title}
      sidebarLabel={t('sidebarLabel')}
      sidebar={(close) => <ContactsSidebar groups={user?.groups ?? []} onNavigate={close} />}
      search={search}
      onSearch={setContactSearch}
      searchLabel={t('searchLabel')}
    >
      {/* The table shows its own loading rows and empty state (its toolbar, with Add contact, stays). */}
      <QueryStatus
        query={{
          isPending: false,
          isError: error !== null,
          error,
          refetch: () => {
            void contactsQuery.refetch();
            void userQuery.refetch();
          },
        }}
        loading={t('loading')}
        error={(reason) => t('loadError', { reason: errorText(reason) })}
        fill
      >
        <ContactsTable
          contacts={rows}
          loading={contactsQuery.isPending || userQuery.isPending}
          search={search}
          selectedIds={selectedIds}
          onSelectionChange={setSelectedContacts}
          onToggleStar={onToggleStar}
          onEdit={(contact) => openEditContact(contact.id)}
          onAdd={openAddContact}
          onStarSelected={(ids) => starMutation.mutate({ ids, starred: true })}
          onUnstarSelected={(ids) => starMutation.mutate({ ids, starred: false })}
          onRemoveSelected={(ids) => confirmRemove(ids, t('remove.count', { count: ids.length }))}
          emptyTitle={group ? t('empty.group', { group: group.name }) : t(emptyTitles[filter])}
        />
      </QueryStatus>
      <ContactDialog
        key={dialogKey}
        open={dialog !== null && (dialog.mode === 'add' || editing !== undefined)}
        contact={editing}
        onClose={closeContactDialog}
        onRemove={(contact) => {
          // One modal at a time: the edit dialog closes, then the confirmation asks.
          closeContactDialog();
          confirmRemove([contact.id], `${contact.name} ${contact.lastName}`.trim());
        }}
        onSubmit={async (values) => {
          // The dialog waits for the server: a refusal keeps it open with what was typed.
          if (editing) await updateMutation.mutateAsync({ ...editing, ...values });
          else await addMutation.mutateAsync({ values, pendingId: `pending-${Date.now()}` });
          closeContactDialog();
        }}
      />
    </FolderAppFrame>
  );
}

export default ContactsScreen;
