import { defineMock } from '../lib/mock';
import { mailHandlers } from './mail.handlers';

/** A template app (the navigation's Templates group: admin and staff). */
export const mailMock = defineMock({ id: 'mail', handlers: mailHandlers, access: 'staff' });
