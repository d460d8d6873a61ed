import { expect, test } from 'vitest';
import { api, useMockServer } from '../test/server';
import { QuickPanelDataSchema, quickPanelPaths } from './quick-panel.schema';

useMockServer({ signedInAs: 'host' });

test('quick panel data lists notes and events with id, title and detail', async () => {
  const { status, body } = await api(quickPanelPaths.data);
  expect(status).toBe(200);
  expect(QuickPanelDataSchema.parse(body)).toEqual(body);
  expect(body.notes.length).toBeGreaterThan(0);
  expect(body.events.length).toBeGreaterThan(0);
});
