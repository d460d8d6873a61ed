/**
 * The app's screens, each loaded on its route. Kept out of index.ts (in the sign-in page's bundle): each
 * dynamic import carries the list of chunks to preload with it, and that list loads with the app's first route.
 */
export const productsScreen = () => import('./screens/ProductsScreen/ProductsScreen');
export const productScreen = () => import('./screens/ProductScreen/ProductScreen');
export const ordersScreen = () => import('./screens/OrdersScreen/OrdersScreen');
export const orderScreen = () => import('./screens/OrderScreen/OrderScreen');
