import { z } from 'zod';
import { defineStore } from '../lib/db';
import { InvoiceSchema, type Invoice } from './invoices.schema';
import { seedInvoices } from './invoices.seed';

export const invoicesStore = defineStore<Invoice[]>({
  name: 'invoices',
  seed: seedInvoices,
  schema: z.array(InvoiceSchema),
  persist: false,
});
