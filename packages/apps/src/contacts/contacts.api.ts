/** Typed calls to the contacts endpoints (§7), the query keys they fill, and their cache updates. */
import { type Contact, contactsContracts, type NewContact } from '@chorus/mock-handlers/contracts';
import { call } from '../lib/call';

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
    call(contactsContracts.contacts, { id: filter }, signal),
  user: (signal?: AbortSignal) => call(contactsContracts.user, {}, signal),
  add: (newContact: NewContact) => call(contactsContracts.addContact, { newContact }),
  update: (contact: Contact) => call(contactsContracts.updateContact, { contact }),
  remove: (contactIds: string[]) => call(contactsContracts.removeContacts, { contactIds }),
  setStarred: (contactIds: string[], starred: boolean) =>
    call(starred ? contactsContracts.setContactsStarred : contactsContracts.setContactsUnstarred, {
      contactIds,
    }),
};
