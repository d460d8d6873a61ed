/** E-commerce (§3 Product and Order, §7): the back office's products and orders, on the DataTable. */
import { type AppModule, authRoles } from '@chorus/shell';
import { registerIconLoaders } from '@chorus/ui';
import { lazyScreen } from '../lib/lazyScreen';
import { navTitle } from '../lib/navigation/navTitle';

registerIconLoaders({ 'shopping-cart': () => import('lucide-react/icons/shopping-cart') });

const productsScreen = lazyScreen(() => import('./screens/ProductsScreen/ProductsScreen'));
const productScreen = lazyScreen(() => import('./screens/ProductScreen/ProductScreen'));
const ordersScreen = lazyScreen(() => import('./screens/OrdersScreen/OrdersScreen'));
const orderScreen = lazyScreen(() => import('./screens/OrderScreen/OrderScreen'));

export const eCommerceModule: AppModule = {
  id: 'e-commerce',
  title: 'E-commerce',
  icon: 'shopping-cart',
  auth: authRoles.staff,
  navigationSection: 'templates',
  navigation: [
    {
      id: 'e-commerce',
      title: navTitle('eCommerce'),
      type: 'collapse',
      icon: 'shopping-cart',
      children: [
        {
          id: 'e-commerce-products',
          title: navTitle('eCommerce.products'),
          type: 'item',
          url: '/apps/e-commerce/products',
        },
        {
          id: 'e-commerce-orders',
          title: navTitle('eCommerce.orders'),
          type: 'item',
          url: '/apps/e-commerce/orders',
        },
      ],
    },
  ],
  routes: [
    { path: '/apps/e-commerce', redirectTo: '/apps/e-commerce/products' },
    { path: '/apps/e-commerce/products', lazy: productsScreen },
    { path: '/apps/e-commerce/products/new', lazy: productScreen },
    { path: '/apps/e-commerce/products/:productId/:handle?', lazy: productScreen },
    { path: '/apps/e-commerce/orders', lazy: ordersScreen },
    { path: '/apps/e-commerce/orders/:orderId', lazy: orderScreen },
  ],
};
