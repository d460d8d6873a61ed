/** The icons the file manager names, registered when its screen loads (only these reach its chunk). */
import '../lib/appIcons';
import { registerIcons } from '@chorus/ui';
import {
  ChevronRight,
  Download,
  FileSpreadsheet,
  FileText,
  Folder,
  HardDrive,
  Pencil,
  Trash,
  Upload,
} from 'lucide-react';

registerIcons({
  'chevron-right': ChevronRight,
  download: Download,
  pencil: Pencil,
  trash: Trash,
  upload: Upload,
  'file-spreadsheet': FileSpreadsheet,
  'file-text': FileText,
  folder: Folder,
  'hard-drive': HardDrive,
});
