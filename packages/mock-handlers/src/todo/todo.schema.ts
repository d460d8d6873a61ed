import { z } from 'zod';
import {
  DateStringSchema,
  eachIdOnce,
  IdListSchema,
  IdSchema,
  LIMITS,
  requiredText,
  ShortTextSchema,
  TextSchema,
  unwrapped,
} from '@chorus/domain/contracts';

export const TodoSchema = z.object({
  id: IdSchema,
  title: requiredText(200),
  notes: TextSchema,
  startDate: DateStringSchema.nullable(),
  dueDate: DateStringSchema.nullable(),
  completed: z.boolean(),
  starred: z.boolean(),
  important: z.boolean(),
  deleted: z.boolean(),
  labels: z.array(z.number().int()).max(20),
});
export type Todo = z.infer<typeof TodoSchema>;

export const TodoFolderSchema = z.object({
  id: z.number().int(),
  handle: z.string(),
  title: z.string(),
  icon: z.string(),
});
export type TodoFolder = z.infer<typeof TodoFolderSchema>;
export const TodoFilterSchema = TodoFolderSchema;
export type TodoFilter = z.infer<typeof TodoFilterSchema>;
export const TodoLabelSchema = z.object({
  id: z.number().int(),
  handle: z.string(),
  title: z.string(),
  color: z.string(),
});
export type TodoLabel = z.infer<typeof TodoLabelSchema>;

export const TodosQuerySchema = z.object({
  labelHandle: ShortTextSchema.optional(),
  filterHandle: ShortTextSchema.optional(),
  folderHandle: ShortTextSchema.optional(),
});
export type TodosQuery = z.infer<typeof TodosQuerySchema>;

export const NewTodoSchema = TodoSchema.omit({ id: true })
  .partial()
  .extend({ title: TodoSchema.shape.title, id: IdSchema.optional() });
export type NewTodo = z.infer<typeof NewTodoSchema>;
export const NewTodoRequestSchema = unwrapped('todo', NewTodoSchema);
export const UpdateTodoRequestSchema = unwrapped('todo', TodoSchema);
export const RemoveTodoRequestSchema = z.union([
  IdSchema,
  z.object({ id: IdSchema }).transform((body) => body.id),
  z.object({ todoId: IdSchema }).transform((body) => body.todoId),
]);
export const SetTodoFolderRequestSchema = z.object({
  selectedTodoIds: IdListSchema,
  folderId: z.number().int(),
});
export type SetTodoFolderRequest = z.infer<typeof SetTodoFolderRequestSchema>;
export const ToggleTodoLabelRequestSchema = z.object({
  selectedTodoIds: IdListSchema,
  labelId: z.number().int(),
});
export type ToggleTodoLabelRequest = z.infer<typeof ToggleTodoLabelRequestSchema>;
export const DeleteTodosRequestSchema = z.object({ selectedTodoIds: IdListSchema });
export type DeleteTodosRequest = z.infer<typeof DeleteTodosRequestSchema>;

/** Chorus extension (see `todoPaths.reorderTodos`): each id once. */
export const ReorderTodosRequestSchema = z.object({
  orderedIds: IdListSchema.min(1).superRefine(eachIdOnce((id) => id)),
});
export type ReorderTodosRequest = z.infer<typeof ReorderTodosRequestSchema>;

// --- Chorus extension, not in spec §7: update-todos (send what changed, many todos in one call). ---

/** The fields of a todo its user may change: every field but the id. */
export const TodoPatchSchema = TodoSchema.omit({ id: true });
export type TodoPatch = z.infer<typeof TodoPatchSchema>;

/** One entry of update-todos: the todo's id and the fields to change (any other field is refused). */
export const TodoUpdateSchema = TodoPatchSchema.partial().extend({ id: IdSchema }).strict();
export type TodoUpdate = z.infer<typeof TodoUpdateSchema>;

/** POST update-todos: at least one entry, each todo once. */
export const UpdateTodosRequestSchema = z.object({
  updates: z
    .array(TodoUpdateSchema)
    .min(1)
    .max(LIMITS.list)
    .superRefine(eachIdOnce((update) => update.id)),
});
export type UpdateTodosRequest = z.infer<typeof UpdateTodosRequestSchema>;

/** The app's data as the mock stores it (its seed, a snapshot, an import). */
export const TodoStateSchema = z.object({
  todos: z.array(TodoSchema),
  filters: z.array(TodoFilterSchema),
  labels: z.array(TodoLabelSchema),
  folders: z.array(TodoFolderSchema),
});
export type TodoState = z.infer<typeof TodoStateSchema>;

export const TodosSchema = z.array(TodoSchema);
