/** Typed calls to the to-do endpoints of the contract, and their query keys. */
import {
  type NewTodo,
  type Todo,
  type TodoLabel,
  type TodosQuery,
  todoContracts,
  type UpdateTodosRequest,
} from '@chorus/mock-handlers/contracts';
import type { QueryKey } from '@tanstack/react-query';
import { call } from '../lib/call';

export const todoKeys = {
  todos: ['todo', 'todos'] as const,
  list: (query: TodosQuery) => ['todo', 'todos', 'list', query] as const,
  folders: ['todo', 'folders'] as const,
  filters: ['todo', 'filters'] as const,
  labels: ['todo', 'labels'] as const,
};

const DAY = 86_400_000;
/** The UTC day of a time, as the handler's `today` filter compares them. */
const utcDay = (time: number) => Math.floor(time / DAY);

/**
 * The lists that hold a task, by the handler's rule: a deleted task only the deleted filter; a live one the
 * `all` folder, each of its labels', and the filters whose condition it meets. A change that alters these
 * moves the task into or out of a list.
 */
export function todoListKeys(todo: Todo, labels: readonly TodoLabel[], now = Date.now()): QueryKey[] {
  if (todo.deleted) return [todoKeys.list({ filterHandle: 'deleted' })];
  const filters = [
    todo.starred && 'starred',
    todo.important && 'important',
    todo.completed && 'completed',
    todo.dueDate !== null && 'dueDate',
    todo.startDate !== null && utcDay(Date.parse(todo.startDate)) === utcDay(now) && 'today',
  ].filter((handle): handle is string => typeof handle === 'string');
  return [
    todoKeys.list({ folderHandle: 'all' }),
    ...labels
      .filter((label) => todo.labels.includes(label.id))
      .map((label) => todoKeys.list({ labelHandle: label.handle })),
    ...filters.map((handle) => todoKeys.list({ filterHandle: handle })),
  ];
}

export const todoApi = {
  todos: (query: TodosQuery, signal?: AbortSignal) => call(todoContracts.todos, query, signal),
  folders: () => call(todoContracts.folders, {}),
  filters: () => call(todoContracts.filters, {}),
  labels: () => call(todoContracts.labels, {}),
  newTodo: (todo: NewTodo) => call(todoContracts.newTodo, todo),
  /** Chorus extension (not in spec §7): only the named fields of each task change, all in one request. */
  updateTodos: (updates: UpdateTodosRequest['updates']) =>
    call(todoContracts.updateTodos, { updates } satisfies UpdateTodosRequest),
  restore: (selectedTodoIds: string[], folderId: number) =>
    call(todoContracts.setFolder, { selectedTodoIds, folderId }),
  toggleLabel: (selectedTodoIds: string[], labelId: number) =>
    call(todoContracts.toggleLabel, { selectedTodoIds, labelId }),
  deleteTodos: (selectedTodoIds: string[]) => call(todoContracts.deleteTodos, { selectedTodoIds }),
  /** Chorus extension: the tasks of `orderedIds` take their places in this order. */
  reorder: (orderedIds: string[]) => call(todoContracts.reorderTodos, { orderedIds }),
};
