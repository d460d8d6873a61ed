import { z } from 'zod';
import { contract, IdSchema } from '@chorus/domain/contracts';
import {
  DeleteTodosRequestSchema,
  NewTodoRequestSchema,
  RemoveTodoRequestSchema,
  ReorderTodosRequestSchema,
  SetTodoFolderRequestSchema,
  TodoFilterSchema,
  TodoFolderSchema,
  TodoLabelSchema,
  TodoSchema,
  TodosQuerySchema,
  TodosSchema,
  ToggleTodoLabelRequestSchema,
  UpdateTodoRequestSchema,
  UpdateTodosRequestSchema,
} from './todo.schema';

const base = '/api/todo-app';
export const todoPaths = {
  /** GET ?labelHandle | ?filterHandle | ?folderHandle (default all); deleted ones only under filterHandle=deleted */
  todos: `${base}/todos`,
  /** POST a full todo (or {todo}) → the todo */
  updateTodo: `${base}/update-todo`,
  /** POST a todo without id (or {todo}) → the stored todo, added at the top */
  newTodo: `${base}/new-todo`,
  /** POST {id} (or the bare id) → the todo, marked deleted */
  removeTodo: `${base}/remove-todo`,
  filters: `${base}/filters`,
  labels: `${base}/labels`,
  folders: `${base}/folders`,
  /** POST {selectedTodoIds, folderId} → the updated todos (the only folder, all, restores deleted ones) */
  setFolder: `${base}/set-folder`,
  /** POST {selectedTodoIds, labelId} → the updated todos */
  toggleLabel: `${base}/toggle-label`,
  /** POST {selectedTodoIds} → the ids deleted for good */
  deleteTodos: `${base}/delete-todos`,
  /**
   * Chorus extension, not a call of the spec (§7): POST {orderedIds} → the reordered todos, in order.
   * Those todos take the places they hold now, in this order; every other todo keeps its place.
   * Unknown ids answer 404 and repeated ids 400, changing nothing.
   */
  reorderTodos: `${base}/reorder-todos`,
  /**
   * Chorus extension, not in spec §7: POST {updates: [{id, ...TodoPatch}]} → the changed todos (full records,
   * in the order given). Only the named fields change; every entry is checked before any is applied.
   */
  updateTodos: `${base}/update-todos`,
} as const;

/**
 * The todo API, one declaration per endpoint (@chorus/domain's lib/contract.ts): what it takes and what it
 * answers. todo.handlers.ts implements each; the client calls each with `call(todoContracts.x, input)`.
 */
export const todoContracts = {
  todos: contract.get(todoPaths.todos, TodosQuerySchema, TodosSchema),
  updateTodo: contract.post(todoPaths.updateTodo, UpdateTodoRequestSchema, TodoSchema),
  newTodo: contract.post(todoPaths.newTodo, NewTodoRequestSchema, TodoSchema),
  removeTodo: contract.post(todoPaths.removeTodo, RemoveTodoRequestSchema, TodoSchema),
  filters: contract.get(todoPaths.filters, z.object({}), z.array(TodoFilterSchema)),
  labels: contract.get(todoPaths.labels, z.object({}), z.array(TodoLabelSchema)),
  folders: contract.get(todoPaths.folders, z.object({}), z.array(TodoFolderSchema)),
  setFolder: contract.post(todoPaths.setFolder, SetTodoFolderRequestSchema, TodosSchema),
  toggleLabel: contract.post(todoPaths.toggleLabel, ToggleTodoLabelRequestSchema, TodosSchema),
  deleteTodos: contract.post(todoPaths.deleteTodos, DeleteTodosRequestSchema, z.array(IdSchema)),
  reorderTodos: contract.post(todoPaths.reorderTodos, ReorderTodosRequestSchema, TodosSchema),
  updateTodos: contract.post(todoPaths.updateTodos, UpdateTodosRequestSchema, TodosSchema),
};
