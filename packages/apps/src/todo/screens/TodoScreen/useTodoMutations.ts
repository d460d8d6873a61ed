import { applyOrder, type NewTodo, type Todo } from '@chorus/mock-handlers/contracts';
import { patchCachedItems, updateCachedLists, useOptimisticMutation } from '../../../lib/optimistic';
import { todoApi, todoKeys } from '../../todo.api';

const plural = (count: number) => `${count} task${count === 1 ? '' : 's'}`;

/** Every change to tasks, optimistic with roll-back and an error snackbar. */
export function useTodoMutations(currentList: readonly unknown[]) {
  const create = useOptimisticMutation({
    queryKey: todoKeys.todos,
    mutationFn: (todo: NewTodo) => todoApi.newTodo(todo),
    apply: (todo, client) =>
      client.setQueryData<Todo[]>(currentList, (old) => [
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
    errorMessage: 'Could not add the task',
    successMessage: 'Task added',
  });
  const update = useOptimisticMutation({
    queryKey: todoKeys.todos,
    mutationFn: (todos: Todo[]) => Promise.all(todos.map((todo) => todoApi.updateTodo(todo))),
    apply: (todos, client) => {
      const byId = new Map(todos.map((todo) => [todo.id, todo]));
      patchCachedItems<Todo>(client, todoKeys.todos, [...byId.keys()], (todo) => byId.get(todo.id) ?? todo);
    },
    errorMessage: 'Could not update the task',
  });
  const drop = (ids: readonly string[]) => (list: Todo[]) => list.filter((todo) => !ids.includes(todo.id));
  const remove = useOptimisticMutation({
    queryKey: todoKeys.todos,
    mutationFn: (ids: string[]) => Promise.all(ids.map((id) => todoApi.removeTodo(id))),
    apply: (ids, client) => updateCachedLists(client, todoKeys.todos, drop(ids)),
    errorMessage: 'Could not remove the task',
    successMessage: (ids) => `Moved ${plural(ids.length)} to Deleted`,
  });
  const restore = useOptimisticMutation({
    queryKey: todoKeys.todos,
    mutationFn: (ids: string[]) => todoApi.restore(ids, 1),
    apply: (ids, client) => updateCachedLists(client, todoKeys.todos, drop(ids)),
    errorMessage: 'Could not restore the tasks',
    successMessage: (ids) => `Restored ${plural(ids.length)}`,
  });
  const deleteForGood = useOptimisticMutation({
    queryKey: todoKeys.todos,
    mutationFn: (ids: string[]) => todoApi.deleteTodos(ids),
    apply: (ids, client) => updateCachedLists(client, todoKeys.todos, drop(ids)),
    errorMessage: 'Could not delete the tasks',
    successMessage: (ids) => `Deleted ${plural(ids.length)} for good`,
  });
  const toggleLabel = useOptimisticMutation({
    queryKey: todoKeys.todos,
    mutationFn: ({ ids, labelId }: { ids: string[]; labelId: number }) => todoApi.toggleLabel(ids, labelId),
    apply: ({ ids, labelId }, client) =>
      patchCachedItems<Todo>(client, todoKeys.todos, ids, (todo) => ({
        ...todo,
        labels: todo.labels.includes(labelId)
          ? todo.labels.filter((id) => id !== labelId)
          : [...todo.labels, labelId],
      })),
    errorMessage: 'Could not change the label',
  });
  // Every cached list that holds some of these tasks follows, as the handler orders the store.
  const reorder = useOptimisticMutation({
    queryKey: todoKeys.todos,
    mutationFn: (orderedIds: string[]) => todoApi.reorder(orderedIds),
    apply: (orderedIds, client) =>
      updateCachedLists<Todo>(client, todoKeys.todos, (list) => applyOrder(list, orderedIds)),
    errorMessage: 'Could not reorder the tasks',
  });
  return { create, update, remove, restore, deleteForGood, toggleLabel, reorder };
}
