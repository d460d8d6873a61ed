import { defineStore } from '../lib/db';
import { type ECommerceState, ECommerceStateSchema } from './e-commerce.schema';
import { seedECommerce } from './e-commerce.seed';

export const eCommerceStore = defineStore<ECommerceState>({
  name: 'e-commerce',
  seed: seedECommerce,
  schema: ECommerceStateSchema,
});
