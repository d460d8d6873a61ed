/**
 * Profile (template page, /pages/profile): the user's timeline (activities and posts), photos and videos in
 * albums (a photo opens large, previous and next by keyboard), and about (general, work, contact, groups,
 * friends), in tabs, each tab's data read when it is shown.
 *
 * The template pages are one module per page family (profile, invoices, search, …), not one `pages`
 * module: each family loads only its own code on its own routes, and a build can add or leave out a
 * family on its own (one line in the demo's modules.ts).
 */
import { type AppModule, authRoles } from '@chorus/shell';
import { registerIconLoaders } from '@chorus/ui';
import { lazyScreen } from '../lib/lazyScreen';
import { navTitle, pagesGroup } from '../lib/navigation/navTitle';

const screens = () => import('./screenLoaders');

registerIconLoaders({ 'circle-user': () => import('lucide-react/icons/circle-user') });

export const profileRoutes = { profile: '/pages/profile' } as const;

export const profileModule: AppModule = {
  id: 'profile',
  title: navTitle('profile'),
  icon: 'circle-user',
  auth: authRoles.staff,
  navigationSection: 'templates',
  navigation: [
    pagesGroup({
      id: 'pages.profile',
      title: navTitle('profile'),
      type: 'item',
      icon: 'circle-user',
      url: profileRoutes.profile,
    }),
  ],
  routes: [{ path: profileRoutes.profile, lazy: lazyScreen(() => screens().then((s) => s.profileScreen())) }],
};
