/** Typed call to the invoice endpoint of the contract, its query key, and the sample invoice of each page. */
import { invoicesContracts } from '@chorus/mock-handlers/contracts';
import { call } from '../../lib/call';

export type InvoiceVariant = 'modern' | 'compact';

/** The invoice each page shows when the URL names none (`?id=`): the seeded samples. */
export const DEFAULT_INVOICE: Record<InvoiceVariant, string> = { modern: 'POP106', compact: 'XGY44KJXRF' };

/** The invoices carry no currency: they are in US dollars. */
export const INVOICE_CURRENCY = 'USD';

export const invoiceKeys = { invoice: (id: string) => ['invoices', id] as const };

export const invoicesApi = {
  invoice: (id: string, signal?: AbortSignal) => call(invoicesContracts.getInvoice, { id }, signal),
};
