import { replaceById, requireById } from '../lib/collection';
import { badRequest, conflict } from '@chorus/domain';
import { STAFF_ROLES, guarded } from '../auth/auth.session';
import { fileManagerStore } from './file-manager.db';
import { FILE_MANAGER_ROOT } from './file-manager.seed';
import type { FileItem } from './file-manager.schema';
import { fileManagerContracts } from './file-manager.contracts';

const { serve } = guarded(STAFF_ROLES);

const files = () => fileManagerStore.state;

/** The folder `folderId` (null: the top), or a 400 when it is not a folder, a 404 when it does not exist. */
function requireFolder(folderId: string | null): void {
  if (folderId === null) return;
  if (requireById(files(), folderId, 'Folder').type !== 'folder') badRequest(`${folderId} is not a folder`);
}

/** "My Files > Documents > Drafts": where an item in `folderId` is. */
function locationOf(folderId: string | null): string {
  const names: string[] = [];
  for (let id = folderId, depth = 0; id && depth < 100; depth++) {
    const folder = files().find((file) => file.id === id);
    if (!folder) break;
    names.unshift(folder.name);
    id = folder.folderId;
  }
  return [FILE_MANAGER_ROOT, ...names].join(' > ');
}

/** A 409 when the folder already holds an item of that name (ignoring case), other than `except`. */
function requireFreeName(name: string, folderId: string | null, except?: string): void {
  const taken = files().some(
    (file) =>
      file.folderId === folderId && file.id !== except && file.name.toLowerCase() === name.toLowerCase(),
  );
  if (taken) conflict(`There is already an item named “${name}” in this folder`);
}

/** The ids of a folder's contents, at every depth. */
function descendantsOf(id: string): string[] {
  const found: string[] = [];
  for (let queue = [id]; queue.length > 0; ) {
    const parent = queue.shift();
    for (const file of files())
      if (file.folderId === parent && !found.includes(file.id)) {
        found.push(file.id);
        queue.push(file.id);
      }
  }
  return found;
}

const extensionOf = (name: string) => (/\.([^.]+)$/.exec(name)?.[1] ?? '').toLowerCase();
const SPREADSHEETS = new Set(['xls', 'xlsx', 'csv', 'ods', 'numbers']);
const newId = (kind: string) => `${kind}-${globalThis.crypto.randomUUID()}`;

function newItem(fields: Pick<FileItem, 'name' | 'type' | 'folderId' | 'size' | 'extention'>): FileItem {
  const now = new Date().toISOString();
  return {
    id: newId(fields.type === 'folder' ? 'folder' : 'file'),
    owner: 'Me',
    modified: now,
    opened: now,
    created: now,
    location: locationOf(fields.folderId),
    offline: false,
    preview: '',
    ...fields,
  };
}

export const fileManagerHandlers = [
  serve(fileManagerContracts.files, () => fileManagerStore.state),
  // Chorus extension: the Offline switch of the details panel.
  serve(fileManagerContracts.updateFile, ({ id, offline }) => {
    const next: FileItem = { ...requireById(fileManagerStore.state, id, 'File'), offline };
    replaceById(fileManagerStore.state, next);
    return next;
  }),
  serve(fileManagerContracts.createFolder, ({ name, folderId }) => {
    requireFolder(folderId);
    requireFreeName(name, folderId);
    const folder = newItem({ name, type: 'folder', folderId, size: null, extention: '' });
    files().push(folder);
    return folder;
  }),
  serve(fileManagerContracts.uploadFile, ({ name, folderId, content }) => {
    requireFolder(folderId);
    requireFreeName(name, folderId);
    const base64 = content.slice(content.indexOf(',') + 1);
    const size = Math.floor((base64.length * 3) / 4) - (base64.match(/=+$/)?.[0].length ?? 0);
    const extention = extensionOf(name);
    const type = SPREADSHEETS.has(extention) ? 'spreadsheet' : 'document';
    const file = { ...newItem({ name, type, folderId, size, extention }), content };
    files().push(file);
    return file;
  }),
  serve(fileManagerContracts.renameFile, ({ id, name }) => {
    const current = requireById(files(), id, 'File');
    requireFreeName(name, current.folderId, id);
    const next: FileItem = {
      ...current,
      name,
      modified: new Date().toISOString(),
      ...(current.type === 'folder' ? {} : { extention: extensionOf(name) }),
    };
    replaceById(files(), next);
    // A folder's new name is in the location of everything in it.
    if (current.type === 'folder')
      for (const inside of descendantsOf(id)) {
        const item = requireById(files(), inside, 'File');
        replaceById(files(), { ...item, location: locationOf(item.folderId) });
      }
    return next;
  }),
  serve(fileManagerContracts.deleteFile, ({ id }) => {
    requireById(files(), id, 'File');
    const gone = new Set([id, ...descendantsOf(id)]);
    fileManagerStore.state.splice(0, files().length, ...files().filter((file) => !gone.has(file.id)));
    return { id };
  }),
];
