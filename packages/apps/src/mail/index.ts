/** Mail (template app): folders, filters and labels, bulk actions, a reading pane and compose. */
import { type AppModule, authRoles } from '@chorus/shell';
import { registerIconLoaders } from '@chorus/ui';
import { folderRoutes } from '../lib/folder-app/folderRoutes';
import { lazyScreen } from '../lib/lazyScreen';
import { navTitle } from '../lib/navigation/navTitle';

const screens = () => import('./screenLoaders');

registerIconLoaders({ mail: () => import('lucide-react/icons/mail') });

export const mailModule: AppModule = {
  id: 'mail',
  title: navTitle('mail'),
  icon: 'mail',
  auth: authRoles.staff,
  navigationSection: 'templates',
  navigation: [{ id: 'apps.mail', title: navTitle('mail'), type: 'item', icon: 'mail', url: '/apps/mail' }],
  badges: () => import('./mail.badges'),
  routes: folderRoutes(
    '/apps/mail',
    'inbox',
    lazyScreen(() => screens().then((s) => s.mailScreen())),
  ),
};
