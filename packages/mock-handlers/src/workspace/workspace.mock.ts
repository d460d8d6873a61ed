import { defineMock } from '../lib/mock';
import { initiativeHandlers } from './workspace.handlers';

/** The product API: its rules (@chorus/domain's workspace and initiatives folders) have their own tests. */
export const initiativesMock = defineMock({
  id: 'initiatives',
  handlers: initiativeHandlers,
  access: 'own rules',
});
