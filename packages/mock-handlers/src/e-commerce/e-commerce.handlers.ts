import { removeByIds, replaceById, requireAll, requireById } from '../lib/collection';
import { createId } from '@chorus/domain';
import type { Product } from './e-commerce.schema';
import { eCommerceContracts } from './e-commerce.contracts';
import { eCommerceStore } from './e-commerce.db';
import { STAFF_ROLES, guarded } from '../auth/auth.session';

const { serve } = guarded(STAFF_ROLES);

export const eCommerceHandlers = [
  serve(eCommerceContracts.products, () => eCommerceStore.state.products),
  serve(eCommerceContracts.product, ({ productId }) => {
    return requireById(eCommerceStore.state.products, productId, 'Product');
  }),
  serve(eCommerceContracts.saveProduct, (input) => {
    const product: Product = { ...input, id: input.id ?? createId() };
    if (!replaceById(eCommerceStore.state.products, product)) eCommerceStore.state.products.push(product);
    return product;
  }),
  // Chorus extension: checks every id before removing any.
  serve(eCommerceContracts.removeProducts, ({ productIds }) => {
    requireAll(eCommerceStore.state.products, productIds, 'Products');
    removeByIds(eCommerceStore.state.products, productIds);
    return productIds;
  }),
  serve(eCommerceContracts.orders, () => eCommerceStore.state.orders),
  serve(eCommerceContracts.order, ({ orderId }) => {
    return requireById(eCommerceStore.state.orders, orderId, 'Order');
  }),
];
