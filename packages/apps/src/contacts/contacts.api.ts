/** Typed calls to the contacts endpoints (§7), the query keys they fill, and their cache updates. */
import { api } from '@chorus/shell';
import {
  type Contact,
  type ContactsUser,
  contactsPaths,
  type NewContact,
} from '@chorus/mock-handlers/contracts';

/** The lists the route shows: /apps/contacts/:id. */
export const contactFilters = ['all', 'frequent', 'starred'] as const;
export type ContactFilter = (typeof contactFilters)[number];

export function isContactFilter(value: string | undefined): value is ContactFilter {
  return (contactFilters as readonly string[]).includes(value ?? '');
}

export const contactsKeys = {
  all: ['contacts'] as const,
  lists: ['contacts', 'list'] as const,
  list: (filter: ContactFilter) => ['contacts', 'list', filter] as const,
  user: ['contacts', 'user'] as const,
};

export const contactsApi = {
  contacts: (filter: ContactFilter, signal?: AbortSignal) =>
    api.get<Contact[]>(contactsPaths.contacts, { id: filter }, signal),
  user: (signal?: AbortSignal) => api.get<ContactsUser>(contactsPaths.user, undefined, signal),
  add: (newContact: NewContact) => api.post<Contact>(contactsPaths.addContact, { newContact }),
  update: (contact: Contact) => api.post<Contact>(contactsPaths.updateContact, { contact }),
  remove: (contactIds: string[]) => api.post<string[]>(contactsPaths.removeContacts, { contactIds }),
  setStarred: (contactIds: string[], starred: boolean) =>
    api.post<ContactsUser>(starred ? contactsPaths.setContactsStarred : contactsPaths.setContactsUnstarred, {
      contactIds,
    }),
};
