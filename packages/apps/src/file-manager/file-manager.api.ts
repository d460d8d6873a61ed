/** Typed calls to the file manager's endpoints (§7 and the file/update extension) and the query keys they fill. */
import { type FileItem, fileManagerPaths } from '@chorus/mock-handlers/contracts';
import { api } from '@chorus/shell';

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
  files: (signal?: AbortSignal) => api.get<FileItem[]>(fileManagerPaths.files, undefined, signal),
  /** The Offline switch: the stored file. */
  setOffline: (id: string, offline: boolean) =>
    api.post<FileItem>(fileManagerPaths.updateFile, { id, offline }),
  createFolder: (name: string, folderId: string | null) =>
    api.post<FileItem>(fileManagerPaths.createFolder, { name, folderId }),
  /** A file's bytes as a data URL, kept in the (mock) database. */
  upload: (name: string, folderId: string | null, content: string) =>
    api.post<FileItem>(fileManagerPaths.uploadFile, { name, folderId, content }),
  rename: (id: string, name: string) => api.post<FileItem>(fileManagerPaths.renameFile, { id, name }),
  remove: (id: string) => api.post<{ id: string }>(fileManagerPaths.deleteFile, { id }),
};
