import { expect, test } from 'vitest';
import { api, apiPost, useMockServer } from '../test/server';
import { fileManagerStore } from './file-manager.db';
import { FileItemSchema, type FileItem } from './file-manager.schema';
import { fileManagerPaths } from './file-manager.contracts';

useMockServer({ signedInAs: 'host' });

const files = async () => (await api<FileItem[]>(fileManagerPaths.files)).body;

test('files of the three types, each matching the contract, in folders that exist', async () => {
  const { status, body } = await api<FileItem[]>(fileManagerPaths.files);
  expect(status).toBe(200);
  for (const file of body) expect(FileItemSchema.parse(file)).toEqual(file);
  expect(new Set(body.map((file) => file.type))).toEqual(new Set(['folder', 'document', 'spreadsheet']));
  const folders = new Map(body.filter((file) => file.type === 'folder').map((file) => [file.id, file]));
  for (const file of body) {
    if (file.folderId) expect(folders.has(file.folderId)).toBe(true);
    expect(file.size === null).toBe(file.type === 'folder');
    const parent = file.folderId ? folders.get(file.folderId) : undefined;
    expect(file.location).toBe(parent ? `${parent.location} > ${parent.name}` : 'My Files');
  }
  // An empty folder, and a folder inside a folder.
  expect([...folders.keys()].some((id) => !body.some((file) => file.folderId === id))).toBe(true);
  expect(body.some((file) => file.type === 'folder' && file.folderId)).toBe(true);
});

test('file/update keeps the Offline switch and answers the file', async () => {
  const [file] = (await files()).filter((item) => item.type === 'document') as [FileItem];
  const { status, body } = await apiPost<FileItem>(fileManagerPaths.updateFile, {
    id: file.id,
    offline: !file.offline,
  });
  expect(status).toBe(200);
  expect(body).toEqual({ ...file, offline: !file.offline });
  expect((await files()).find((item) => item.id === file.id)?.offline).toBe(!file.offline);
});

test('file/update refuses a bad payload or an unknown file and changes nothing', async () => {
  const before = structuredClone(fileManagerStore.state);
  const [file] = (await files()) as [FileItem];
  for (const payload of [
    { id: file.id },
    { id: file.id, offline: 'yes' },
    { offline: true },
    { id: '', offline: true },
    // Only the Offline switch is the user's to change.
    { id: file.id, offline: true, name: 'Renamed' },
  ]) {
    const { status, body } = await apiPost(fileManagerPaths.updateFile, payload);
    expect(status).toBe(400);
    expect(body.error.code).toBeTruthy();
  }
  const unknown = await apiPost(fileManagerPaths.updateFile, { id: 'file-nope', offline: true });
  expect(unknown.status).toBe(404);
  expect(fileManagerStore.state).toEqual(before);
});

test('a new folder, an upload into it (kept as data), a rename and a delete (issue 30, item 14)', async () => {
  const folder = (await apiPost<FileItem>(fileManagerPaths.createFolder, { name: 'Offsite', folderId: null }))
    .body;
  expect(folder).toMatchObject({ type: 'folder', name: 'Offsite', size: null, location: 'My Files' });
  const content = `data:text/plain;base64,${btoa('Agenda')}`;
  const upload = await apiPost<FileItem>(fileManagerPaths.uploadFile, {
    name: 'agenda.txt',
    folderId: folder.id,
    content,
  });
  expect(upload.status).toBe(200);
  expect(upload.body).toMatchObject({
    type: 'document',
    size: 6,
    extention: 'txt',
    content,
    location: 'My Files > Offsite',
  });
  const renamed = await apiPost<FileItem>(fileManagerPaths.renameFile, { id: folder.id, name: 'Retreat' });
  expect(renamed.body.name).toBe('Retreat');
  // What is inside says where it now is.
  expect((await files()).find((file) => file.id === upload.body.id)?.location).toBe('My Files > Retreat');
  expect((await apiPost(fileManagerPaths.deleteFile, { id: folder.id })).body).toEqual({ id: folder.id });
  const left = await files();
  expect(left.some((file) => file.id === folder.id || file.id === upload.body.id)).toBe(false);
});

test('bad names, duplicates, unknown folders and non-data content are refused with a message', async () => {
  const before = structuredClone(fileManagerStore.state);
  const refused = async (path: string, body: unknown, status: number, message: RegExp) => {
    const answer = await apiPost<{ error: { message: string } }>(path, body);
    expect(answer.status).toBe(status);
    expect(answer.body.error.message).toMatch(message);
  };
  await refused(fileManagerPaths.createFolder, { name: '  ', folderId: null }, 400, /Enter a name/);
  await refused(fileManagerPaths.createFolder, { name: 'a/b', folderId: null }, 400, /cannot contain/);
  await refused(fileManagerPaths.createFolder, { name: 'documents', folderId: null }, 409, /already/);
  await refused(fileManagerPaths.createFolder, { name: 'X', folderId: 'folder-nope' }, 404, /does not exist/);
  await refused(
    fileManagerPaths.uploadFile,
    { name: 'x.txt', folderId: null, content: 'javascript:alert(1)' },
    400,
    /data URL/,
  );
  await refused(fileManagerPaths.renameFile, { id: 'nope', name: 'Y' }, 404, /does not exist/);
  await refused(fileManagerPaths.deleteFile, { id: 'nope' }, 404, /does not exist/);
  expect(fileManagerStore.state).toEqual(before);
});
