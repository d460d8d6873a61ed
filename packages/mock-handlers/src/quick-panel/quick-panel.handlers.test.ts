import { expect, test } from 'vitest';
import { api, tokenOf, useMockServer } from '../test/server';
import { QuickPanelDataSchema } from './quick-panel.schema';
import { quickPanelPaths } from './quick-panel.contracts';

useMockServer({ signedInAs: 'host' });

test('quick panel data lists notes and events with id, title and detail', async () => {
  const { status, body } = await api(quickPanelPaths.data);
  expect(status).toBe(200);
  expect(QuickPanelDataSchema.parse(body)).toEqual(body);
  expect(body.notes.length).toBeGreaterThan(0);
  expect(body.events.length).toBeGreaterThan(0);
});

test('times are data (ISO 8601 `at`), never a formatted text such as "17:30 PM" in the detail', async () => {
  const { body } = await api(quickPanelPaths.data);
  const data = QuickPanelDataSchema.parse(body);
  for (const item of [...data.events, ...data.notes]) {
    expect(item.at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
    expect(item.detail).not.toMatch(/\d{1,2}:\d{2}|\b(AM|PM)\b|Last edit/);
  }
  // Upcoming events, soonest first.
  const starts = data.events.map((event) => Date.parse(event.at ?? ''));
  expect(starts).toEqual([...starts].sort((a, b) => a - b));
  expect(starts[0]).toBeGreaterThan(Date.now());
});

test("an attendee's panel lists no template events or notes: the apps they come from are closed to them", async () => {
  const { status, body } = await api(quickPanelPaths.data, { token: await tokenOf('attendee') });
  expect(status).toBe(200);
  expect(body).toEqual({ notes: [], events: [] });
  // Staff still see them.
  const staff = await api(quickPanelPaths.data, { token: await tokenOf('staff') });
  expect(staff.body.notes.length).toBeGreaterThan(0);
  expect(staff.body.events.length).toBeGreaterThan(0);
});
