import { z } from 'zod';
import { contract, IdSchema } from '@chorus/domain/contracts';
import {
  AddContactRequestSchema,
  ContactIdRequestSchema,
  ContactIdsRequestSchema,
  ContactSchema,
  ContactsQuerySchema,
  ContactsUserSchema,
  UpdateContactRequestSchema,
} from './contacts.schema';

const base = '/api/contacts-app';
export const contactsPaths = {
  /** GET ?id=frequent | starred | anything else (all) */
  contacts: `${base}/contacts`,
  user: `${base}/user`,
  /** POST {newContact} → the contact with its generated id */
  addContact: `${base}/add-contact`,
  /** POST {contact} → the contact */
  updateContact: `${base}/update-contact`,
  /** POST {contactId} → the removed id */
  removeContact: `${base}/remove-contact`,
  /** POST {contactIds} → the removed ids */
  removeContacts: `${base}/remove-contacts`,
  /** POST {contactId} → the contacts user */
  toggleStarredContact: `${base}/toggle-starred-contact`,
  /** POST {contactIds} → the contacts user */
  toggleStarredContacts: `${base}/toggle-starred-contacts`,
  setContactsStarred: `${base}/set-contacts-starred`,
  setContactsUnstarred: `${base}/set-contacts-unstarred`,
} as const;

/**
 * The contacts API, one declaration per endpoint (@chorus/domain's lib/contract.ts): what it takes and what it
 * answers. contacts.handlers.ts implements each; the client calls each with `call(contactsContracts.x, input)`.
 */
export const contactsContracts = {
  contacts: contract.get(contactsPaths.contacts, ContactsQuerySchema, z.array(ContactSchema)),
  user: contract.get(contactsPaths.user, z.object({}), ContactsUserSchema),
  addContact: contract.post(contactsPaths.addContact, AddContactRequestSchema, ContactSchema),
  updateContact: contract.post(contactsPaths.updateContact, UpdateContactRequestSchema, ContactSchema),
  removeContact: contract.post(contactsPaths.removeContact, ContactIdRequestSchema, IdSchema),
  removeContacts: contract.post(contactsPaths.removeContacts, ContactIdsRequestSchema, z.array(IdSchema)),
  toggleStarredContact: contract.post(
    contactsPaths.toggleStarredContact,
    ContactIdRequestSchema,
    ContactsUserSchema,
  ),
  toggleStarredContacts: contract.post(
    contactsPaths.toggleStarredContacts,
    ContactIdsRequestSchema,
    ContactsUserSchema,
  ),
  setContactsStarred: contract.post(
    contactsPaths.setContactsStarred,
    ContactIdsRequestSchema,
    ContactsUserSchema,
  ),
  setContactsUnstarred: contract.post(
    contactsPaths.setContactsUnstarred,
    ContactIdsRequestSchema,
    ContactsUserSchema,
  ),
};
