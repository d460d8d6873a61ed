/**
 * E-commerce UI state: the products list's selection and search, the orders list's search.
 * Components read it with useSnapshot and change it only through these actions.
 */
import { createListStore } from '../lib/listStore';

const products = createListStore();
const orders = createListStore();

export const productsListStore = products.store;
export const ordersListStore = orders.store;

export const {
  setSelected: setSelectedProducts,
  clearSelection: clearProductSelection,
  keepSelected: keepSelectedProducts,
  setSearch: setProductSearch,
} = products;
export const { setSearch: setOrderSearch } = orders;

export function resetECommerceStore(): void {
  products.reset();
  orders.reset();
}
