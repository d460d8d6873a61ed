import { z } from 'zod';
import { contract, IdSchema } from '@chorus/domain/contracts';
import {
  CreateFolderRequestSchema,
  DeleteFileRequestSchema,
  FileItemSchema,
  RenameFileRequestSchema,
  UpdateFileRequestSchema,
  UploadFileRequestSchema,
} from './file-manager.schema';

const base = '/api/file-manager-app';
export const fileManagerPaths = {
  files: `${base}/files`,
  /**
   * Chorus extension, not in spec §7: POST {id, offline} → the file. Only the Offline switch is the user's to
   * change; any other field is refused (400), an unknown id is 404.
   */
  updateFile: `${base}/file/update`,
  /** Chorus extension (issue 30, item 14): POST {name, folderId} → the new folder. */
  createFolder: `${base}/folder/create`,
  /** Chorus extension: POST {name, folderId, content (a base64 data URL)} → the new file, kept as data. */
  uploadFile: `${base}/file/upload`,
  /** Chorus extension: POST {id, name} → the renamed file or folder. */
  renameFile: `${base}/file/rename`,
  /** Chorus extension: POST {id} → {id}; a folder goes with everything in it. */
  deleteFile: `${base}/file/delete`,
} as const;

/**
 * The file-manager API, one declaration per endpoint (@chorus/domain's lib/contract.ts): what it takes and what it
 * answers. file-manager.handlers.ts implements each; the client calls each with `call(fileManagerContracts.x, input)`.
 */
export const fileManagerContracts = {
  files: contract.get(fileManagerPaths.files, z.object({}), z.array(FileItemSchema)),
  updateFile: contract.post(fileManagerPaths.updateFile, UpdateFileRequestSchema, FileItemSchema),
  createFolder: contract.post(fileManagerPaths.createFolder, CreateFolderRequestSchema, FileItemSchema),
  uploadFile: contract.post(fileManagerPaths.uploadFile, UploadFileRequestSchema, FileItemSchema),
  renameFile: contract.post(fileManagerPaths.renameFile, RenameFileRequestSchema, FileItemSchema),
  deleteFile: contract.post(fileManagerPaths.deleteFile, DeleteFileRequestSchema, z.object({ id: IdSchema })),
};
