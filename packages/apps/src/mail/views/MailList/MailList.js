import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { Link } from '@chorus/shell';
import { Box, Icon, Stack } from '@chorus/ui';
import { memo } from 'react';
import * as list from '../../../lib/folder-app/folderApp.css';
import { LabelChip, RowCheckbox, ToggleIconButton } from '../../../lib/folder-app/ListControls';
import { useStableHandlers } from '../../../lib/folder-app/useStableHandlers';
import { useT } from '../../i18n';
import * as css from '../mail.css';
import { textSnippet, Time } from '../../../lib/format';
/**
 * The mails of a folder, label or filter: selectable rows that open the mail. Rows are memoised and get
 * only their own facts (selected, active, their link), so a change of the selection or of one mail
 * re-renders those rows, not the whole inbox.
 */
export function MailList({ mails, labels, selectedIds, activeId, itemPath, onToggleSelected, onToggleStarred, onToggleImportant, }) {
    const t = useT();
    const actions = useStableHandlers({ onToggleSelected, onToggleStarred, onToggleImportant });
    return (_jsx("ul", { className: list.list, "aria-label": t('list.label'), children: mails.map((mail) => (_jsx(MailRow, { mail: mail, labels: labels, selected: selectedIds.includes(mail.id), active: mail.id === activeId, href: itemPath(mail.id), actions: actions, t: t }, mail.id))) }));
}
const MailRow = memo(function MailRow({ mail, labels, selected, active, href, actions, t }) {
    return (_jsxs("li", { className: list.row, "data-selected": selected || undefined, "data-active": active || undefined, "data-unread": !mail.read || undefined, "data-testid": "mail-row", children: [_jsx("span", { className: list.rowCheckWrap, children: _jsx(RowCheckbox, { label: t('list.select', { subject: mail.subject }), checked: selected, onCheckedChange: () => actions.onToggleSelected(mail.id) }) }), _jsxs("div", { className: list.rowBody, children: [_jsxs(Link, { to: href, className: list.rowLink, "aria-current": active ? 'page' : undefined, children: [_jsxs(Stack, { as: "span", direction: "row", align: "baseline", gap: "sm", children: [mail.read ? null : _jsx("span", { className: css.unreadDot, role: "img", "aria-label": t('list.unread') }), _jsx("span", { className: css.from, children: mail.from.name }), mail.hasAttachments ? _jsx(Icon, { name: "paperclip", size: "xs", label: t('list.attachments') }) : null, _jsx(Time, { className: css.time, value: mail.time })] }), _jsx(Box, { as: "span", display: "block", className: css.subject, children: mail.subject }), _jsx(Box, { as: "span", display: "block", className: css.snippet, "data-i18n-ignore": "", children: textSnippet(mail.message) })] }), mail.labels.length ? (_jsx(Stack, { as: "span", direction: "row", wrap: true, gap: "xs", marginBlockStart: "xs", children: mail.labels.map((id) => {
                            const label = labels.find((entry) => entry.id === id);
                            return label ? _jsx(LabelChip, { title: label.title, color: label.color }, id) : null;
                        }) })) : null] }), _jsxs("span", { className: list.rowActions, children: [_jsx(ToggleIconButton, { icon: "star", label: mail.starred ? t('actions.unstar') : t('actions.star'), pressed: mail.starred, onClick: () => actions.onToggleStarred(mail) }), _jsx(ToggleIconButton, { icon: "flag", label: mail.important ? t('actions.notImportant') : t('actions.important'), pressed: mail.important, onClick: () => actions.onToggleImportant(mail) })] })] }));
});
