/** Calendar (§3, §7): month, week and day views; add, edit, move and remove events. */
import { type AppModule, authRoles } from '@chorus/shell';
import { registerIcons } from '@chorus/ui';
import { Calendar } from 'lucide-react';
import { lazyScreen } from '../lib/lazyScreen';

registerIcons({ calendar: Calendar });

export const calendarModule: AppModule = {
  id: 'calendar',
  title: 'Calendar',
  icon: 'calendar',
  auth: authRoles.staff,
  navigationSection: 'templates',
  navigation: [{ id: 'calendar', title: 'Calendar', type: 'item', icon: 'calendar', url: '/apps/calendar' }],
  routes: [
    { path: '/apps/calendar', lazy: lazyScreen(() => import('./screens/CalendarScreen/CalendarScreen')) },
  ],
};
