/** The icons the to-do screens render. */
import { registerIcons } from '@chorus/ui';
import { Calendar, Check, CircleCheck, Clock, Flag, ListTodo, Pencil, Star, Trash } from 'lucide-react';

registerIcons({
  calendar: Calendar,
  check: Check,
  'circle-check': CircleCheck,
  clock: Clock,
  flag: Flag,
  'list-todo': ListTodo,
  pencil: Pencil,
  star: Star,
  trash: Trash,
});
