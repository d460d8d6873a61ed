/** Meetings (§2): / redirects here; the list of meetings by initiative and a meeting's page. */
import { type AppModule, authRoles, noFooterAuthPageSettings } from '@chorus/shell';
import { registerIconLoaders } from '@chorus/ui';
import { lazyScreen } from '../lib/lazyScreen';
import { navTitle } from '../lib/navigation/navTitle';

const screens = () => import('./screenLoaders');

registerIconLoaders({ video: () => import('lucide-react/icons/video') });

export const meetingsModule: AppModule = {
  id: 'meetings',
  title: navTitle('app.meetings'),
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
  // "Live" on the navigation item while one of the user's meetings runs.
  badges: () => import('./meetings.badges'),
  liveBadges: true,
  // The user's live and upcoming meetings in the quick panel's Events.
  quickPanelEvents: () => import('./meetings.quickPanel'),
  routes: [
    { path: '/', redirectTo: '/apps/meetings', auth: null },
    { path: '/apps/meetings', lazy: lazyScreen(() => screens().then((s) => s.meetingsPage())) },
    { path: '/apps/meetings/details', lazy: lazyScreen(() => screens().then((s) => s.meetingDetailsPage())) },
    // A meeting's guest link (issue 34): open to anyone holding it, the meeting alone on the page.
    {
      path: '/join/:token',
      auth: null,
      settings: noFooterAuthPageSettings,
      rememberPath: false,
      lazy: lazyScreen(() => screens().then((s) => s.guestMeetingPage())),
    },
  ],
};
