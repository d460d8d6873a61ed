import { z } from 'zod';
import { IdSchema, ImageUrlSchema } from '@chorus/domain/contracts';

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
