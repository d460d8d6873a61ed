/** The icons the scrumboard's screens render. */
import { registerIcons } from '@chorus/ui';
import {
  Clock,
  EllipsisVertical,
  MessageSquare,
  Paperclip,
  Pencil,
  Settings,
  SquareCheck,
  SquareKanban,
  Trash,
} from 'lucide-react';

registerIcons({
  clock: Clock,
  'ellipsis-vertical': EllipsisVertical,
  'message-square': MessageSquare,
  paperclip: Paperclip,
  pencil: Pencil,
  settings: Settings,
  'square-check': SquareCheck,
  'square-kanban': SquareKanban,
  trash: Trash,
});
