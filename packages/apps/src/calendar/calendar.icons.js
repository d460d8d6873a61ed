/** The icons the calendar screen names, registered when the screen loads. */
import '../lib/appIcons';
import { registerIcons } from '@chorus/ui';
import { CalendarPlus, ChevronLeft, ChevronRight } from 'lucide-react';
registerIcons({ 'calendar-plus': CalendarPlus, 'chevron-left': ChevronLeft, 'chevron-right': ChevronRight });
