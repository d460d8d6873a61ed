import { removeByIds, replaceById, requireAll, requireById } from '../lib/collection';
import { createId } from '@chorus/domain';
import type { Contact } from './contacts.schema';
import { contactsContracts } from './contacts.contracts';
import { contactsStore } from './contacts.db';
import { STAFF_ROLES, guarded } from '../auth/auth.session';

const { serve } = guarded(STAFF_ROLES);

function removeContacts(ids: readonly string[]): void {
  const { contacts, user } = contactsStore.state;
  removeByIds(contacts, ids);
  const gone = new Set(ids);
  user.starred = user.starred.filter((id) => !gone.has(id));
  user.frequentContacts = user.frequentContacts.filter((id) => !gone.has(id));
  for (const group of user.groups) group.contactIds = group.contactIds.filter((id) => !gone.has(id));
}

function setStarred(ids: readonly string[], starred: (id: string, isStarred: boolean) => boolean) {
  const { contacts, user } = contactsStore.state;
  requireAll(contacts, ids, 'Contacts');
  const set = new Set(user.starred);
  for (const id of new Set(ids)) {
    if (starred(id, set.has(id))) set.add(id);
    else set.delete(id);
  }
  user.starred = [...set];
  return user;
}

export const contactsHandlers = [
  serve(contactsContracts.contacts, ({ id }) => {
    const { contacts, user } = contactsStore.state;
    if (id === 'frequent') return contacts.filter((contact) => user.frequentContacts.includes(contact.id));
    if (id === 'starred') return contacts.filter((contact) => user.starred.includes(contact.id));
    return contacts;
  }),
  serve(contactsContracts.user, () => contactsStore.state.user),

  serve(contactsContracts.addContact, ({ newContact }) => {
    const contact: Contact = {
      lastName: '',
      avatar: '',
      nickname: '',
      company: '',
      jobTitle: '',
      email: '',
      phone: '',
      address: '',
      birthday: '',
      notes: '',
      ...newContact,
      id: createId(),
    };
    contactsStore.state.contacts.push(contact);
    return contact;
  }),
  serve(contactsContracts.updateContact, ({ contact }) => {
    requireById(contactsStore.state.contacts, contact.id, 'Contact');
    replaceById(contactsStore.state.contacts, contact);
    return contact;
  }),
  serve(contactsContracts.removeContact, ({ contactId }) => {
    requireById(contactsStore.state.contacts, contactId, 'Contact');
    removeContacts([contactId]);
    return contactId;
  }),
  serve(contactsContracts.removeContacts, ({ contactIds }) => {
    requireAll(contactsStore.state.contacts, contactIds, 'Contacts');
    removeContacts(contactIds);
    return contactIds;
  }),
  serve(contactsContracts.toggleStarredContact, ({ contactId }) =>
    setStarred([contactId], (_, isStarred) => !isStarred),
  ),
  serve(contactsContracts.toggleStarredContacts, ({ contactIds }) =>
    setStarred(contactIds, (_, isStarred) => !isStarred),
  ),
  serve(contactsContracts.setContactsStarred, ({ contactIds }) => setStarred(contactIds, () => true)),
  serve(contactsContracts.setContactsUnstarred, ({ contactIds }) => setStarred(contactIds, () => false)),
];
