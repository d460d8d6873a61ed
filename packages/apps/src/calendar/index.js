/** Calendar (§3, §7): month, week and day views; add, edit, move and remove events. */
import { authRoles } from '@chorus/shell';
import { registerIconLoaders } from '@chorus/ui';
import { lazyScreen } from '../lib/lazyScreen';
import { navTitle } from '../lib/navigation/navTitle';
registerIconLoaders({ calendar: () => import('lucide-react/icons/calendar') });
export const calendarModule = {
    id: 'calendar',
    title: 'Calendar',
    icon: 'calendar',
    auth: authRoles.staff,
    navigationSection: 'templates',
    navigation: [
        { id: 'calendar', title: navTitle('calendar'), type: 'item', icon: 'calendar', url: '/apps/calendar' },
    ],
    routes: [
        { path: '/apps/calendar', lazy: lazyScreen(() => import('./screens/CalendarScreen/CalendarScreen')) },
    ],
};
