import { z } from 'zod';
import { IdSchema, ImageUrlSchema } from '../lib/schema';

const base = '/api/file-manager-app';
export const fileManagerPaths = {
  files: `${base}/files`,
  /**
   * Chorus extension, not in spec §7: POST {id, offline} → the file. Only the Offline switch is the user's to
   * change; any other field is refused (400), an unknown id is 404.
   */
  updateFile: `${base}/file/update`,
} as const;

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
});
export type FileItem = z.infer<typeof FileItemSchema>;

export const UpdateFileRequestSchema = z.object({ id: IdSchema, offline: z.boolean() }).strict();
export type UpdateFileRequest = z.infer<typeof UpdateFileRequestSchema>;
