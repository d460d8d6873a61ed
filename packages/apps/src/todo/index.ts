/** To-do (template app): filters, labels, add at the top, edit in a dialog, bulk actions, sort and search. */
import { type AppModule, authRoles } from '@chorus/shell';
import { registerIconLoaders } from '@chorus/ui';
import { folderRoutes } from '../lib/folder-app/folderRoutes';
import { lazyScreen } from '../lib/lazyScreen';
import { navTitle } from '../lib/navigation/navTitle';

const screens = () => import('./screenLoaders');

registerIconLoaders({ 'list-todo': () => import('lucide-react/icons/list-todo') });

export const todoModule: AppModule = {
  id: 'todo',
  title: navTitle('todo'),
  icon: 'list-todo',
  auth: authRoles.staff,
  navigationSection: 'templates',
  navigation: [
    { id: 'apps.todo', title: navTitle('todo'), type: 'item', icon: 'list-todo', url: '/apps/todo' },
  ],
  badges: () => import('./todo.badges'),
  routes: folderRoutes(
    '/apps/todo',
    'all',
    lazyScreen(() => screens().then((s) => s.todoScreen())),
  ),
};
