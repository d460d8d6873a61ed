import { jsx as _jsx, Fragment as _Fragment, jsxs as _jsxs } from "react/jsx-runtime";
import { ActionMenu, SelectionToolbar } from '../../../lib/folder-app/SelectionToolbar';
import * as css from '../../../lib/folder-app/folderApp.css';
import { ToggleIconButton } from '../../../lib/folder-app/ListControls';
import { useT } from '../../i18n';
/** The sort choices; `manual` is the order the user gives the tasks (new ones on top). */
const sorts = ['manual', 'title', 'startDate', 'dueDate'];
const selections = ['all', 'none', 'done', 'open', 'starred', 'priority'];
export function TodoToolbar({ visibleIds, selectedIds, labels, deletedView, sort, onSort, onSelect, onToggleLabel, onComplete, onRemove, onRestore, onDeleteForGood, }) {
    const t = useT();
    return (_jsx(SelectionToolbar, { visibleIds: visibleIds, selectedIds: selectedIds, onSelectAll: (all) => onSelect(all ? 'all' : 'none'), selectOptions: selections.map((value) => ({ value, label: t(`select.${value}`) })), onSelectOption: (value) => onSelect(value), idle: _jsx("select", { className: css.select, "aria-label": t('sort.label'), value: sort, onChange: (event) => onSort(event.target.value), children: sorts.map((value) => (_jsx("option", { value: value, children: t(`sort.${value}`) }, value))) }), actions: deletedView ? (_jsxs(_Fragment, { children: [_jsx(ToggleIconButton, { icon: "check", label: t('actions.restoreSelected'), onClick: onRestore }), _jsx(ToggleIconButton, { icon: "trash", label: t('actions.deleteSelectedForGood'), onClick: onDeleteForGood })] })) : (_jsxs(_Fragment, { children: [_jsx(ActionMenu, { label: t('actions.toggleLabel'), options: labels.map((label) => ({ value: String(label.id), label: label.title })), onChoose: (value) => onToggleLabel(Number(value)) }), _jsx(ToggleIconButton, { icon: "circle-check", label: t('actions.doneSelected'), onClick: onComplete }), _jsx(ToggleIconButton, { icon: "trash", label: t('actions.removeSelected'), onClick: onRemove }), _jsx(ToggleIconButton, { icon: "x", label: t('actions.deleteSelectedForGood'), onClick: onDeleteForGood })] })) }));
}
