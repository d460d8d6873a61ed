import { z } from 'zod';
import { contract } from '@chorus/domain/contracts';
import { AnalyticsWidgetsSchema, ProjectSchema, ProjectWidgetsSchema } from './dashboards.schema';

export const dashboardsPaths = {
  analyticsWidgets: '/api/analytics-dashboard-app/widgets',
  projectWidgets: '/api/project-dashboard-app/widgets',
  projects: '/api/project-dashboard-app/projects',
} as const;

/**
 * The dashboards API, one declaration per endpoint (@chorus/domain's lib/contract.ts): what it takes and what it
 * answers. dashboards.handlers.ts implements each; the client calls each with `call(dashboardsContracts.x, input)`.
 */
export const dashboardsContracts = {
  analyticsWidgets: contract.get(dashboardsPaths.analyticsWidgets, z.object({}), AnalyticsWidgetsSchema),
  projectWidgets: contract.get(dashboardsPaths.projectWidgets, z.object({}), ProjectWidgetsSchema),
  projects: contract.get(dashboardsPaths.projects, z.object({}), z.array(ProjectSchema)),
};
