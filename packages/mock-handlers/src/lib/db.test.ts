import { describe, expect, test } from 'vitest';
import '../index';
import {
  DB_VERSION,
  getDbSnapshot,
  loadDbSnapshot,
  onDbChange,
  persistedStoreNames,
  resetMockDb,
} from './db';

describe('the mock database', () => {
  test('the seed is deterministic: two resets give the same data', () => {
    // The sample apps of issue 3 (seeded from the current UTC day: same day, same data).
    const apps = [
      'auth',
      'mail',
      'todo',
      'contacts',
      'calendar',
      'notes',
      'chat',
      'e-commerce',
      'scrumboard',
      'academy',
    ];
    const pick = () => {
      const { stores } = getDbSnapshot();
      return JSON.stringify(apps.map((name) => stores[name]));
    };
    resetMockDb();
    const first = pick();
    resetMockDb();
    expect(pick()).toBe(first);
  });

  test('every app with user data is persisted; read-only catalogues are not', () => {
    const names = persistedStoreNames();
    for (const name of [
      'auth',
      'mail',
      'todo',
      'contacts',
      'calendar',
      'notes',
      'chat',
      'e-commerce',
      'scrumboard',
      'academy',
    ]) {
      expect(names).toContain(name);
    }
    for (const name of ['icons', 'faq', 'knowledge-base', 'dashboards']) expect(names).not.toContain(name);
    expect(getDbSnapshot().version).toBe(DB_VERSION);
  });

  test('listeners hear resets and loads, and can unsubscribe', () => {
    const heard: string[] = [];
    const stop = onDbChange((event) => heard.push(event.type));
    resetMockDb();
    loadDbSnapshot(getDbSnapshot());
    stop();
    resetMockDb();
    expect(heard).toEqual(['reset', 'load']);
  });

  test('a snapshot that is not one is refused', () => {
    expect(loadDbSnapshot(null)).toMatchObject({ ok: false });
    expect(loadDbSnapshot({ version: DB_VERSION })).toMatchObject({ ok: false, reason: 'no stores' });
    expect(loadDbSnapshot({ version: 'x', stores: {} })).toMatchObject({ ok: false });
  });
});
