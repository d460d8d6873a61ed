import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { createAccessToken } from '../auth/auth.handlers';
import { handlers } from '../index';
import { DB_VERSION, resetMockDb } from '../lib/db';
import type { Todo } from '../todo/todo.schema';
import { todoPaths } from '../todo/todo.contracts';
import { createApiServer, type ApiServerOptions } from './apiServer';
import { memorySavedDb, type SavedDb } from './savedDb';

const BASE = 'http://demo.test/';

function server(saved: SavedDb, options: Partial<ApiServerOptions> = {}) {
  return createApiServer({ handlers, saved, baseUrl: BASE, ...options });
}

// The template apps' calls need a session (issue 15): the seeded host's token.
let authorization = '';
beforeAll(async () => {
  authorization = `Bearer ${await createAccessToken('user-host')}`;
});
const newTodo = (title: string) =>
  new Request(new URL(todoPaths.newTodo, BASE), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization },
    body: JSON.stringify({ title }),
  });
const listTodos = () => new Request(new URL(todoPaths.todos, BASE), { headers: { authorization } });

async function titles(api: ReturnType<typeof server>): Promise<string[]> {
  const response = await api.handle(listTodos());
  expect(response.status).toBe(200);
  return ((await response.json()) as Todo[]).map((todo) => todo.title);
}

afterEach(() => {
  resetMockDb();
  vi.restoreAllMocks();
});

describe('the service worker API server', () => {
  test('answers a write only once it is saved: a restarted worker (a new server) has it', async () => {
    const saved = memorySavedDb();
    const announce = vi.fn();
    const first = server(saved, { announce });
    expect((await first.handle(newTodo('saved before the answer'), 'tab-1')).status).toBe(200);
    expect(saved.records.get('__meta__')).toEqual({ version: DB_VERSION, revision: 1 });
    expect(announce).toHaveBeenCalledWith(1, 'tab-1');

    resetMockDb(); // the worker was stopped: its memory is gone
    expect(await titles(server(saved))).toContain('saved before the answer');
  });

  test('writes only the stores a request used, one commit per write; reads commit nothing', async () => {
    const saved = memorySavedDb();
    const commit = vi.spyOn(saved, 'commit');
    const api = server(saved);
    await titles(api);
    expect(commit).not.toHaveBeenCalled();
    await api.handle(newTodo('one'));
    expect(commit).toHaveBeenCalledTimes(1);
    const written = [...(commit.mock.calls[0]?.[0].keys() ?? [])];
    expect(written).toContain('todo'); // (and 'auth': the session check reads the users)
    expect(saved.records.has('mail')).toBe(false);
  });

  test('requests sent at once are answered one at a time: none is lost', async () => {
    const saved = memorySavedDb();
    const api = server(saved);
    const statuses = await Promise.all(
      Array.from({ length: 25 }, (_, index) => api.handle(newTodo(`at once ${index}`)).then((r) => r.status)),
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
    resetMockDb();
    const stored = await titles(server(saved));
    for (let index = 0; index < 25; index++) expect(stored).toContain(`at once ${index}`);
    expect((saved.records.get('__meta__') as { revision: number }).revision).toBe(25);
  });

  test('a worker that finds a newer revision saved by another reloads before it answers', async () => {
    const saved = memorySavedDb();
    const oldWorker = server(saved);
    const newWorker = server(saved);
    await oldWorker.handle(newTodo('old 1'));
    await newWorker.handle(newTodo('new 1'));
    await oldWorker.handle(newTodo('old 2'));
    await newWorker.handle(newTodo('new 2'));
    resetMockDb();
    const stored = await titles(server(saved));
    expect(stored).toEqual(expect.arrayContaining(['old 1', 'new 1', 'old 2', 'new 2']));
  });

  test('saved data of another version is discarded with a notice, and the seed served', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const saved = memorySavedDb();
    await saved.commit(new Map([['todo', { not: 'a todo state' }]]), [], {
      version: DB_VERSION + 1,
      revision: 7,
    });
    const notice = vi.fn();
    const list = await titles(server(saved, { notice }));
    expect(list.length).toBeGreaterThan(10);
    expect(notice).toHaveBeenCalledWith(`version ${DB_VERSION + 1} is not ${DB_VERSION}`);
    expect(saved.records.has('todo')).toBe(false);
    expect(saved.records.get('__meta__')).toEqual({ version: DB_VERSION, revision: 8 });
  });

  test('a saved store failing its schema is dropped with a notice; the others are kept; no crash', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const saved = memorySavedDb();
    const first = server(saved);
    await first.handle(newTodo('kept elsewhere'));
    await saved.commit(new Map([['mail', { broken: true }]]), [], { version: DB_VERSION, revision: 2 });
    resetMockDb();
    const notice = vi.fn();
    const api = server(saved, { notice });
    expect(await titles(api)).toContain('kept elsewhere');
    const mails = await api.handle(
      new Request(new URL('/api/mail-app/mails?folderHandle=inbox', BASE), { headers: { authorization } }),
    );
    expect(mails.status).toBe(200);
    expect(notice).toHaveBeenCalledWith(expect.stringContaining('store "mail" is invalid'));
    expect(saved.records.has('mail')).toBe(false); // deleted with that request's commit
  });

  test('a change that cannot be saved answers 503 and is undone', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const saved = memorySavedDb();
    const api = server(saved);
    await api.handle(newTodo('before'));
    vi.spyOn(saved, 'commit').mockRejectedValueOnce(new Error('quota exceeded'));
    expect((await api.handle(newTodo('refused'))).status).toBe(503);
    const list = await titles(api);
    expect(list).toContain('before');
    expect(list).not.toContain('refused');
  });

  test('an unknown API path answers a 404 error body', async () => {
    const api = server(memorySavedDb());
    const response = await api.handle(new Request(new URL('/api/nothing-here', BASE)));
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});
