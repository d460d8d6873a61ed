/** Typed calls to the dashboards' endpoints of the contract, and their query keys. */
import { dashboardsContracts } from '@chorus/mock-handlers/contracts';
import { call } from '../lib/call';

export const dashboardsKeys = {
  all: ['dashboards'] as const,
  analytics: ['dashboards', 'analytics'] as const,
  projects: ['dashboards', 'projects'] as const,
  project: ['dashboards', 'project-widgets'] as const,
};

export const dashboardsApi = {
  analytics: (signal?: AbortSignal) => call(dashboardsContracts.analyticsWidgets, {}, signal),
  projects: (signal?: AbortSignal) => call(dashboardsContracts.projects, {}, signal),
  projectWidgets: (signal?: AbortSignal) => call(dashboardsContracts.projectWidgets, {}, signal),
};
