import { get } from '../lib/http';
import { dashboardsPaths } from './dashboards.schema';
import { dashboardsStore } from './dashboards.db';

export const dashboardsHandlers = [
  get(dashboardsPaths.analyticsWidgets, () => dashboardsStore.state.analytics),
  get(dashboardsPaths.projectWidgets, () => dashboardsStore.state.project),
  get(dashboardsPaths.projects, () => dashboardsStore.state.projects),
];
