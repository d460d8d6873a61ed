import { describe, expect, test } from 'vitest';
import { api, apiPost, useMockServer } from '../test/server';
import { onDbChange } from '../lib/db';
import { todoStore } from './todo.db';
import type { Todo } from './todo.schema';
import { todoPaths } from './todo.contracts';

useMockServer({ signedInAs: 'host' });

const live = () => todoStore.state.todos.filter((todo) => !todo.deleted);

describe('reading todos', () => {
  test('the seed holds at least 100 todos; the default list is every todo not deleted', async () => {
    expect(todoStore.state.todos.length).toBeGreaterThanOrEqual(100);
    const { status, body } = await api<Todo[]>(todoPaths.todos);
    expect(status).toBe(200);
    expect(body).toHaveLength(live().length);
    expect(body.some((todo) => todo.deleted)).toBe(false);
  });

  test('deleted todos show only under the deleted filter', async () => {
    const deleted = await api<Todo[]>(todoPaths.todos, { query: { filterHandle: 'deleted' } });
    expect(deleted.body.length).toBeGreaterThan(0);
    expect(deleted.body.every((todo) => todo.deleted)).toBe(true);
    const starred = await api<Todo[]>(todoPaths.todos, { query: { filterHandle: 'starred' } });
    expect(starred.body.every((todo) => todo.starred && !todo.deleted)).toBe(true);
    const today = await api<Todo[]>(todoPaths.todos, { query: { filterHandle: 'today' } });
    expect(today.body.length).toBeGreaterThan(0);
    const scheduled = await api<Todo[]>(todoPaths.todos, { query: { filterHandle: 'dueDate' } });
    expect(scheduled.body.every((todo) => todo.dueDate !== null)).toBe(true);
    const api_ = await api<Todo[]>(todoPaths.todos, { query: { labelHandle: 'api' } });
    expect(api_.body.every((todo) => todo.labels.includes(3))).toBe(true);
    expect((await api(todoPaths.todos, { query: { filterHandle: 'bogus' } })).status).toBe(404);
  });

  test('filters with their titles, labels and the all folder', async () => {
    const filters = (await api(todoPaths.filters)).body as { handle: string; title: string }[];
    expect(filters.map((f) => `${f.handle}:${f.title}`)).toEqual([
      'starred:Starred',
      'important:Priority',
      'dueDate:Scheduled',
      'today:Today',
      'completed:Done',
      'deleted:Deleted',
    ]);
    expect((await api(todoPaths.labels)).body.map((l: { handle: string }) => l.handle)).toEqual([
      'frontend',
      'backend',
      'api',
      'issue',
      'mobile',
    ]);
    expect((await api(todoPaths.folders)).body[0].handle).toBe('all');
  });
});

