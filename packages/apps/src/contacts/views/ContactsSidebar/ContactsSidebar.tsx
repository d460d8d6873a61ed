/** The contacts sidebar: the three lists (all, frequent, starred) and the user's groups. */
import type { ContactsUser } from '@chorus/mock-handlers/contracts';
import { FolderSidebar, type SidebarSection } from '../../../lib/folder-app/FolderSidebar';
import { formatNumber } from '../../../lib/format';
import { t, useT } from '../../i18n';

export interface ContactsSidebarProps {
  /** The user's groups, once loaded. */
  groups: ContactsUser['groups'];
  /** Called after a link is followed (closes the drawer on small screens). */
  onNavigate?: () => void;
}

export function contactsSidebarSections(groups: ContactsUser['groups']): SidebarSection[] {
  return [
    {
      title: t('sidebar.contacts'),
      links: [
        { id: 'all', title: t('sidebar.all'), to: '/apps/contacts/all', icon: 'users' },
        { id: 'frequent', title: t('sidebar.frequent'), to: '/apps/contacts/frequent', icon: 'clock' },
        { id: 'starred', title: t('sidebar.starred'), to: '/apps/contacts/starred', icon: 'star' },
      ],
    },
    {
      title: t('sidebar.groups'),
      links: groups.map((group) => ({
        id: group.id,
        title: t('sidebar.group', { name: group.name, count: formatNumber(group.contactIds.length) }),
        to: `/apps/contacts/group/${encodeURIComponent(group.id)}`,
        icon: 'tag' as const,
      })),
    },
  ];
}

export function ContactsSidebar({ groups, onNavigate }: ContactsSidebarProps) {
  useT(); // the sections' titles are read in the active language: render again when it changes
  return <FolderSidebar sections={contactsSidebarSections(groups)} onNavigate={onNavigate} />;
}
