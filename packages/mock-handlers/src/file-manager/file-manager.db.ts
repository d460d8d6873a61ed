import { z } from 'zod';
import { defineStore } from '../lib/db';
import { FileItemSchema, type FileItem } from './file-manager.schema';
import { seedFileManager } from './file-manager.seed';

export const fileManagerStore = defineStore<FileItem[]>({
  name: 'file-manager',
  seed: seedFileManager,
  schema: z.array(FileItemSchema),
});
