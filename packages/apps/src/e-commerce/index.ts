/** E-commerce (§3 Product and Order, §7): the back office's products and orders, on the DataTable. */
import { type AppModule, authRoles } from '@chorus/shell';
import { registerIconLoaders } from '@chorus/ui';
import { lazyScreen } from '../lib/lazyScreen';
import { navTitle } from '../lib/navigation/navTitle';

registerIconLoaders({ 'shopping-cart': () => import('lucide-react/icons/shopping-cart') });

const screens = () => import('./screenLoaders');
const productsScreen = lazyScreen(() => screens().then((s) => s.productsScreen()));
const productScreen = lazyScreen(() => screens().then((s) => s.productScreen()));
const ordersScreen = lazyScreen(() => screens().then((s) => s.ordersScreen()));
const orderScreen = lazyScreen(() => screens().then((s) => s.orderScreen()));

export const eCommerceModule: AppModule = {
  id: 'e-commerce',
  title: navTitle('eCommerce'),
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
    { path: '/apps/e-commerce/products', title: navTitle('eCommerce.products'), lazy: productsScreen },
    { path: '/apps/e-commerce/products/new', lazy: productScreen },
    { path: '/apps/e-commerce/products/:productId/:handle?', lazy: productScreen },
    { path: '/apps/e-commerce/orders', title: navTitle('eCommerce.orders'), lazy: ordersScreen },
    { path: '/apps/e-commerce/orders/:orderId', lazy: orderScreen },
  ],
};
