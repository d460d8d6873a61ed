/** Contacts (§3, §7): the lists all, frequent and starred, the user's groups, add, edit, star, remove. */
import { type AppModule, authRoles } from '@chorus/shell';
import { registerIconLoaders } from '@chorus/ui';
import { lazyScreen } from '../lib/lazyScreen';
import { navTitle } from '../lib/navigation/navTitle';

const screens = () => import('./screenLoaders');

registerIconLoaders({ contact: () => import('lucide-react/icons/contact') });

const screen = lazyScreen(() => screens().then((s) => s.contactsScreen()));

export const contactsModule: AppModule = {
  id: 'contacts',
  title: navTitle('contacts'),
  icon: 'contact',
  auth: authRoles.staff,
  navigationSection: 'templates',
  navigation: [
    { id: 'contacts', title: navTitle('contacts'), type: 'item', icon: 'contact', url: '/apps/contacts' },
  ],
  routes: [
    { path: '/apps/contacts', redirectTo: '/apps/contacts/all' },
    { path: '/apps/contacts/:id', lazy: screen },
    { path: '/apps/contacts/group/:groupId', lazy: screen },
  ],
};
