import { z } from 'zod';
import { defineStore } from '../lib/db';
import { AnalyticsWidgetsSchema, ProjectSchema, ProjectWidgetsSchema } from './dashboards.schema';
import { seedDashboards, type DashboardsState } from './dashboards.seed';

export const DashboardsStateSchema = z.object({
  analytics: AnalyticsWidgetsSchema,
  project: ProjectWidgetsSchema,
  projects: z.array(ProjectSchema),
});

export const dashboardsStore = defineStore<DashboardsState>({
  name: 'dashboards',
  seed: seedDashboards,
  schema: DashboardsStateSchema,
  persist: false,
});
