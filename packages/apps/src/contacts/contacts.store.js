/**
 * Contacts UI state: the selected rows, the search text and the open dialog.
 * Components read it with useSnapshot and change it only through these actions.
 */
import { proxy } from 'valtio';
import { createListStore } from '../lib/listStore';
const list = createListStore();
export const contactsStore = proxy({
    dialog: null,
    /** Changes each time the dialog opens, so its form starts afresh. */
    dialogKey: 0,
});
export const contactsListStore = list.store;
export const { setSelected: setSelectedContacts, clearSelection: clearContactSelection, keepSelected: keepSelectedContacts, setSearch: setContactSearch, } = list;
export function openAddContact() {
    contactsStore.dialog = { mode: 'add' };
    contactsStore.dialogKey += 1;
}
export function openEditContact(contactId) {
    contactsStore.dialog = { mode: 'edit', contactId };
    contactsStore.dialogKey += 1;
}
export function closeContactDialog() {
    contactsStore.dialog = null;
}
export function resetContactsStore() {
    list.reset();
    contactsStore.dialog = null;
    contactsStore.dialogKey = 0;
}
