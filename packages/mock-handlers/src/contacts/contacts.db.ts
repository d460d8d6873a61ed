import { defineStore } from '../lib/db';
import { type ContactsState, ContactsStateSchema } from './contacts.schema';
import { seedContacts } from './contacts.seed';

export const contactsStore = defineStore<ContactsState>({
  name: 'contacts',
  seed: seedContacts,
  schema: ContactsStateSchema,
});
