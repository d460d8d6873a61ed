/** Meetings (§2): / redirects here; the list of meetings by initiative and a meeting's page. */
import { authRoles } from '@chorus/shell';
import { registerIconLoaders } from '@chorus/ui';
import { lazyScreen } from '../lib/lazyScreen';
import { navTitle } from '../lib/navigation/navTitle';
registerIconLoaders({ video: () => import('lucide-react/icons/video') });
export const meetingsModule = {
    id: 'meetings',
    title: 'Meetings for each initiative',
    icon: 'video',
    auth: authRoles.user,
    navigationSection: 'product',
    navigation: [
        {
            id: 'meetings',
            title: navTitle('meetings'),
            type: 'item',
            icon: 'video',
            url: '/apps/meetings',
        },
    ],
    // The user's live and upcoming meetings in the quick panel's Events.
    quickPanelEvents: () => import('./meetings.quickPanel'),
    routes: [
        { path: '/', redirectTo: '/apps/meetings', auth: null },
        { path: '/apps/meetings', lazy: lazyScreen(() => import('./screens/MeetingsPage')) },
        { path: '/apps/meetings/details', lazy: lazyScreen(() => import('./screens/MeetingDetailsPage')) },
    ],
};
