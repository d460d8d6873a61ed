import { contract } from '@chorus/domain/contracts';
import { InvoiceQuerySchema, InvoiceSchema } from './invoices.schema';

export const invoicesPaths = {
  /** GET ?id */
  getInvoice: '/api/invoices/get-invoice',
} as const;

/**
 * The invoices API, one declaration per endpoint (@chorus/domain's lib/contract.ts): what it takes and what it
 * answers. invoices.handlers.ts implements each; the client calls each with `call(invoicesContracts.x, input)`.
 */
export const invoicesContracts = {
  getInvoice: contract.get(invoicesPaths.getInvoice, InvoiceQuerySchema, InvoiceSchema),
};
