import { z } from 'zod';
import { defineStore } from '../lib/db';
import { OrderSchema, ProductSchema } from './e-commerce.schema';
import { seedECommerce } from './e-commerce.seed';

export const ECommerceStateSchema = z.object({
  products: z.array(ProductSchema),
  orders: z.array(OrderSchema),
});
export type ECommerceState = z.infer<typeof ECommerceStateSchema>;

export const eCommerceStore = defineStore<ECommerceState>({
  name: 'e-commerce',
  seed: seedECommerce,
  schema: ECommerceStateSchema,
});
