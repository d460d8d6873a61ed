import { jsx as _jsx, Fragment as _Fragment, jsxs as _jsxs } from "react/jsx-runtime";
import { ActionMenu, SelectionToolbar } from '../../../lib/folder-app/SelectionToolbar';
import { ToggleIconButton } from '../../../lib/folder-app/ListControls';
import { useT } from '../../i18n';
const selections = ['all', 'none', 'read', 'unread', 'starred', 'unstarred'];
/** Select all / none / read / unread / starred / unstarred, and the bulk actions on the selection. */
export function MailToolbar({ visibleIds, selectedIds, folders, labels, onSelect, onMove, onToggleLabel, onFlag, onDelete, }) {
    const t = useT();
    return (_jsx(SelectionToolbar, { visibleIds: visibleIds, selectedIds: selectedIds, onSelectAll: (all) => onSelect(all ? 'all' : 'none'), selectOptions: selections.map((value) => ({ value, label: t(`select.${value}`) })), onSelectOption: (value) => onSelect(value), actions: _jsxs(_Fragment, { children: [_jsx(ActionMenu, { label: t('actions.moveTo'), options: folders.map((folder) => ({ value: String(folder.id), label: folder.title })), onChoose: (value) => onMove(Number(value)) }), _jsx(ActionMenu, { label: t('actions.toggleLabel'), options: labels.map((label) => ({ value: String(label.id), label: label.title })), onChoose: (value) => onToggleLabel(Number(value)) }), _jsx(ToggleIconButton, { icon: "eye", label: t('actions.markRead'), onClick: () => onFlag('read') }), _jsx(ToggleIconButton, { icon: "eye-off", label: t('actions.markUnread'), onClick: () => onFlag('unread') }), _jsx(ToggleIconButton, { icon: "star", label: t('actions.starSelected'), onClick: () => onFlag('starred') }), _jsx(ToggleIconButton, { icon: "flag", label: t('actions.importantSelected'), onClick: () => onFlag('important') }), _jsx(ToggleIconButton, { icon: "trash", label: t('actions.deleteSelected'), onClick: onDelete })] }) }));
}
