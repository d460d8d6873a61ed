import { defineMock } from '../lib/mock';
import { invoicesHandlers } from './invoices.handlers';

/** A template page (the navigation's Templates group: admin and staff). */
export const invoicesMock = defineMock({ id: 'invoices', handlers: invoicesHandlers, access: 'staff' });
