import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { isSafeUrl } from '@chorus/mock-handlers/contracts';
import { Link } from '@chorus/shell';
import { Alert, Avatar, Box, Button, Icon, Stack } from '@chorus/ui';
import { useMemo } from 'react';
import { ActionMenu } from '../../../lib/folder-app/SelectionToolbar';
import { LabelChip, ToggleIconButton } from '../../../lib/folder-app/ListControls';
import { Time } from '../../../lib/format';
import { isRemoteImage, SafeHtml, sanitizeHtml } from '../../../lib/SafeHtml';
import * as css from '../mail.css';
import { useT } from '../../i18n';
/** The reading pane: sender, recipients, labels, the sanitised body and the attachments. */
export function MailDetails({ mail, folders, labels, listPath, onToggleStarred, onToggleImportant, onMarkUnread, onMove, onToggleLabel, onDelete, onEditDraft, imagesShown = false, onShowImages, }) {
    const t = useT();
    // Remote images (tracking pixels among them) load only once the reader asks for this sender's images: in
    // the body, the sender's avatar and the attachments' previews alike.
    const body = useMemo(() => sanitizeHtml(mail.message, { blockRemoteImages: !imagesShown }), [mail.message, imagesShown]);
    const shown = (src) => (imagesShown || !isRemoteImage(src) ? src : undefined);
    const avatar = shown(mail.from.avatar);
    const heldBack = body.blockedImages +
        (avatar === undefined ? 1 : 0) +
        mail.attachments.filter((file) => file.type.startsWith('image/') && shown(file.preview) === undefined)
            .length;
    return (_jsxs("article", { className: css.details, "aria-labelledby": "mail-subject", children: [_jsxs("header", { className: css.detailsHead, "data-testid": "mail-details-head", children: [_jsxs("div", { className: css.detailsToolbar, role: "toolbar", "aria-label": t('details.toolbar'), children: [_jsxs(Link, { to: listPath, className: css.backLink, children: [_jsx(Icon, { name: "arrow-left", size: "sm" }), t('details.back')] }), _jsx(Box, { as: "span", flexGrow: 1 }), onEditDraft ? (_jsx(Button, { size: "sm", variant: "soft", startIcon: _jsx(Icon, { name: "pencil", size: "sm" }), onClick: onEditDraft, children: t('details.editDraft') })) : null, _jsx(ToggleIconButton, { icon: "star", label: mail.starred ? t('actions.unstar') : t('actions.star'), pressed: mail.starred, onClick: onToggleStarred }), _jsx(ToggleIconButton, { icon: "flag", label: mail.important ? t('actions.notImportant') : t('actions.important'), pressed: mail.important, onClick: onToggleImportant }), _jsx(ToggleIconButton, { icon: "eye-off", label: t('actions.markUnread'), onClick: onMarkUnread }), _jsx(ActionMenu, { label: t('actions.moveTo'), options: folders
                                    .filter((folder) => folder.id !== mail.folder)
                                    .map((folder) => ({ value: String(folder.id), label: folder.title })), onChoose: (value) => onMove(Number(value)) }), _jsx(ActionMenu, { label: t('actions.toggleLabel'), options: labels.map((label) => ({
                                    value: String(label.id),
                                    label: label.title,
                                    checked: mail.labels.includes(label.id),
                                })), onChoose: (value) => onToggleLabel(Number(value)) }), _jsx(ToggleIconButton, { icon: "trash", label: t('actions.delete'), onClick: onDelete })] }), _jsx("h2", { id: "mail-subject", className: css.detailsSubject, children: mail.subject })] }), _jsxs(Stack, { gap: "lg", padding: "xl", children: [mail.labels.length ? (_jsx(Stack, { direction: "row", wrap: true, gap: "xs", marginBlockStart: "xs", children: mail.labels.map((id) => {
                            const label = labels.find((entry) => entry.id === id);
                            return label ? _jsx(LabelChip, { title: label.title, color: label.color }, id) : null;
                        }) })) : null, _jsxs(Stack, { direction: "row", align: "center", wrap: true, gap: "md", children: [_jsx(Avatar, { src: avatar || undefined, name: mail.from.name, decorative: true }), _jsxs("div", { className: css.senderText, children: [_jsx("strong", { children: mail.from.name }), _jsx("span", { className: css.muted, children: mail.from.email }), _jsx("span", { className: css.muted, children: mail.to.length
                                            ? t('details.to', { names: mail.to.map((person) => person.name || person.email).join(', ') })
                                            : t('details.toNoOne') }), mail.cc?.length ? (_jsx("span", { className: css.muted, children: t('details.cc', { names: mail.cc.map((person) => person.name || person.email).join(', ') }) })) : null] }), _jsx(Time, { className: css.sentAt, value: mail.time, format: "dateTime" })] }), heldBack > 0 && onShowImages ? (_jsx(Alert, { tone: "info", action: _jsx(Button, { size: "sm", variant: "soft", onClick: onShowImages, children: t('details.showImages') }), children: t('details.imagesHidden') })) : null, _jsx(SafeHtml, { className: css.message, html: body, "data-testid": "mail-message" }), mail.attachments.length ? (_jsxs("section", { "aria-labelledby": "mail-attachments", children: [_jsxs("h3", { id: "mail-attachments", className: css.muted, children: [_jsx(Icon, { name: "paperclip", size: "xs" }), ' ', t('details.attachments', { count: mail.attachments.length })] }), _jsx("ul", { className: css.attachments, children: mail.attachments.map((file) => (_jsx("li", { children: _jsxs("a", { className: css.attachment, 
                                        // The contract accepts only http(s) here; a stored value that is not one links nowhere.
                                        href: isSafeUrl(file.url, 'link') ? file.url : undefined, target: "_blank", rel: "noopener noreferrer", download: file.fileName, children: [file.type.startsWith('image/') && shown(file.preview) !== undefined ? (_jsx("img", { className: css.attachmentPreview, src: isSafeUrl(file.preview, 'image') ? file.preview : undefined, alt: "", loading: "lazy" })) : (_jsx(Stack, { as: "span", align: "center", justify: "center", className: css.attachmentPreview, children: _jsx(Icon, { name: "file-text", size: "xl", tone: "muted" }) })), _jsx("span", { children: file.fileName }), _jsx("span", { className: css.muted, children: file.size })] }) }, file.fileName))) })] })) : null] })] }));
}
