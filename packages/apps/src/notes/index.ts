/** Notes (template app): a masonry of notes with labels, archive and search; edit in a dialog. */
import { type AppModule, authRoles } from '@chorus/shell';
import { registerIconLoaders } from '@chorus/ui';
import { lazyScreen } from '../lib/lazyScreen';
import { navTitle } from '../lib/navigation/navTitle';

const screens = () => import('./screenLoaders');

registerIconLoaders({ pin: () => import('lucide-react/icons/pin') });

const lazy = lazyScreen(() => screens().then((s) => s.notesScreen()));

export const notesModule: AppModule = {
  id: 'notes',
  title: navTitle('notes'),
  icon: 'pin',
  auth: authRoles.staff,
  navigationSection: 'templates',
  navigation: [{ id: 'apps.notes', title: navTitle('notes'), type: 'item', icon: 'pin', url: '/apps/notes' }],
  routes: [
    { path: '/apps/notes', lazy },
    { path: '/apps/notes/labels/:labelId', lazy },
    { path: '/apps/notes/archive', lazy },
  ],
};
