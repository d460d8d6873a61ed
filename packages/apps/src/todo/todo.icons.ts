/** The icons the to-do screens render. */
import { registerIcons } from '@chorus/ui';
import {
  ArrowDown,
  ArrowUp,
  Calendar,
  Check,
  Circle,
  CircleCheck,
  Clock,
  EllipsisVertical,
  Flag,
  ListTodo,
  Pencil,
  Star,
  Trash,
} from 'lucide-react';

registerIcons({
  'arrow-down': ArrowDown,
  'arrow-up': ArrowUp,
  calendar: Calendar,
  check: Check,
  circle: Circle,
  'circle-check': CircleCheck,
  clock: Clock,
  'ellipsis-vertical': EllipsisVertical,
  flag: Flag,
  'list-todo': ListTodo,
  pencil: Pencil,
  star: Star,
  trash: Trash,
});
