/**
 * Dashboards (template apps): the analytics dashboard (visits, figures, visitors by hour, devices, top
 * countries) and the project dashboard (a project picker, task summaries by day, tasks by week, budget, team,
 * schedule and weather), charts drawn by the one `chart/Chart` (visx), which loads only on these routes.
 */
import { type AppModule, authRoles } from '@chorus/shell';
import { registerIconLoaders } from '@chorus/ui';
import { lazyScreen } from '../lib/lazyScreen';
import { navTitle } from '../lib/navigation/navTitle';

const screens = () => import('./screenLoaders');

registerIconLoaders({
  'chart-pie': () => import('lucide-react/icons/chart-pie'),
  'chart-line': () => import('lucide-react/icons/chart-line'),
  rocket: () => import('lucide-react/icons/rocket'),
});

export const dashboardsRoutes = {
  analytics: '/apps/dashboards/analytics',
  project: '/apps/dashboards/project',
} as const;

export const dashboardsModule: AppModule = {
  id: 'dashboards',
  title: navTitle('dashboards'),
  icon: 'chart-pie',
  auth: authRoles.staff,
  navigationSection: 'templates',
  navigation: [
    {
      id: 'dashboards',
      title: navTitle('dashboards'),
      type: 'collapse',
      icon: 'chart-pie',
      children: [
        {
          id: 'dashboards.analytics',
          title: navTitle('dashboards.analytics'),
          type: 'item',
          icon: 'chart-line',
          url: dashboardsRoutes.analytics,
        },
        {
          id: 'dashboards.project',
          title: navTitle('dashboards.project'),
          type: 'item',
          icon: 'rocket',
          url: dashboardsRoutes.project,
        },
      ],
    },
  ],
  routes: [
    { path: dashboardsRoutes.analytics, lazy: lazyScreen(() => screens().then((s) => s.analyticsScreen())) },
    { path: dashboardsRoutes.project, lazy: lazyScreen(() => screens().then((s) => s.projectScreen())) },
  ],
};
