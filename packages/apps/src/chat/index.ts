/** Chat (§3, §7): contacts with status and unread counts, chats, conversations, the user's status and mood. */
import { type AppModule, authRoles } from '@chorus/shell';
import { registerIconLoaders } from '@chorus/ui';
import { lazyScreen } from '../lib/lazyScreen';
import { navTitle } from '../lib/navigation/navTitle';

const screens = () => import('./screenLoaders');

registerIconLoaders({ 'messages-square': () => import('lucide-react/icons/messages-square') });

const screen = lazyScreen(() => screens().then((s) => s.chatScreen()));

export const chatModule: AppModule = {
  id: 'chat',
  title: navTitle('chat'),
  icon: 'messages-square',
  auth: authRoles.staff,
  navigationSection: 'templates',
  navigation: [
    { id: 'chat', title: navTitle('chat'), type: 'item', icon: 'messages-square', url: '/apps/chat' },
  ],
  badges: () => import('./chat.badges'),
  routes: [
    { path: '/apps/chat', lazy: screen },
    { path: '/apps/chat/:contactId', lazy: screen },
  ],
};
