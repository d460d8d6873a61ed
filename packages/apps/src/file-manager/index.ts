/**
 * File manager (§3 File, §7): the files and folders in a table, a folder's contents at its own URL, and a
 * file's details (with its Offline switch) beside the table, or in a drawer on a phone.
 */
import { type AppModule, authRoles } from '@chorus/shell';
import { registerIconLoaders } from '@chorus/ui';
import { lazyScreen } from '../lib/lazyScreen';
import { navTitle } from '../lib/navigation/navTitle';

registerIconLoaders({ 'hard-drive': () => import('lucide-react/icons/hard-drive') });

const screens = () => import('./screenLoaders');

export const fileManagerModule: AppModule = {
  id: 'file-manager',
  title: navTitle('fileManager'),
  icon: 'hard-drive',
  auth: authRoles.staff,
  navigationSection: 'templates',
  navigation: [
    {
      id: 'file-manager',
      title: navTitle('fileManager'),
      type: 'item',
      icon: 'hard-drive',
      url: '/apps/file-manager',
    },
  ],
  routes: [
    {
      path: '/apps/file-manager/:folderId?',
      title: navTitle('fileManager'),
      lazy: lazyScreen(() => screens().then((s) => s.fileManagerScreen())),
    },
  ],
};
