import { expect, test } from 'vitest';
import { api, useMockServer } from '../test/server';
import { AnalyticsWidgetsSchema, ProjectSchema, ProjectWidgetsSchema } from './dashboards.schema';
import { dashboardsPaths } from './dashboards.contracts';

useMockServer({ signedInAs: 'host' });

test('the analytics widgets match their contract', async () => {
  const { status, body } = await api(dashboardsPaths.analyticsWidgets);
  expect(status).toBe(200);
  expect(AnalyticsWidgetsSchema.parse(body)).toEqual(body);
  expect(Object.keys(body.visits.charts)).toHaveLength(3);
});

test('the project widgets carry the day and week ranges, tables, schedule and weather in both units', async () => {
  const { body } = await api(dashboardsPaths.projectWidgets);
  expect(ProjectWidgetsSchema.parse(body)).toEqual(body);
  expect(body.dayRanges).toEqual({ DY: 'Yesterday', DT: 'Today', DTM: 'Tomorrow' });
  expect(Object.values(body.weekRanges)).toEqual(['This Week', 'Last Week', '2 Weeks Ago']);
  expect(body.weather.temperature).toHaveProperty('F');
  expect(body.weather.wind).toHaveProperty('MPH');
  expect(body.budget.rows.length).toBeGreaterThan(0);
});

test('the projects are id and name', async () => {
  const { body } = await api(dashboardsPaths.projects);
  expect(body.length).toBeGreaterThan(0);
  for (const project of body) expect(ProjectSchema.strict().parse(project)).toEqual(project);
});