describe('changing todos', () => {
  test('new-todo is added at the top with a generated id', async () => {
    const { status, body } = await apiPost(todoPaths.newTodo, { title: 'Write the agenda', labels: [1] });
    expect(status).toBe(200);
    expect(body.id).toBeTruthy();
    expect(todoStore.state.todos[0]).toEqual(body);
    expect((await api<Todo[]>(todoPaths.todos)).body[0]?.id).toBe(body.id);
  });

  test('new-todo without a title or with an unknown label adds nothing', async () => {
    const count = todoStore.state.todos.length;
    expect((await apiPost(todoPaths.newTodo, { notes: 'no title' })).status).toBe(400);
    expect((await apiPost(todoPaths.newTodo, { title: 'x', labels: [99] })).status).toBe(400);
    expect(todoStore.state.todos).toHaveLength(count);
  });

  test('update-todo replaces the todo; unknown ids and wrong types are rejected', async () => {
    const todo = { ...(live()[0] as Todo), completed: true, title: 'Done now' };
    expect((await apiPost(todoPaths.updateTodo, todo)).body.title).toBe('Done now');
    expect(todoStore.state.todos.find((entry) => entry.id === todo.id)?.completed).toBe(true);
    const before = structuredClone(todoStore.state.todos);
    expect((await apiPost(todoPaths.updateTodo, { ...todo, id: 'nope' })).status).toBe(404);
    expect((await apiPost(todoPaths.updateTodo, { ...todo, completed: 'no' })).status).toBe(400);
    expect(todoStore.state.todos).toEqual(before);
  });

  test('remove-todo only marks the todo deleted', async () => {
    const todo = live()[0] as Todo;
    const count = todoStore.state.todos.length;
    expect((await apiPost(todoPaths.removeTodo, { id: todo.id })).body.deleted).toBe(true);
    expect(todoStore.state.todos).toHaveLength(count);
    expect(todo.deleted).toBe(true);
    expect((await apiPost(todoPaths.removeTodo, JSON.stringify((live()[0] as Todo).id))).status).toBe(200);
    expect((await apiPost(todoPaths.removeTodo, { id: 'nope' })).status).toBe(404);
    expect((await apiPost(todoPaths.removeTodo, { id: 5 })).status).toBe(400);
  });

  test('set-folder all restores deleted todos; toggle-label flips the label on each', async () => {
    const deleted = todoStore.state.todos.find((todo) => todo.deleted) as Todo;
    await apiPost(todoPaths.setFolder, { selectedTodoIds: [deleted.id], folderId: 1 });
    expect(deleted.deleted).toBe(false);
    expect((await apiPost(todoPaths.setFolder, { selectedTodoIds: [deleted.id], folderId: 9 })).status).toBe(
      400,
    );
    const [a, b] = live().filter((todo) => !todo.labels.includes(5)) as [Todo, Todo];
    b.labels.push(5);
    await apiPost(todoPaths.toggleLabel, { selectedTodoIds: [a.id, b.id], labelId: 5 });
    expect(a.labels).toContain(5);
    expect(b.labels).not.toContain(5);
    const before = structuredClone(todoStore.state.todos);
    expect(
      (await apiPost(todoPaths.toggleLabel, { selectedTodoIds: [a.id, 'nope'], labelId: 5 })).status,
    ).toBe(404);
    expect(todoStore.state.todos).toEqual(before);
  });

  test('delete-todos deletes for good', async () => {
    const ids = todoStore.state.todos.slice(0, 3).map((todo) => todo.id);
    const count = todoStore.state.todos.length;
    expect((await apiPost(todoPaths.deleteTodos, { selectedTodoIds: ids })).body).toEqual(ids);
    expect(todoStore.state.todos).toHaveLength(count - 3);
    expect((await apiPost(todoPaths.deleteTodos, { selectedTodoIds: 'x' })).status).toBe(400);
    expect(todoStore.state.todos).toHaveLength(count - 3);
  });
});

