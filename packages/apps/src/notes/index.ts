/** Notes (template app): a masonry of notes with labels, archive and search; edit in a dialog. */
import { type AppModule, authRoles } from '@chorus/shell';
import { registerIcons } from '@chorus/ui';
import { Pin } from 'lucide-react';
import { lazyScreen } from '../lib/lazyScreen';

registerIcons({ pin: Pin });

const lazy = lazyScreen(() => import('./screens/NotesScreen/NotesScreen'));

export const notesModule: AppModule = {
  id: 'notes',
  title: 'Notes',
  icon: 'pin',
  auth: authRoles.staff,
  navigationSection: 'templates',
  navigation: [{ id: 'apps.notes', title: 'Notes', type: 'item', icon: 'pin', url: '/apps/notes' }],
  routes: [
    { path: '/apps/notes', lazy },
    { path: '/apps/notes/labels/:labelId', lazy },
    { path: '/apps/notes/archive', lazy },
  ],
};
