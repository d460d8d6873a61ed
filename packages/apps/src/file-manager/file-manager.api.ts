/** Typed calls to the file manager's endpoints (§7 and the file/update extension) and the query keys they fill. */
import { fileManagerContracts } from '@chorus/mock-handlers/contracts';
import { call } from '../lib/call';

export const fileManagerRoutes = {
  root: '/apps/file-manager',
  /** A folder's contents: /apps/file-manager/{folderId}. */
  folder: (folderId: string | null) =>
    folderId ? `/apps/file-manager/${encodeURIComponent(folderId)}` : '/apps/file-manager',
};

export const fileManagerKeys = {
  all: ['file-manager'] as const,
  files: ['file-manager', 'files'] as const,
};

export const fileManagerApi = {
  files: (signal?: AbortSignal) => call(fileManagerContracts.files, {}, signal),
  /** The Offline switch: the stored file. */
  setOffline: (id: string, offline: boolean) => call(fileManagerContracts.updateFile, { id, offline }),
  createFolder: (name: string, folderId: string | null) =>
    call(fileManagerContracts.createFolder, { name, folderId }),
  /** A file's bytes as a data URL, kept in the (mock) database. */
  upload: (name: string, folderId: string | null, content: string) =>
    call(fileManagerContracts.uploadFile, { name, folderId, content }),
  rename: (id: string, name: string) => call(fileManagerContracts.renameFile, { id, name }),
  remove: (id: string) => call(fileManagerContracts.deleteFile, { id }),
};
