import type { Todo, TodoLabel } from '@chorus/mock-handlers/contracts';
import { describe, expect, test } from 'vitest';
import { todoPatch } from './screens/TodoScreen/useTodoMutations';
import { todoKeys, todoListKeys } from './todo.api';

const labels: TodoLabel[] = [
  { id: 1, handle: 'frontend', title: 'Frontend', color: '#000' },
  { id: 2, handle: 'api', title: 'API', color: '#000' },
];
const now = Date.parse('2026-03-12T10:00:00Z');
const todo: Todo = {
  id: 't1',
  title: 'Write the tests',
  notes: '',
  startDate: '2026-01-01T00:00:00.000Z',
  dueDate: null,
  completed: false,
  starred: false,
  important: false,
  deleted: false,
  labels: [2],
};

describe('todoListKeys', () => {
  test('a live task is in all, its labels and the filters it meets', () => {
    expect(
      todoListKeys({ ...todo, starred: true, dueDate: '2026-04-01T00:00:00.000Z' }, labels, now),
    ).toEqual([
      todoKeys.list({ folderHandle: 'all' }),
      todoKeys.list({ labelHandle: 'api' }),
      todoKeys.list({ filterHandle: 'starred' }),
      todoKeys.list({ filterHandle: 'dueDate' }),
    ]);
  });

  test('a task starting today is under today (UTC days, as the handler counts them)', () => {
    expect(todoListKeys({ ...todo, labels: [], startDate: '2026-03-12T23:00:00.000Z' }, labels, now)).toEqual(
      [todoKeys.list({ folderHandle: 'all' }), todoKeys.list({ filterHandle: 'today' })],
    );
  });

  test('a deleted task is only under deleted', () => {
    expect(todoListKeys({ ...todo, deleted: true, starred: true }, labels, now)).toEqual([
      todoKeys.list({ filterHandle: 'deleted' }),
    ]);
  });
});

describe('todoPatch', () => {
  test('holds only the fields a save changed', () => {
    expect(todoPatch(todo, { ...todo, title: 'Renamed', labels: [2, 1] })).toEqual({
      title: 'Renamed',
      labels: [2, 1],
    });
    expect(todoPatch(todo, { ...todo })).toEqual({});
  });
});
