import { get } from '../lib/http';
import { fileManagerPaths } from './file-manager.schema';
import { fileManagerStore } from './file-manager.db';

export const fileManagerHandlers = [get(fileManagerPaths.files, () => fileManagerStore.state)];
