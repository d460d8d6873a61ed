/** Initiatives (§2): the list and the details page with its meetings and decision log. */
import { type AppModule, authRoles } from '@chorus/shell';
import { registerIconLoaders } from '@chorus/ui';
import { lazyScreen } from '../lib/lazyScreen';
import { navTitle } from '../lib/navigation/navTitle';

const screens = () => import('./screenLoaders');

registerIconLoaders({ lightbulb: () => import('lucide-react/icons/lightbulb') });

export const initiativesModule: AppModule = {
  id: 'initiatives',
  title: navTitle('initiatives'),
  icon: 'lightbulb',
  auth: authRoles.user,
  navigationSection: 'product',
  navigation: [
    {
      id: 'initiatives',
      title: navTitle('initiatives'),
      type: 'item',
      icon: 'lightbulb',
      url: '/apps/initiatives',
    },
  ],
  routes: [
    { path: '/apps/initiatives', lazy: lazyScreen(() => screens().then((s) => s.initiativesPage())) },
    {
      path: '/apps/initiatives/details',
      lazy: lazyScreen(() => screens().then((s) => s.initiativeDetailsPage())),
    },
  ],
};
