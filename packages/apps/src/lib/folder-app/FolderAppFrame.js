import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { PageSimple, useIsMobile } from '@chorus/shell';
import { Icon, IconButton, Stack, TextField } from '@chorus/ui';
import { useState } from 'react';
import * as css from './folderApp.css';
import { useT } from './i18n';
/** The page of a list app: header with title and search, sidebar (drawer on small screens), content. */
export function FolderAppFrame({ title, sidebar, sidebarLabel, search, onSearch, searchLabel, headerExtra, fill, children, }) {
    const t = useT();
    const [open, setOpen] = useState(false);
    const isMobile = useIsMobile();
    const close = () => setOpen(false);
    return (_jsx(PageSimple, { fill: fill, header: _jsxs(Stack, { direction: "row", align: "center", wrap: true, gap: "md", inlineSize: "100%", children: [isMobile ? (_jsx(IconButton, { icon: _jsx(Icon, { name: "menu" }), label: t('frame.openSidebar', { name: sidebarLabel.toLowerCase() }), onClick: () => setOpen(true) })) : null, _jsx("h1", { className: css.headerTitle, children: title }), headerExtra, _jsx(TextField, { type: "search", className: css.search, label: searchLabel, hideLabel: true, placeholder: searchLabel, startAdornment: _jsx(Icon, { name: "search", size: "sm" }), value: search, onChange: (event) => onSearch(event.target.value) })] }), leftSidebar: { content: sidebar(close), label: sidebarLabel, open, onClose: close }, content: children }));
}
