/** Meetings (§2): / redirects here; the list and the details page. Placeholders until the meetings issue. */
import { type AppModule, authRoles } from '@chorus/shell';

export const meetingsModule: AppModule = {
  id: 'meetings',
  title: 'Meetings for each initiative',
  icon: 'video',
  auth: authRoles.user,
  navigationSection: 'product',
  navigation: [
    {
      id: 'meetings',
      title: 'Meetings for each initiative',
      type: 'item',
      icon: 'video',
      url: '/apps/meetings',
    },
  ],
  routes: [
    { path: '/', redirectTo: '/apps/meetings', auth: null },
    { path: '/apps/meetings', lazy: () => import('./screens/MeetingsPage') },
    { path: '/apps/meetings/details', lazy: () => import('./screens/MeetingDetailsPage') },
  ],
};
