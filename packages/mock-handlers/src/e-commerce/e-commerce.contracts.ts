import { z } from 'zod';
import { contract, IdSchema } from '@chorus/domain/contracts';
import {
  OrderQuerySchema,
  OrderSchema,
  ProductQuerySchema,
  ProductSchema,
  RemoveProductsRequestSchema,
  SaveProductRequestSchema,
} from './e-commerce.schema';

const base = '/api/e-commerce-app';
export const eCommercePaths = {
  products: `${base}/products`,
  /** GET ?productId */
  product: `${base}/product`,
  /** POST a product (or {product}): inserted if its id is unknown or absent, else replaced → the product */
  saveProduct: `${base}/product/save`,
  /**
   * Chorus extension, not in spec §7: POST {productIds} (≥ 1, each once) → the removed ids. Every id is
   * checked before any product goes: an unknown one answers 404, a repeated one 400, and nothing changes.
   */
  removeProducts: `${base}/products/remove`,
  orders: `${base}/orders`,
  /** GET ?orderId */
  order: `${base}/order`,
} as const;

/**
 * The e-commerce API, one declaration per endpoint (@chorus/domain's lib/contract.ts): what it takes and what it
 * answers. e-commerce.handlers.ts implements each; the client calls each with `call(eCommerceContracts.x, input)`.
 */
export const eCommerceContracts = {
  products: contract.get(eCommercePaths.products, z.object({}), z.array(ProductSchema)),
  product: contract.get(eCommercePaths.product, ProductQuerySchema, ProductSchema),
  saveProduct: contract.post(eCommercePaths.saveProduct, SaveProductRequestSchema, ProductSchema),
  removeProducts: contract.post(
    eCommercePaths.removeProducts,
    RemoveProductsRequestSchema,
    z.array(IdSchema),
  ),
  orders: contract.get(eCommercePaths.orders, z.object({}), z.array(OrderSchema)),
  order: contract.get(eCommercePaths.order, OrderQuerySchema, OrderSchema),
};
