import { jsx as _jsx, jsxs as _jsxs, Fragment as _Fragment } from "react/jsx-runtime";
import { Avatar, Button, createDataTableColumnHelper, DataTable, EmptyState, Icon, Stack, } from '@chorus/ui';
import { useMemo } from 'react';
import { ToggleIconButton } from '../../../lib/folder-app/ListControls';
import { fullName } from '../../contacts.form';
import * as css from './ContactsTable.css';
import { useT } from '../../i18n';
const column = createDataTableColumnHelper();
function useColumns(onToggleStar) {
    const t = useT();
    return useMemo(() => column.columns([
        column.accessor((row) => fullName(row), {
            id: 'name',
            header: t('table.name'),
            meta: { width: 'minmax(12rem, 2fr)' },
            cell: ({ row }) => (_jsxs(Stack, { as: "span", direction: "row", align: "center", gap: "sm", minInlineSize: 0, children: [_jsx(Avatar, { src: row.original.avatar, name: fullName(row.original), size: "sm", decorative: true }), _jsx("span", { className: css.nameText, children: fullName(row.original) })] })),
        }),
        column.accessor('starred', {
            header: t('table.starred'),
            meta: { label: t('table.starred'), width: '5.5rem', align: 'center' },
            enableColumnFilter: false,
            enableGlobalFilter: false,
            sortFn: 'basic',
            cell: ({ row }) => (_jsx(ToggleIconButton, { icon: "star", label: t('table.star', { name: fullName(row.original) }), pressed: row.original.starred, onClick: () => onToggleStar(row.original) })),
        }),
        column.accessor('email', { header: t('field.email'), meta: { width: 'minmax(14rem, 2fr)' } }),
        column.accessor('phone', { header: t('field.phone'), meta: { width: 'minmax(10rem, 1fr)' } }),
        column.accessor('company', { header: t('field.company') }),
        column.accessor('jobTitle', { header: t('field.jobTitle') }),
    ]), [onToggleStar, t]);
}
function toSelection(ids) {
    return Object.fromEntries(ids.map((id) => [id, true]));
}
export function ContactsTable({ contacts, loading = false, search, selectedIds, onSelectionChange, onToggleStar, onEdit, onAdd, onStarSelected, onUnstarSelected, onRemoveSelected, emptyTitle, }) {
    const t = useT();
    const columns = useColumns(onToggleStar);
    const rowSelection = useMemo(() => toSelection(selectedIds), [selectedIds]);
    const selected = [...selectedIds];
    const hasSelection = selected.length > 0;
    return (_jsx(DataTable, { label: t('table.label'), data: contacts, columns: columns, getRowId: (row) => row.id, loading: loading, enableRowSelection: true, enableGlobalFilter: false, globalFilter: search, rowSelection: rowSelection, onRowSelectionChange: (next) => onSelectionChange(Object.keys(next).filter((id) => next[id])), onRowActivate: onEdit, rowLabel: (row) => fullName(row), height: "min(60vh, 36rem)", emptyState: _jsx(EmptyState, { titleAs: "p", icon: _jsx(Icon, { name: "users", size: "xl" }), title: emptyTitle ?? t('empty.all'), description: t('empty.description'), action: _jsx(Button, { onClick: onAdd, children: t('table.add') }) }), noResultsState: t('table.noResults'), toolbar: _jsxs(Stack, { as: "span", direction: "row", wrap: true, align: "center", gap: "xs", children: [hasSelection ? (_jsxs(_Fragment, { children: [_jsx(Button, { size: "sm", variant: "soft", onClick: () => onStarSelected(selected), children: t('table.starSelected') }), _jsx(Button, { size: "sm", variant: "soft", onClick: () => onUnstarSelected(selected), children: t('table.unstarSelected') }), _jsx(Button, { size: "sm", variant: "soft", tone: "critical", onClick: () => onRemoveSelected(selected), children: t('table.removeSelected') })] })) : null, _jsx(Button, { size: "sm", onClick: onAdd, startIcon: _jsx(Icon, { name: "user-plus", size: "sm" }), children: t('table.add') })] }) }));
}
