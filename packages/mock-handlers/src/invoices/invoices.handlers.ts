import { requireById } from '../lib/collection';
import { readQuery } from '../lib/http';
import { InvoiceQuerySchema, invoicesPaths } from './invoices.schema';
import { invoicesStore } from './invoices.db';
import { STAFF_ROLES, guarded } from '../auth/auth.session';

const { get } = guarded(STAFF_ROLES);

export const invoicesHandlers = [
  get(
    invoicesPaths.getInvoice,
    ({ request }) => {
      const { id } = readQuery(request, InvoiceQuerySchema);
      return requireById(invoicesStore.state, id, 'Invoice');
    },
    { query: InvoiceQuerySchema },
  ),
];
