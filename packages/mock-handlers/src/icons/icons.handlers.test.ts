import { expect, test } from 'vitest';
import { api, useMockServer } from '../test/server';
import { IconSchema, type Icon } from './icons.schema';
import { iconsPaths } from './icons.contracts';

useMockServer();

test('the icon catalogue: every entry has prevSize 32 and a unique name', async () => {
  const { status, body } = await api<Icon[]>(iconsPaths.icons);
  expect(status).toBe(200);
  expect(body.length).toBeGreaterThan(100);
  for (const icon of body) expect(IconSchema.parse(icon).prevSize).toBe(32);
  expect(new Set(body.map((icon) => icon.name)).size).toBe(body.length);
});
