import { expect, test } from 'vitest';
import { api, useMockServer } from '../test/server';
import { InvoiceSchema } from './invoices.schema';
import { invoicesPaths } from './invoices.contracts';

useMockServer({ signedInAs: 'host' });

test('an invoice by id, with totals that add up', async () => {
  const { status, body } = await api(invoicesPaths.getInvoice, { query: { id: 'POP106' } });
  expect(status).toBe(200);
  const invoice = InvoiceSchema.parse(body);
  expect(invoice.subtotal).toBe(invoice.services.reduce((sum, service) => sum + service.total, 0));
  expect(invoice.total).toBeCloseTo(invoice.subtotal + invoice.tax - invoice.discount, 2);
});

test('an unknown invoice is a 404 and a missing id a 400', async () => {
  expect((await api(invoicesPaths.getInvoice, { query: { id: 'nope' } })).status).toBe(404);
  expect((await api(invoicesPaths.getInvoice)).status).toBe(400);
});
