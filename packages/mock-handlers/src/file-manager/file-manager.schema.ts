import { z } from 'zod';
import { contract, IdSchema, ImageUrlSchema } from '@chorus/domain/contracts';

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

/** The largest upload: its data URL (base64, about 4/3 of the file) at most this many characters (~1 MB). */
export const MAX_UPLOAD_DATA_URL = 1_400_000;

export const FILE_TYPES = ['folder', 'document', 'spreadsheet'] as const;
export type FileType = (typeof FILE_TYPES)[number];

export const FileItemSchema = z.object({
  id: IdSchema,
  name: z.string(),
  type: z.enum(FILE_TYPES),
  owner: z.string(),
  /** Bytes; null for a folder. The app writes it in the reader's locale (1.2 MB). */
  size: z.number().int().min(0).nullable(),
  modified: z.string(),
  opened: z.string(),
  created: z.string(),
  /** Spelled as in the specification; '' for a folder. */
  extention: z.string(),
  /** Where the file is, as the user reads it: "My Files > Design". */
  location: z.string(),
  offline: z.boolean(),
  preview: ImageUrlSchema,
  /** Chorus extension: the folder it is in, null at the top ("My Files"). */
  folderId: IdSchema.nullable(),
  /** Chorus extension: an uploaded file's bytes, as a base64 data URL (the seed's files have none). */
  content: z.string().max(MAX_UPLOAD_DATA_URL).optional(),
});
export type FileItem = z.infer<typeof FileItemSchema>;

export const UpdateFileRequestSchema = z.object({ id: IdSchema, offline: z.boolean() }).strict();
export type UpdateFileRequest = z.infer<typeof UpdateFileRequestSchema>;

/** A file's or folder's name: not empty, no slash, at most 120 characters. */
export const FileNameSchema = z
  .string()
  .trim()
  .min(1, 'Enter a name')
  .max(120, 'A name has at most 120 characters')
  .refine((name) => !/[/\\]/.test(name), 'A name cannot contain / or \\');

export const CreateFolderRequestSchema = z
  .object({ name: FileNameSchema, folderId: IdSchema.nullable() })
  .strict();
export type CreateFolderRequest = z.infer<typeof CreateFolderRequestSchema>;

export const UploadFileRequestSchema = z
  .object({
    name: FileNameSchema,
    folderId: IdSchema.nullable(),
    content: z
      .string()
      .max(MAX_UPLOAD_DATA_URL, 'The file is larger than 1 MB')
      .regex(/^data:[^,;]*(;[^,;]+)*;base64,[A-Za-z0-9+/]*={0,2}$/, 'The content is not a base64 data URL'),
  })
  .strict();
export type UploadFileRequest = z.infer<typeof UploadFileRequestSchema>;

export const RenameFileRequestSchema = z.object({ id: IdSchema, name: FileNameSchema }).strict();
export type RenameFileRequest = z.infer<typeof RenameFileRequestSchema>;

export const DeleteFileRequestSchema = z.object({ id: IdSchema }).strict();
export type DeleteFileRequest = z.infer<typeof DeleteFileRequestSchema>;

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
