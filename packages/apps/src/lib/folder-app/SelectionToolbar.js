import { jsx as _jsx, Fragment as _Fragment, jsxs as _jsxs } from "react/jsx-runtime";
import { Box, Button, DropdownMenu, DropdownMenuCheckboxItem, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger, } from '@chorus/ui';
import { ChevronDown } from 'lucide-react';
import { useEffect, useRef } from 'react';
import * as css from './folderApp.css';
import { useT } from './i18n';
import { RowCheckbox } from './ListControls';
/** The list's toolbar: select all, named selections, and the bulk actions for the selection. */
export function SelectionToolbar({ visibleIds, selectedIds, onSelectAll, selectOptions, onSelectOption, actions, idle, }) {
    const t = useT();
    const count = selectedIds.length;
    const all = visibleIds.length > 0 && visibleIds.every((id) => selectedIds.includes(id));
    const selectTrigger = useRef(null);
    const hadSelection = useRef(count > 0);
    // A bulk action that empties the selection (move, delete) takes its own button away: focus, left on
    // nothing, comes back to the toolbar's "Select" menu rather than to the top of the page.
    useEffect(() => {
        const emptied = hadSelection.current && count === 0;
        hadSelection.current = count > 0;
        if (!emptied)
            return;
        const timer = setTimeout(() => {
            const lost = !document.activeElement || document.activeElement === document.body;
            if (lost)
                selectTrigger.current?.focus();
        });
        return () => clearTimeout(timer);
    }, [count]);
    return (_jsxs("div", { className: css.toolbar, role: "toolbar", "aria-label": t('toolbar.label'), children: [_jsx(RowCheckbox, { label: all ? t('toolbar.selectNone') : t('toolbar.selectAll'), checked: all ? true : count > 0 ? 'indeterminate' : false, disabled: visibleIds.length === 0, onCheckedChange: () => onSelectAll(!all) }), _jsx(ActionMenu, { label: t('toolbar.select'), options: selectOptions, onChoose: onSelectOption, triggerRef: selectTrigger }), count > 0 ? (_jsxs(_Fragment, { children: [_jsx("span", { className: css.selectedCount, "aria-live": "polite", children: t('toolbar.selected', { count }) }), actions] })) : (_jsxs(_Fragment, { children: [_jsx(Box, { as: "span", flexGrow: 1 }), idle] }))] }));
}
/**
 * A menu of actions (select all / unread, move to a folder, toggle a label): a button with a chevron
 * opening a portalled, keyboard-operable menu; choosing an item runs it and focus goes back to the
 * button. Not for a value the user sets and reads back (sort, status): that is a form field. Not modal, as
 * the menu-button pattern has it: Tab or a click elsewhere closes it, and the page is not hidden from
 * assistive technology while it is open.
 */
export function ActionMenu({ label, options, onChoose, triggerRef }) {
    return (_jsxs(DropdownMenu, { modal: false, children: [_jsx(DropdownMenuTrigger, { children: _jsx(Button, { ref: triggerRef, size: "sm", variant: "outline", tone: "neutral", endIcon: _jsx(ChevronDown, { size: 16, "aria-hidden": true }), children: label }) }), _jsx(DropdownMenuContent, { children: options.map((option) => option.checked === undefined ? (_jsx(DropdownMenuItem, { onSelect: () => onChoose(option.value), children: option.label }, option.value)) : (_jsx(DropdownMenuCheckboxItem, { checked: option.checked, onCheckedChange: () => onChoose(option.value), children: option.label }, option.value))) })] }));
}
