/**
 * Contacts UI state: the selected rows, the search text and the open dialog.
 * Components read it with useSnapshot and change it only through these actions.
 */
import { proxy } from 'valtio';
import { createListStore } from '../lib/listStore';

const list = createListStore();

export type ContactDialog = { mode: 'add' } | { mode: 'edit'; contactId: string } | null;

export const contactsStore = proxy<{ dialog: ContactDialog; dialogKey: number }>({
  dialog: null,
  /** Changes each time the dialog opens, so its form starts afresh. */
  dialogKey: 0,
});
export const contactsListStore = list.store;

export const {
  setSelected: setSelectedContacts,
  clearSelection: clearContactSelection,
  keepSelected: keepSelectedContacts,
  setSearch: setContactSearch,
} = list;

export function openAddContact(): void {
  contactsStore.dialog = { mode: 'add' };
  contactsStore.dialogKey += 1;
}
export function openEditContact(contactId: string): void {
  contactsStore.dialog = { mode: 'edit', contactId };
  contactsStore.dialogKey += 1;
}
export function closeContactDialog(): void {
  contactsStore.dialog = null;
}
export function resetContactsStore(): void {
  list.reset();
  contactsStore.dialog = null;
  contactsStore.dialogKey = 0;
}
