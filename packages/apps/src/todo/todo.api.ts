/** Typed calls to the to-do endpoints of the contract, and their query keys. */
import {
  type NewTodo,
  type Todo,
  type TodoFilter,
  type TodoFolder,
  type TodoLabel,
  type TodosQuery,
  todoPaths,
} from '@chorus/mock-handlers/contracts';
import { api } from '@chorus/shell';

export const todoKeys = {
  todos: ['todo', 'todos'] as const,
  list: (query: TodosQuery) => ['todo', 'todos', 'list', query] as const,
  folders: ['todo', 'folders'] as const,
  filters: ['todo', 'filters'] as const,
  labels: ['todo', 'labels'] as const,
};

export const todoApi = {
  todos: (query: TodosQuery, signal?: AbortSignal) => api.get<Todo[]>(todoPaths.todos, query, signal),
  folders: () => api.get<TodoFolder[]>(todoPaths.folders),
  filters: () => api.get<TodoFilter[]>(todoPaths.filters),
  labels: () => api.get<TodoLabel[]>(todoPaths.labels),
  newTodo: (todo: NewTodo) => api.post<Todo>(todoPaths.newTodo, todo),
  updateTodo: (todo: Todo) => api.post<Todo>(todoPaths.updateTodo, todo),
  removeTodo: (id: string) => api.post<Todo>(todoPaths.removeTodo, { id }),
  restore: (selectedTodoIds: string[], folderId: number) =>
    api.post<Todo[]>(todoPaths.setFolder, { selectedTodoIds, folderId }),
  toggleLabel: (selectedTodoIds: string[], labelId: number) =>
    api.post<Todo[]>(todoPaths.toggleLabel, { selectedTodoIds, labelId }),
  deleteTodos: (selectedTodoIds: string[]) => api.post<string[]>(todoPaths.deleteTodos, { selectedTodoIds }),
  /** Chorus extension: the tasks of `orderedIds` take their places in this order. */
  reorder: (orderedIds: string[]) => api.post<Todo[]>(todoPaths.reorderTodos, { orderedIds }),
};
