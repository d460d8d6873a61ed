/** Initiatives (§2): the list and the details page. Screens are placeholders until the meetings issue. */
import { type AppModule, authRoles } from '@chorus/shell';

export const initiativesModule: AppModule = {
  id: 'initiatives',
  title: 'Initiatives',
  icon: 'lightbulb',
  auth: authRoles.user,
  navigationSection: 'product',
  navigation: [
    { id: 'initiatives', title: 'Initiatives', type: 'item', icon: 'lightbulb', url: '/apps/initiatives' },
  ],
  routes: [
    { path: '/apps/initiatives', lazy: () => import('./screens/InitiativesPage') },
    { path: '/apps/initiatives/details', lazy: () => import('./screens/InitiativeDetailsPage') },
  ],
};
