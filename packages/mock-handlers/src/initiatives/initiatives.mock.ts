import { defineMock } from '../mock';
import { initiativeHandlers } from './initiatives.handlers';

/** The product API: its rules (initiatives.rules.ts) have their own tests. */
export const initiativesMock = defineMock({
  id: 'initiatives',
  handlers: initiativeHandlers,
  access: 'own rules',
});
