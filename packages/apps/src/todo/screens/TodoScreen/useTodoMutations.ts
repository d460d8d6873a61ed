import {
  applyOrder,
  type NewTodo,
  type Todo,
  type TodoLabel,
  type TodoPatch,
} from '@chorus/mock-handlers/contracts';
import { hashKey, type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { listsChanged } from '../../../lib/folder-app/listsChanged';
import { patchCachedItems, putCachedItems, updateCachedLists, useAppMutation } from '../../../lib/mutation';
import { useT } from '../../i18n';
import { todoApi, todoKeys, todoListKeys } from '../../todo.api';

interface Change {
  /** The tasks as they are now (the cache's records). */
  todos: readonly Todo[];
  /** The fields that change, the same for each task: all that is sent. */
  patch: Partial<TodoPatch>;
}
interface LabelChange {
  todos: readonly Todo[];
  labelId: number;
}

/** The fields of `edited` that differ from `todo`: what a save sends. */
export function todoPatch(todo: Todo, edited: Todo): Partial<TodoPatch> {
  const patch: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(edited)) {
    if (field !== 'id' && JSON.stringify(value) !== JSON.stringify(todo[field as keyof Todo]))
      patch[field] = value;
  }
  return patch as Partial<TodoPatch>;
}

const drop = (ids: readonly string[]) => (list: Todo[]) => list.filter((todo) => !ids.includes(todo.id));
const idsOf = (todos: readonly Todo[]) => todos.map((todo) => todo.id);

/**
 * Every change to tasks: optimistic with roll-back; the server's answer (the changed tasks) goes into
 * every cached list that shows them, and only the lists a task entered or left (a label, a filter, the
 * deleted ones) are read again. Changes of fields go through Chorus's update-todos: one request for a
 * selection, with only the fields that change.
 */
