import { defineMock } from '../lib/mock';
import { contactsHandlers } from './contacts.handlers';

/** A template app (the navigation's Templates group: admin and staff). */
export const contactsMock = defineMock({ id: 'contacts', handlers: contactsHandlers, access: 'staff' });
