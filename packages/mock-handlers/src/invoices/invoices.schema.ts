import { z } from 'zod';
import { IdSchema } from '@chorus/domain/contracts';

const Party = z.object({
  title: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  website: z.string(),
});

export const InvoiceSchema = z.object({
  id: z.string(),
  from: Party,
  client: Party,
  number: z.string(),
  date: z.string(),
  dueDate: z.string(),
  services: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      detail: z.string(),
      unit: z.string(),
      unitPrice: z.number(),
      quantity: z.number(),
      total: z.number(),
    }),
  ),
  subtotal: z.number(),
  tax: z.number(),
  discount: z.number(),
  total: z.number(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

export const InvoiceQuerySchema = z.object({ id: IdSchema });
