/** Typed calls to the contacts endpoints (§7), the query keys they fill, and their cache updates. */
import { api } from '@chorus/shell';
import { contactsPaths, } from '@chorus/mock-handlers/contracts';
/** The lists the route shows: /apps/contacts/:id. */
export const contactFilters = ['all', 'frequent', 'starred'];
export function isContactFilter(value) {
    return contactFilters.includes(value ?? '');
}
export const contactsKeys = {
    all: ['contacts'],
    lists: ['contacts', 'list'],
    list: (filter) => ['contacts', 'list', filter],
    user: ['contacts', 'user'],
};
export const contactsApi = {
    contacts: (filter, signal) => api.get(contactsPaths.contacts, { id: filter }, signal),
    user: (signal) => api.get(contactsPaths.user, undefined, signal),
    add: (newContact) => api.post(contactsPaths.addContact, { newContact }),
    update: (contact) => api.post(contactsPaths.updateContact, { contact }),
    remove: (contactIds) => api.post(contactsPaths.removeContacts, { contactIds }),
    setStarred: (contactIds, starred) => api.post(starred ? contactsPaths.setContactsStarred : contactsPaths.setContactsUnstarred, {
        contactIds,
    }),
};
