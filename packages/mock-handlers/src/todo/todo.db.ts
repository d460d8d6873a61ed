import { z } from 'zod';
import { defineStore } from '../lib/db';
import { TodoFilterSchema, TodoFolderSchema, TodoLabelSchema, TodoSchema } from './todo.schema';
import { seedTodo } from './todo.seed';

export const TodoStateSchema = z.object({
  todos: z.array(TodoSchema),
  filters: z.array(TodoFilterSchema),
  labels: z.array(TodoLabelSchema),
  folders: z.array(TodoFolderSchema),
});
export type TodoState = z.infer<typeof TodoStateSchema>;

export const todoStore = defineStore<TodoState>({ name: 'todo', seed: seedTodo, schema: TodoStateSchema });
