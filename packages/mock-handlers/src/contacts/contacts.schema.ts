import { z } from 'zod';
import {
  contract,
  IdListSchema,
  IdSchema,
  ImageUrlSchema,
  LIMITS,
  requiredText,
  ShortTextSchema,
  TextSchema,
} from '@chorus/domain/contracts';

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

export const ContactSchema = z.object({
  id: IdSchema,
  name: requiredText(LIMITS.shortText),
  lastName: ShortTextSchema,
  avatar: ImageUrlSchema,
  nickname: ShortTextSchema,
  company: ShortTextSchema,
  jobTitle: ShortTextSchema,
  email: ShortTextSchema,
  phone: ShortTextSchema,
  address: ShortTextSchema,
  birthday: ShortTextSchema,
  notes: TextSchema,
});
export type Contact = z.infer<typeof ContactSchema>;

export const ContactsUserSchema = z.object({
  id: IdSchema,
  name: ShortTextSchema,
  avatar: ImageUrlSchema,
  starred: z.array(IdSchema),
  frequentContacts: z.array(IdSchema),
  groups: z.array(z.object({ id: IdSchema, name: ShortTextSchema, contactIds: z.array(IdSchema) })),
});
export type ContactsUser = z.infer<typeof ContactsUserSchema>;

export const ContactsQuerySchema = z.object({ id: ShortTextSchema.optional() });

/** A new contact: name required, every other field optional (empty string by default). */
export const NewContactSchema = ContactSchema.omit({ id: true })
  .partial()
  .extend({ name: ContactSchema.shape.name });
export type NewContact = z.infer<typeof NewContactSchema>;
export const AddContactRequestSchema = z.object({ newContact: NewContactSchema });
export const UpdateContactRequestSchema = z.object({ contact: ContactSchema });
export const ContactIdRequestSchema = z.object({ contactId: IdSchema });
export const ContactIdsRequestSchema = z.object({ contactIds: IdListSchema });
export type AddContactRequest = z.infer<typeof AddContactRequestSchema>;
export type UpdateContactRequest = z.infer<typeof UpdateContactRequestSchema>;
export type ContactIdRequest = z.infer<typeof ContactIdRequestSchema>;
export type ContactIdsRequest = z.infer<typeof ContactIdsRequestSchema>;

/** The app's data as the mock stores it (its seed, a snapshot, an import). */
export const ContactsStateSchema = z.object({ contacts: z.array(ContactSchema), user: ContactsUserSchema });
export type ContactsState = z.infer<typeof ContactsStateSchema>;

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
