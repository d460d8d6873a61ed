import { replaceById, requireById } from '../lib/collection';
import { STAFF_ROLES, guarded } from '../lib/session';
import { fileManagerStore } from './file-manager.db';
import { type FileItem, UpdateFileRequestSchema, fileManagerPaths } from './file-manager.schema';

const { get, post } = guarded(STAFF_ROLES);

export const fileManagerHandlers = [
  get(fileManagerPaths.files, () => fileManagerStore.state),
  // Chorus extension: the Offline switch of the details panel.
  post(fileManagerPaths.updateFile, UpdateFileRequestSchema, ({ id, offline }) => {
    const next: FileItem = { ...requireById(fileManagerStore.state, id, 'File'), offline };
    replaceById(fileManagerStore.state, next);
    return next;
  }),
];
