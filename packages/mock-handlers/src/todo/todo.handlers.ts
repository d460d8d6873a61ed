import { patched, removeByIds, replaceById, requireAll, requireById, toggleIn } from '../lib/collection';
import { applyOrder, badRequest, conflict, createId, DAY, notFound } from '@chorus/domain';
import type { Todo, TodosQuery } from './todo.schema';
import { todoContracts } from './todo.contracts';
import { todoStore } from './todo.db';
import { STAFF_ROLES, guarded } from '../auth/auth.session';

const { serve } = guarded(STAFF_ROLES);

const sameUtcDay = (value: string | null, now: number) =>
  value !== null && Math.floor(Date.parse(value) / DAY) === Math.floor(now / DAY);

/** Todos of a label, a filter or a folder (default all); deleted ones only under the deleted filter. */
export function selectTodos(query: TodosQuery, now = Date.now()): Todo[] {
  const { todos, labels, filters, folders } = todoStore.state;
  const live = todos.filter((todo) => !todo.deleted);
  if (query.labelHandle) {
    const label =
      labels.find((entry) => entry.handle === query.labelHandle) ??
      notFound(`Unknown label ${query.labelHandle}`);
    return live.filter((todo) => todo.labels.includes(label.id));
  }
  if (query.filterHandle) {
    const filter =
      filters.find((entry) => entry.handle === query.filterHandle) ??
      notFound(`Unknown filter ${query.filterHandle}`);
    switch (filter.handle) {
      case 'deleted':
        return todos.filter((todo) => todo.deleted);
      case 'dueDate':
        return live.filter((todo) => todo.dueDate !== null);
      case 'today':
        return live.filter((todo) => sameUtcDay(todo.startDate, now));
      default: {
        const flag = filter.handle as 'starred' | 'important' | 'completed';
        return live.filter((todo) => todo[flag] === true);
      }
    }
  }
  const handle = query.folderHandle || 'all';
  folders.find((entry) => entry.handle === handle) ?? notFound(`Unknown folder ${handle}`);
  return live;
}

function checkLabels(labelIds: readonly number[]): void {
  const unknown = labelIds.filter((id) => !todoStore.state.labels.some((label) => label.id === id));
  if (unknown.length > 0) badRequest(`Unknown label ${unknown.join(', ')}`);
}

export const todoHandlers = [
  serve(todoContracts.todos, (query) => selectTodos(query)),
  serve(todoContracts.filters, () => todoStore.state.filters),
  serve(todoContracts.labels, () => todoStore.state.labels),
  serve(todoContracts.folders, () => todoStore.state.folders),

  serve(todoContracts.updateTodo, (todo) => {
    requireById(todoStore.state.todos, todo.id, 'Todo');
    checkLabels(todo.labels);
    replaceById(todoStore.state.todos, todo);
    return todo;
  }),
  // Chorus extension (not in spec §7): many changes in one call; only the fields named change.
  serve(todoContracts.updateTodos, ({ updates }) => {
    const changed = patched(todoStore.state.todos, updates, 'Todos');
    for (const update of updates) checkLabels(update.labels ?? []);
    for (const todo of changed) replaceById(todoStore.state.todos, todo);
    return changed;
  }),
  serve(todoContracts.newTodo, (input) => {
    const labels = input.labels ?? [];
    checkLabels(labels);
    if (input.id && todoStore.state.todos.some((todo) => todo.id === input.id))
      conflict(`Todo ${input.id} already exists`);
    const todo: Todo = {
      id: input.id ?? createId(),
      title: input.title,
      notes: input.notes ?? '',
      startDate: input.startDate ?? new Date().toISOString(),
      dueDate: input.dueDate ?? null,
      completed: input.completed ?? false,
      starred: input.starred ?? false,
      important: input.important ?? false,
      deleted: false,
      labels,
    };
    todoStore.state.todos.unshift(todo);
    return todo;
  }),
  serve(todoContracts.removeTodo, (id) => {
    const todo = requireById(todoStore.state.todos, id, 'Todo');
    todo.deleted = true;
    return todo;
  }),
  serve(todoContracts.setFolder, ({ selectedTodoIds, folderId }) => {
    if (!todoStore.state.folders.some((folder) => folder.id === folderId))
      badRequest(`Unknown folder ${folderId}`);
    const selected = requireAll(todoStore.state.todos, selectedTodoIds, 'Todos');
    for (const todo of selected) todo.deleted = false;
    return selected;
  }),
  serve(todoContracts.toggleLabel, ({ selectedTodoIds, labelId }) => {
    checkLabels([labelId]);
    const selected = requireAll(todoStore.state.todos, selectedTodoIds, 'Todos');
    for (const todo of selected) todo.labels = toggleIn(todo.labels, labelId);
    return selected;
  }),
  serve(todoContracts.deleteTodos, ({ selectedTodoIds }) => {
    requireAll(todoStore.state.todos, selectedTodoIds, 'Todos');
    removeByIds(todoStore.state.todos, selectedTodoIds);
    return selectedTodoIds;
  }),
  // Chorus extension (not in §7): drag to reorder keeps the order the user chose.
  serve(todoContracts.reorderTodos, ({ orderedIds }) => {
    const reordered = requireAll(todoStore.state.todos, orderedIds, 'Todos');
    const { todos } = todoStore.state;
    todos.splice(0, todos.length, ...applyOrder(todos, orderedIds));
    return reordered;
  }),
];
