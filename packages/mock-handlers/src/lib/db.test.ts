import { describe, expect, test } from 'vitest';
import '../index';
import {
  DB_VERSION,
  getDbSnapshot,
  loadDbSnapshot,
  onDbChange,
  peekStoreState,
  persistedStoreNames,
  resetMockDb,
  setStoreSource,
  takeTouchedStores,
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
      'file-manager',
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

describe('a source of saved stores (the service worker)', () => {
  test('each store is read from the source on first use, checked against its schema, else seeded', async () => {
    const { todoStore } = await import('../todo/todo.db');
    const { mailStore } = await import('../mail/mail.db');
    resetMockDb();
    const saved = structuredClone(todoStore.state);
    saved.todos = saved.todos.slice(0, 2);
    const reads: string[] = [];
    const discarded: string[] = [];
    setStoreSource({
      read: (name) => {
        reads.push(name);
        if (name === 'todo') return saved;
        if (name === 'mail') return { not: 'mail' };
        return undefined;
      },
      discarded: (name) => discarded.push(name),
    });
    expect(reads).toEqual([]); // lazily
    expect(todoStore.state.todos).toHaveLength(2);
    expect(mailStore.state.mails.length).toBeGreaterThan(2); // invalid: the seed
    expect(discarded).toEqual(['mail']);
    expect(reads).toEqual(['todo', 'mail']);
    resetMockDb(); // back to the seed: the source is dropped
    expect(todoStore.state.todos.length).toBeGreaterThan(2);
  });

  test('takeTouchedStores names the persisted stores used since the last call', async () => {
    const { todoStore } = await import('../todo/todo.db');
    resetMockDb();
    takeTouchedStores();
    void todoStore.state;
    expect(takeTouchedStores()).toEqual(['todo']);
    expect(takeTouchedStores()).toEqual([]);
    expect(peekStoreState('todo')).toBe(todoStore.state);
  });
});

test('every seed passes its own store schema (URL schemes and required text included)', () => {
  resetMockDb();
  const seeded = getDbSnapshot();
  const discarded: string[] = [];
  setStoreSource({
    read: (name) => seeded.stores[name],
    discarded: (_name, reason) => discarded.push(reason),
  });
  getDbSnapshot(); // reads every store through the source
  resetMockDb();
  expect(discarded).toEqual([]);
});
