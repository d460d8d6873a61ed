import { expect, test } from 'vitest';
import { api, useMockServer } from '../test/server';
import { FileItemSchema, fileManagerPaths, type FileItem } from './file-manager.schema';

useMockServer({ signedInAs: 'host' });

test('files of the three types, each matching the contract', async () => {
  const { status, body } = await api<FileItem[]>(fileManagerPaths.files);
  expect(status).toBe(200);
  for (const file of body) expect(FileItemSchema.parse(file)).toEqual(file);
  expect(new Set(body.map((file) => file.type))).toEqual(new Set(['folder', 'document', 'spreadsheet']));
});