export function useTodoMutations(currentList: QueryKey) {
  const t = useT();
  const client = useQueryClient();
  const listsOf = (todo: Todo) => todoListKeys(todo, client.getQueryData<TodoLabel[]>(todoKeys.labels) ?? []);
  const answer = (result: Todo[]) => putCachedItems(client, todoKeys.todos, result);
  const moved = (result: Todo[], { todos }: { todos: readonly Todo[] }) =>
    listsChanged(todos, result, listsOf);

  const create = useAppMutation({
    queryKey: todoKeys.todos,
    mutationFn: (todo: NewTodo) => todoApi.newTodo(todo),
    // On top of the list on screen at once; the other lists it belongs to (all, its label) read it.
    apply: (todo, cache) =>
      cache.setQueryData<Todo[]>(currentList, (old) => [
        {
          id: todo.id ?? `todo-${crypto.randomUUID()}`,
          notes: '',
          startDate: new Date().toISOString(),
          dueDate: null,
          completed: false,
          starred: false,
          important: false,
          deleted: false,
          labels: [],
          ...todo,
        },
        ...(old ?? []),
      ]),
    answer: (todo) => answer([todo]),
    invalidate: (todo) =>
      listsChanged([], [todo], listsOf).filter((key) => hashKey(key) !== hashKey(currentList)),
    errorMessage: t('mutation.addFailed'),
    successMessage: t('mutation.added'),
  });
  const updating = {
    queryKey: todoKeys.todos,
    mutationFn: ({ todos, patch }: Change) =>
      todoApi.updateTodos(todos.map((todo) => ({ id: todo.id, ...patch }))),
    apply: ({ todos, patch }: Change, cache: QueryClient) =>
      patchCachedItems<Todo>(cache, todoKeys.todos, idsOf(todos), (todo) => ({ ...todo, ...patch })),
    answer,
    invalidate: moved,
  };
  const update = useAppMutation({ ...updating, errorMessage: t('mutation.updateFailed') });
  // The edit dialog's save: the same change, no snackbar (the dialog stays open and says why).
  const save = useAppMutation(updating);
  // Marked deleted (update-todos), gone from every list at once; the deleted filter reads them.
  const remove = useAppMutation({
    queryKey: todoKeys.todos,
    mutationFn: (todos: readonly Todo[]) =>
      todoApi.updateTodos(todos.map((todo) => ({ id: todo.id, deleted: true }))),
    apply: (todos, cache) => updateCachedLists(cache, todoKeys.todos, drop(idsOf(todos))),
    invalidate: [todoKeys.list({ filterHandle: 'deleted' })],
    errorMessage: t('mutation.removeFailed'),
    successMessage: (todos) => t('mutation.removed', { count: todos.length }),
  });
  // Back from the deleted filter: the lists they return to read them.
  const restore = useAppMutation({
    queryKey: todoKeys.todos,
    mutationFn: (todos: readonly Todo[]) => todoApi.restore(idsOf(todos), 1),
    apply: (todos, cache) => updateCachedLists(cache, todoKeys.todos, drop(idsOf(todos))),
    answer,
    invalidate: (result) => listsChanged([], result, listsOf),
    errorMessage: t('mutation.restoreFailed'),
    successMessage: (todos) => t('mutation.restored', { count: todos.length }),
  });
  const deleteForGood = useAppMutation({
    queryKey: todoKeys.todos,
    mutationFn: (ids: string[]) => todoApi.deleteTodos(ids),
    apply: (ids, cache) => updateCachedLists(cache, todoKeys.todos, drop(ids)),
    errorMessage: t('mutation.deleteFailed'),
    successMessage: (ids) => t('mutation.deleted', { count: ids.length }),
  });
  const toggleLabel = useAppMutation({
    queryKey: todoKeys.todos,
    mutationFn: ({ todos, labelId }: LabelChange) => todoApi.toggleLabel(idsOf(todos), labelId),
    apply: ({ todos, labelId }, cache) =>
      patchCachedItems<Todo>(cache, todoKeys.todos, idsOf(todos), (todo) => ({
        ...todo,
        labels: todo.labels.includes(labelId)
          ? todo.labels.filter((id) => id !== labelId)
          : [...todo.labels, labelId],
      })),
    answer,
    invalidate: moved,
    errorMessage: t('mutation.labelFailed'),
  });
  // Every cached list that holds some of these tasks follows, as the handler orders the store: the
  // order on screen is the stored one, and the answer (the same tasks) changes nothing.
  const reorder = useAppMutation({
    queryKey: todoKeys.todos,
    mutationFn: (orderedIds: string[]) => todoApi.reorder(orderedIds),
    apply: (orderedIds, cache) =>
      updateCachedLists<Todo>(cache, todoKeys.todos, (list) => applyOrder(list, orderedIds)),
    errorMessage: t('mutation.reorderFailed'),
  });

  return {
    create: (todo: NewTodo) => create.mutate(todo),
    /** Sets these fields on the tasks (one request; tasks that already have them are left out). */
    update: (todos: readonly Todo[], patch: Partial<TodoPatch>) => {
      const changing = todos.filter((todo) => Object.keys(todoPatch(todo, { ...todo, ...patch })).length > 0);
      if (changing.length > 0) update.mutate({ todos: changing, patch });
    },
    /** The edit dialog's save: resolves once stored; a refusal rejects (the dialog shows it). */
    save: async (todo: Todo, patch: Partial<TodoPatch>) => {
      if (Object.keys(todoPatch(todo, { ...todo, ...patch })).length > 0)
        await save.mutateAsync({ todos: [todo], patch });
    },
    remove: (todos: readonly Todo[]) => {
      if (todos.length > 0) remove.mutate(todos);
    },
    restore: (todos: readonly Todo[]) => {
      if (todos.length > 0) restore.mutate(todos);
    },
    deleteForGood: (ids: string[]) => {
      if (ids.length > 0) deleteForGood.mutate(ids);
    },
    toggleLabel: (todos: readonly Todo[], labelId: number) => {
      if (todos.length > 0) toggleLabel.mutate({ todos, labelId });
    },
    reorder: (orderedIds: string[]) => reorder.mutate(orderedIds),
  };
}
