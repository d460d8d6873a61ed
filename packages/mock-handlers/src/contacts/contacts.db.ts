import { z } from 'zod';
import { defineStore } from '../lib/db';
import { ContactSchema, ContactsUserSchema } from './contacts.schema';
import { seedContacts } from './contacts.seed';

export const ContactsStateSchema = z.object({ contacts: z.array(ContactSchema), user: ContactsUserSchema });
export type ContactsState = z.infer<typeof ContactsStateSchema>;

export const contactsStore = defineStore<ContactsState>({
  name: 'contacts',
  seed: seedContacts,
  schema: ContactsStateSchema,
});
