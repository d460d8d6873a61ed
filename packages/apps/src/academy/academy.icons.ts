/** The icons the academy names, registered when a screen loads (only these reach its chunk). */
import '../lib/appIcons';
import { registerIcons } from '@chorus/ui';
import { ArrowRight, Check, ChevronLeft, CircleCheck, Clock, GraduationCap, ListTodo } from 'lucide-react';

registerIcons({
  'arrow-right': ArrowRight,
  check: Check,
  'chevron-left': ChevronLeft,
  'circle-check': CircleCheck,
  clock: Clock,
  'graduation-cap': GraduationCap,
  'list-todo': ListTodo,
});
