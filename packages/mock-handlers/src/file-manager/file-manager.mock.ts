import { defineMock } from '../lib/mock';
import { fileManagerHandlers } from './file-manager.handlers';

/** A template app (the navigation's Templates group: admin and staff). */
export const fileManagerMock = defineMock({
  id: 'fileManager',
  handlers: fileManagerHandlers,
  access: 'staff',
});
