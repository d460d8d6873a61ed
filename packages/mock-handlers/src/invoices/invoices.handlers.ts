import { requireById } from '../lib/collection';
import { invoicesContracts } from './invoices.contracts';
import { invoicesStore } from './invoices.db';
import { STAFF_ROLES, guarded } from '../auth/auth.session';

const { serve } = guarded(STAFF_ROLES);

export const invoicesHandlers = [
  serve(invoicesContracts.getInvoice, ({ id }) => {
    return requireById(invoicesStore.state, id, 'Invoice');
  }),
];
