/** Calendar (§3, §7): month, week and day views; add, edit, move and remove events. */
import { type AppModule, authRoles } from '@chorus/shell';
import { registerIconLoaders } from '@chorus/ui';
import { lazyScreen } from '../lib/lazyScreen';
import { navTitle } from '../lib/navigation/navTitle';

const screens = () => import('./screenLoaders');

registerIconLoaders({ calendar: () => import('lucide-react/icons/calendar') });

export const calendarModule: AppModule = {
  id: 'calendar',
  title: navTitle('calendar'),
  icon: 'calendar',
  auth: authRoles.staff,
  navigationSection: 'templates',
  navigation: [
    { id: 'calendar', title: navTitle('calendar'), type: 'item', icon: 'calendar', url: '/apps/calendar' },
  ],
  routes: [{ path: '/apps/calendar', lazy: lazyScreen(() => screens().then((s) => s.calendarScreen())) }],
};
