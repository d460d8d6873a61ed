import { removeByIds, replaceById, requireAll, requireById } from '../lib/collection';
import { readQuery } from '../lib/http';
import { createId } from '@chorus/domain';
import {
  OrderQuerySchema,
  ProductQuerySchema,
  RemoveProductsRequestSchema,
  SaveProductRequestSchema,
  eCommercePaths,
  type Product,
} from './e-commerce.schema';
import { eCommerceStore } from './e-commerce.db';
import { STAFF_ROLES, guarded } from '../auth/auth.session';

const { get, post } = guarded(STAFF_ROLES);

export const eCommerceHandlers = [
  get(eCommercePaths.products, () => eCommerceStore.state.products),
  get(
    eCommercePaths.product,
    ({ request }) => {
      const { productId } = readQuery(request, ProductQuerySchema);
      return requireById(eCommerceStore.state.products, productId, 'Product');
    },
    { query: ProductQuerySchema },
  ),
  post(eCommercePaths.saveProduct, SaveProductRequestSchema, (input) => {
    const product: Product = { ...input, id: input.id ?? createId() };
    if (!replaceById(eCommerceStore.state.products, product)) eCommerceStore.state.products.push(product);
    return product;
  }),
  // Chorus extension: checks every id before removing any.
  post(eCommercePaths.removeProducts, RemoveProductsRequestSchema, ({ productIds }) => {
    requireAll(eCommerceStore.state.products, productIds, 'Products');
    removeByIds(eCommerceStore.state.products, productIds);
    return productIds;
  }),
  get(eCommercePaths.orders, () => eCommerceStore.state.orders),
  get(
    eCommercePaths.order,
    ({ request }) => {
      const { orderId } = readQuery(request, OrderQuerySchema);
      return requireById(eCommerceStore.state.orders, orderId, 'Order');
    },
    { query: OrderQuerySchema },
  ),
];
