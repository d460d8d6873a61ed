/**
 * The dashboards' screens, each loaded on its route. Kept out of index.ts (in the sign-in page's bundle): the
 * chart library comes only with these screens.
 */
export const analyticsScreen = () => import('./screens/AnalyticsScreen/AnalyticsScreen');
export const projectScreen = () => import('./screens/ProjectScreen/ProjectScreen');
