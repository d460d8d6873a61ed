import { jsx as _jsx } from "react/jsx-runtime";
import { FolderSidebar } from '../../../lib/folder-app/FolderSidebar';
import { formatNumber } from '../../../lib/format';
import { t, useT } from '../../i18n';
export function contactsSidebarSections(groups) {
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
                icon: 'tag',
            })),
        },
    ];
}
export function ContactsSidebar({ groups, onNavigate }) {
    useT(); // the sections' titles are read in the active language: render again when it changes
    return _jsx(FolderSidebar, { sections: contactsSidebarSections(groups), onNavigate: onNavigate });
}
