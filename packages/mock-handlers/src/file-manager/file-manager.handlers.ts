import { fileManagerPaths } from './file-manager.schema';
import { fileManagerStore } from './file-manager.db';
import { STAFF_ROLES, guarded } from '../lib/session';

const { get } = guarded(STAFF_ROLES);

export const fileManagerHandlers = [get(fileManagerPaths.files, () => fileManagerStore.state)];
