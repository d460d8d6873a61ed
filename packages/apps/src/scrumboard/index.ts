/** Scrumboard (§2, §3 Board and Card, §7): boards, lists and cards, moved by drag and drop or the keyboard. */
import { type AppModule, authRoles } from '@chorus/shell';
import { registerIconLoaders } from '@chorus/ui';
import { lazyScreen } from '../lib/lazyScreen';
import { navTitle } from '../lib/navigation/navTitle';
import { SCRUMBOARD_BASE } from './scrumboard.paths';

const screens = () => import('./screenLoaders');

registerIconLoaders({ 'square-kanban': () => import('lucide-react/icons/square-kanban') });

export const scrumboardModule: AppModule = {
  id: 'scrumboard',
  title: navTitle('scrumboard'),
  icon: 'square-kanban',
  auth: authRoles.staff,
  navigationSection: 'templates',
  navigation: [
    {
      id: 'scrumboard',
      title: navTitle('scrumboard'),
      type: 'item',
      icon: 'square-kanban',
      url: '/apps/scrumboard',
    },
  ],
  routes: [
    { path: '/apps/scrumboard', redirectTo: SCRUMBOARD_BASE },
    { path: SCRUMBOARD_BASE, lazy: lazyScreen(() => screens().then((s) => s.boardsScreen())) },
    {
      path: `${SCRUMBOARD_BASE}/:boardId/:boardUri?`,
      lazy: lazyScreen(() => screens().then((s) => s.boardScreen())),
    },
  ],
};
