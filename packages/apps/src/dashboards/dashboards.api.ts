/** Typed calls to the dashboards' endpoints of the contract, and their query keys. */
import {
  type AnalyticsWidgets,
  dashboardsPaths,
  type Project,
  type ProjectWidgets,
} from '@chorus/mock-handlers/contracts';
import { api } from '@chorus/shell';

export const dashboardsKeys = {
  all: ['dashboards'] as const,
  analytics: ['dashboards', 'analytics'] as const,
  projects: ['dashboards', 'projects'] as const,
  project: ['dashboards', 'project-widgets'] as const,
};

export const dashboardsApi = {
  analytics: (signal?: AbortSignal) =>
    api.get<AnalyticsWidgets>(dashboardsPaths.analyticsWidgets, undefined, signal),
  projects: (signal?: AbortSignal) => api.get<Project[]>(dashboardsPaths.projects, undefined, signal),
  projectWidgets: (signal?: AbortSignal) =>
    api.get<ProjectWidgets>(dashboardsPaths.projectWidgets, undefined, signal),
};
