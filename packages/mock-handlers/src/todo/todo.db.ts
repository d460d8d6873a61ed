import { defineStore } from '../lib/db';
import { type TodoState, TodoStateSchema } from './todo.schema';
import { seedTodo } from './todo.seed';

export const todoStore = defineStore<TodoState>({ name: 'todo', seed: seedTodo, schema: TodoStateSchema });
