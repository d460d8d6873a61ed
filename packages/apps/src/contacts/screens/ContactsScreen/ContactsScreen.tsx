/**
 * Contacts (/apps/contacts/:id, /apps/contacts/group/:groupId): the list of the route in a DataTable,
 * the user's lists and groups in the sidebar, add and edit in a dialog, star and remove in bulk.
 * Every write is optimistic and rolls back with an error snackbar when the server refuses.
 */
import type { Contact, ContactsUser } from '@chorus/mock-handlers/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { Navigate, useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { confirmAction } from '../../../lib/confirm';
import { FolderAppFrame } from '../../../lib/folder-app/FolderAppFrame';
import { ListStatus } from '../../../lib/folder-app/ListStatus';
import { patchCachedItems, updateCachedLists, useOptimisticMutation } from '../../../lib/optimistic';
import { type ContactFilter, contactsApi, contactsKeys, isContactFilter } from '../../contacts.api';
import type { ContactFormOutput } from '../../contacts.form';
import '../../contacts.icons';
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

const titles: Record<ContactFilter, string> = {
  all: 'Contacts',
  frequent: 'Frequently contacted',
  starred: 'Starred contacts',
};

const emptyTitles: Record<ContactFilter, string> = {
  all: 'No contacts yet',
  frequent: 'No frequent contacts yet',
  starred: 'No starred contacts yet',
};

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

function withStarred(user: ContactsUser | undefined, ids: readonly string[], starred: boolean) {
  if (!user) return user;
  const set = new Set(user.starred);
  for (const id of ids) {
    if (starred) set.add(id);
    else set.delete(id);
  }
  return { ...user, starred: [...set] };
}

function useContactMutations() {
  const starMutation = useOptimisticMutation({
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
    errorMessage: 'Could not change the starred contacts',
  });
  const removeMutation = useOptimisticMutation({
    mutationFn: (ids: string[]) => contactsApi.remove(ids),
    queryKey: contactsKeys.all,
    apply: (ids, client) => {
      const gone = new Set(ids);
      updateCachedLists<Contact>(client, contactsKeys.lists, (list) =>
        list.filter((contact) => !gone.has(contact.id)),
      );
      clearContactSelection();
    },
    errorMessage: 'Could not remove the contacts',
    successMessage: (ids) => `${plural(ids.length, 'contact')} removed`,
  });
  const addMutation = useOptimisticMutation({
    mutationFn: (values: ContactFormOutput) => contactsApi.add(values),
    queryKey: contactsKeys.all,
    apply: (values, client) => {
      const pending: Contact = { ...values, id: `pending-${Date.now()}`, avatar: '' };
      updateCachedLists<Contact>(client, contactsKeys.list('all'), (list) => [...list, pending]);
    },
    errorMessage: 'Could not add the contact',
    successMessage: (values) => `${values.name} added`,
  });
  const updateMutation = useOptimisticMutation({
    mutationFn: (contact: Contact) => contactsApi.update(contact),
    queryKey: contactsKeys.all,
    apply: (contact, client) =>
      patchCachedItems<Contact>(client, contactsKeys.lists, [contact.id], () => contact),
    errorMessage: 'Could not save the contact',
    successMessage: 'Contact saved',
  });
  return { starMutation, removeMutation, addMutation, updateMutation };
}

export function ContactsScreen() {
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
      title: `Remove ${names}?`,
      description: 'Removed contacts leave your lists and groups. This cannot be undone.',
      confirmLabel: 'Remove',
      onConfirm: () => {
        closeContactDialog();
        removeMutation.mutate(ids);
      },
    });

  const editing =
    dialog?.mode === 'edit'
      ? contactsQuery.data?.find((contact) => contact.id === dialog.contactId)
      : undefined;
  const title = group ? group.name : titles[filter];
  const error = contactsQuery.error ?? userQuery.error;

  if (groupId && user && !group) return <Navigate to="/apps/contacts/all" replace />;

  return (
    <FolderAppFrame
      title={title}
      sidebarLabel="Contact lists"
      sidebar={(close) => <ContactsSidebar groups={user?.groups ?? []} onNavigate={close} />}
      search={search}
      onSearch={setContactSearch}
      searchLabel="Search contacts"
    >
      {error ? (
        <ListStatus
          status="error"
          message={`The contacts could not be loaded. ${error instanceof Error ? error.message : ''}`}
          onRetry={() => {
            void contactsQuery.refetch();
            void userQuery.refetch();
          }}
        />
      ) : (
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
          onRemoveSelected={(ids) => confirmRemove(ids, plural(ids.length, 'contact'))}
          emptyTitle={group ? `No contacts in ${group.name}` : emptyTitles[filter]}
        />
      )}
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
        onSubmit={(values) => {
          if (editing) updateMutation.mutate({ ...editing, ...values });
          else addMutation.mutate(values);
          closeContactDialog();
        }}
      />
    </FolderAppFrame>
  );
}

export default ContactsScreen;
