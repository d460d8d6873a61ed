import { defineMock } from '../lib/mock';
import { todoHandlers } from './todo.handlers';

/** A template app (the navigation's Templates group: admin and staff). */
export const todoMock = defineMock({ id: 'todo', handlers: todoHandlers, access: 'staff' });
