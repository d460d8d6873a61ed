/** The icons the contacts screen names, registered when the screen loads (only these reach its chunk). */
import '../lib/appIcons';
import { registerIcons } from '@chorus/ui';
import { Clock, Star, Tag, UserPlus, Users } from 'lucide-react';
registerIcons({ clock: Clock, star: Star, tag: Tag, 'user-plus': UserPlus, users: Users });
