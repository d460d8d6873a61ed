/** Typed calls to the e-commerce endpoints (§7 and the products/remove extension) and the query keys they fill. */
import { eCommerceContracts, type Product } from '@chorus/mock-handlers/contracts';
import { call } from '../lib/call';

/** The app's pages. */
export const eCommerceRoutes = {
  products: '/apps/e-commerce/products',
  newProduct: '/apps/e-commerce/products/new',
  /** A product's page: /apps/e-commerce/products/{id}/{handle}. */
  product: (product: Pick<Product, 'id' | 'handle'>) =>
    `/apps/e-commerce/products/${encodeURIComponent(product.id)}/${encodeURIComponent(product.handle)}`,
  orders: '/apps/e-commerce/orders',
  order: (orderId: string) => `/apps/e-commerce/orders/${encodeURIComponent(orderId)}`,
};

export const eCommerceKeys = {
  all: ['e-commerce'] as const,
  products: ['e-commerce', 'products'] as const,
  product: (productId: string) => ['e-commerce', 'product', productId] as const,
  orders: ['e-commerce', 'orders'] as const,
  order: (orderId: string) => ['e-commerce', 'order', orderId] as const,
};

export const eCommerceApi = {
  products: (signal?: AbortSignal) => call(eCommerceContracts.products, {}, signal),
  product: (productId: string, signal?: AbortSignal) =>
    call(eCommerceContracts.product, { productId }, signal),
  /** Inserted when the id is unknown, replaced otherwise: the stored product. */
  save: (product: Product) => call(eCommerceContracts.saveProduct, { product }),
  /** The removed ids (Chorus extension). */
  remove: (productIds: string[]) => call(eCommerceContracts.removeProducts, { productIds }),
  orders: (signal?: AbortSignal) => call(eCommerceContracts.orders, {}, signal),
  order: (orderId: string, signal?: AbortSignal) => call(eCommerceContracts.order, { orderId }, signal),
};
