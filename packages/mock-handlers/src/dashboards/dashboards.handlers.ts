import { dashboardsPaths } from './dashboards.schema';
import { dashboardsStore } from './dashboards.db';
import { STAFF_ROLES, guarded } from '../auth/auth.session';

const { get } = guarded(STAFF_ROLES);

export const dashboardsHandlers = [
  get(dashboardsPaths.analyticsWidgets, () => dashboardsStore.state.analytics),
  get(dashboardsPaths.projectWidgets, () => dashboardsStore.state.project),
  get(dashboardsPaths.projects, () => dashboardsStore.state.projects),
];