describe('reorder-todos (a Chorus extension)', () => {
  const ids = () => todoStore.state.todos.map((todo) => todo.id);

  test('the seed order is the default order, and a new todo still goes on top', async () => {
    const seeded = ids();
    expect((await api<Todo[]>(todoPaths.todos)).body.map((todo) => todo.id)).toEqual(
      live().map((todo) => todo.id),
    );
    const [first, second] = seeded as [string, string];
    await apiPost(todoPaths.reorderTodos, { orderedIds: [second, first] });
    const added = await apiPost<Todo>(todoPaths.newTodo, { title: 'On top' });
    expect(ids()[0]).toBe(added.body.id);
    expect(ids().slice(1, 3)).toEqual([second, first]);
  });

  test('the whole list in a new order is kept and answered in that order', async () => {
    const visible = live().map((todo) => todo.id);
    const moved = [visible[2], visible[0], visible[1], ...visible.slice(3)] as string[];
    const { status, body } = await apiPost<Todo[]>(todoPaths.reorderTodos, { orderedIds: moved });
    expect(status).toBe(200);
    expect(body.map((todo) => todo.id)).toEqual(moved);
    expect((await api<Todo[]>(todoPaths.todos)).body.map((todo) => todo.id)).toEqual(moved);
  });

  test('a subset takes the places it holds now; every other todo keeps its place', async () => {
    const before = ids();
    const [a, b, c] = [before[1], before[4], before[7]] as [string, string, string];
    await apiPost(todoPaths.reorderTodos, { orderedIds: [c, a, b] });
    const after = ids();
    expect([after[1], after[4], after[7]]).toEqual([c, a, b]);
    expect(after.filter((id) => ![a, b, c].includes(id))).toEqual(
      before.filter((id) => ![a, b, c].includes(id)),
    );
  });

  test('unknown ids, repeated ids and an empty list change nothing', async () => {
    const before = structuredClone(todoStore.state.todos);
    const [first, second] = ids() as [string, string];
    const unknown = await apiPost(todoPaths.reorderTodos, { orderedIds: [second, 'nope', first] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toEqual({ code: 'NOT_FOUND', message: expect.stringContaining('nope') });
    const repeated = await apiPost(todoPaths.reorderTodos, { orderedIds: [second, first, second] });
    expect(repeated.status).toBe(400);
    expect(repeated.body.error).toEqual({ code: 'VALIDATION', message: expect.stringContaining(second) });
    for (const body of [{ orderedIds: [] }, { orderedIds: 'x' }, [first, second], {}]) {
      const response = await apiPost(todoPaths.reorderTodos, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.code).toBe('VALIDATION');
    }
    expect(todoStore.state.todos).toEqual(before);
  });
});

// Chorus extension, not in spec §7: update-todos sends what changed, for many todos in one call.
describe('update-todos (Chorus extension)', () => {
  const stored = (id: string) => todoStore.state.todos.find((todo) => todo.id === id) as Todo;

  test('a patch changes only the fields it names; what another tab stored meanwhile stays', async () => {
    const [a, b] = live().filter((todo) => !todo.completed) as [Todo, Todo];
    // Another tab changed other fields of the same todos after this one read them.
    a.title = 'Renamed in another tab';
    a.starred = !a.starred;
    b.notes = 'Noted in another tab';
    const expectedA = { ...structuredClone(a), completed: true };
    const expectedB = { ...structuredClone(b), important: true, dueDate: null, labels: [2], deleted: true };
    const { status, body } = await apiPost<Todo[]>(todoPaths.updateTodos, {
      updates: [
        { id: a.id, completed: true },
        { id: b.id, important: true, dueDate: null, labels: [2], deleted: true },
      ],
    });
    expect(status).toBe(200);
    expect(body).toEqual([expectedA, expectedB]);
    expect(stored(a.id)).toEqual(expectedA);
    expect(stored(b.id)).toEqual(expectedB);
  });

  test('a batch is one change of the database (one lock, one save)', async () => {
    const changes: string[] = [];
    const stop = onDbChange((event) => changes.push(event.type));
    const ids = live()
      .slice(0, 20)
      .map((todo) => todo.id);
    const { body } = await apiPost<Todo[]>(todoPaths.updateTodos, {
      updates: ids.map((id) => ({ id, completed: true })),
    });
    stop();
    expect(body.map((todo) => todo.id)).toEqual(ids);
    expect(ids.every((id) => stored(id).completed)).toBe(true);
    expect(changes).toEqual(['change']);
  });

  test('one bad entry refuses the whole batch with 4xx { error: { code, message } } and changes nothing', async () => {
    const before = structuredClone(todoStore.state.todos);
    const [a, b] = live() as [Todo, Todo];
    const good = { id: a.id, completed: !a.completed };
    const refusals: Array<[entries: unknown, status: number, code: string, says?: string]> = [
      [[good, { id: 'nope', starred: true }], 404, 'NOT_FOUND', 'nope'],
      [[good, { id: b.id, labels: [99] }], 400, 'VALIDATION', '99'],
      [[good, { id: b.id, title: '   ' }], 400, 'VALIDATION', 'title'],
      [[good, { id: b.id, dueDate: 'someday' }], 400, 'VALIDATION', 'dueDate'],
      [[good, { id: b.id, completed: 'yes' }], 400, 'VALIDATION', 'completed'],
      [[good, { id: b.id, colour: 'red' }], 400, 'VALIDATION', 'colour'],
      [[good, { ...good, starred: true }], 400, 'VALIDATION', a.id],
      [[], 400, 'VALIDATION'],
    ];
    for (const [updates, status, code, says] of refusals) {
      const response = await apiPost(todoPaths.updateTodos, { updates });
      expect(response.status, JSON.stringify(updates)).toBe(status);
      expect(response.body.error).toEqual({ code, message: expect.stringContaining(says ?? '') });
    }
    expect(todoStore.state.todos).toEqual(before);
  });
});
