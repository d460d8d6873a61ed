import type { FileItem } from '@chorus/mock-handlers/contracts';
import type { IconName } from '@chorus/ui';

/** The icon of each kind of file (registered by file-manager.icons.ts). */
export const fileTypeIcons: Record<FileItem['type'], IconName> = {
  folder: 'folder',
  document: 'file-text',
  spreadsheet: 'file-spreadsheet',
};
