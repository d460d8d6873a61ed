import { dashboardsContracts } from './dashboards.contracts';
import { dashboardsStore } from './dashboards.db';
import { STAFF_ROLES, guarded } from '../auth/auth.session';

const { serve } = guarded(STAFF_ROLES);

export const dashboardsHandlers = [
  serve(dashboardsContracts.analyticsWidgets, () => dashboardsStore.state.analytics),
  serve(dashboardsContracts.projectWidgets, () => dashboardsStore.state.project),
  serve(dashboardsContracts.projects, () => dashboardsStore.state.projects),
];
