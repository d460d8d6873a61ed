/** The icons the file manager names, registered when its screen loads (only these reach its chunk). */
import '../lib/appIcons';
import { registerIcons } from '@chorus/ui';
import { ChevronRight, FileSpreadsheet, FileText, Folder, HardDrive } from 'lucide-react';

registerIcons({
  'chevron-right': ChevronRight,
  'file-spreadsheet': FileSpreadsheet,
  'file-text': FileText,
  folder: Folder,
  'hard-drive': HardDrive,
});
