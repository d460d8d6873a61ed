/** The contacts sidebar: the three lists (all, frequent, starred) and the user's groups. */
import type { ContactsUser } from '@chorus/mock-handlers/contracts';
import { FolderSidebar, type SidebarSection } from '../../../lib/folder-app/FolderSidebar';

export interface ContactsSidebarProps {
  /** The user's groups, once loaded. */
  groups: ContactsUser['groups'];
  /** Called after a link is followed (closes the drawer on small screens). */
  onNavigate?: () => void;
}

export function contactsSidebarSections(groups: ContactsUser['groups']): SidebarSection[] {
  return [
    {
      title: 'Contacts',
      links: [
        { id: 'all', title: 'All contacts', to: '/apps/contacts/all', icon: 'users' },
        { id: 'frequent', title: 'Frequently contacted', to: '/apps/contacts/frequent', icon: 'clock' },
        { id: 'starred', title: 'Starred', to: '/apps/contacts/starred', icon: 'star' },
      ],
    },
    {
      title: 'Groups',
      links: groups.map((group) => ({
        id: group.id,
        title: `${group.name} (${group.contactIds.length})`,
        to: `/apps/contacts/group/${encodeURIComponent(group.id)}`,
        icon: 'tag' as const,
      })),
    },
  ];
}

export function ContactsSidebar({ groups, onNavigate }: ContactsSidebarProps) {
  return <FolderSidebar sections={contactsSidebarSections(groups)} onNavigate={onNavigate} />;
}
