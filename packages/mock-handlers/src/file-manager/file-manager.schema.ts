import { z } from 'zod';
import { ImageUrlSchema } from '../lib/schema';

export const fileManagerPaths = { files: '/api/file-manager-app/files' } as const;

export const FileItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(['folder', 'document', 'spreadsheet']),
  owner: z.string(),
  /** Human readable, '' for folders */
  size: z.string(),
  modified: z.string(),
  opened: z.string(),
  created: z.string(),
  /** Spelled as in the specification. */
  extention: z.string(),
  location: z.string(),
  offline: z.boolean(),
  preview: ImageUrlSchema,
});
export type FileItem = z.infer<typeof FileItemSchema>;
