import { describe, expect, test } from 'vitest';
import { api, apiPost, useMockServer } from '../test/server';
import { todoStore } from './todo.db';
import { todoPaths, type Todo } from './todo.schema';

useMockServer();

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
