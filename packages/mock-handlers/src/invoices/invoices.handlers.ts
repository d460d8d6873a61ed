import { requireById } from '../lib/collection';
import { get, readQuery } from '../lib/http';
import { InvoiceQuerySchema, invoicesPaths } from './invoices.schema';
import { invoicesStore } from './invoices.db';

export const invoicesHandlers = [
  get(invoicesPaths.getInvoice, ({ request }) => {
    const { id } = readQuery(request, InvoiceQuerySchema);
    return requireById(invoicesStore.state, id, 'Invoice');
  }),
];
