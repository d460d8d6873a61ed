import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { Icon, Stack } from '@chorus/ui';
import { NavLink } from '@chorus/shell';
import * as css from './folderApp.css';
import { useT } from './i18n';
/** Folders, filters and labels of a list app, as navigation links. */
export function FolderSidebar({ action, sections, onNavigate }) {
    const t = useT();
    return (_jsxs(Stack, { gap: "md", padding: "lg", children: [action, sections.map((section) => (_jsxs("nav", { "aria-label": section.title, children: [_jsx("h2", { className: css.sidebarHeading, children: section.title }), _jsx("ul", { className: css.navList, children: section.links.map((link) => (_jsx("li", { children: _jsxs(NavLink, { to: link.to, className: css.navLink, onClick: onNavigate, children: [link.color ? (_jsx("span", { className: css.dot, style: { background: link.color }, "aria-hidden": true })) : link.icon ? (_jsx(Icon, { name: link.icon, size: "sm" })) : null, _jsx("span", { className: css.navTitle, children: link.title }), link.count ? (_jsx("span", { className: css.navCount, role: "note", "aria-label": t('sidebar.unread', { count: link.count }), children: link.count })) : null] }) }, link.id))) })] }, section.title)))] }));
}
