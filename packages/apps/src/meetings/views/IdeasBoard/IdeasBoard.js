import { jsx as _jsx, jsxs as _jsxs, Fragment as _Fragment } from "react/jsx-runtime";
/**
 * Every idea, revealed at once, in this viewer's order. The host may hide an idea, saying why (every member
 * is told); its author still sees it, marked with the reason.
 */
import { HIDE_REASON_MAX_LENGTH, visibleText, } from '@chorus/mock-handlers/contracts';
import { Button, Checkbox, Stack, TextField } from '@chorus/ui';
import { useState } from 'react';
import { FormDialog } from '../../../lib/form/FormDialog';
import * as shared from '../../../lib/product/product.css';
import { Tag } from '../../../lib/product/Tag';
import * as css from '../../meetings.css';
import { useT } from '../i18n';
export function IdeasBoard({ data, isHost, canHide, onHide, selectable, selected, onToggle, }) {
    const t = useT();
    const [hiding, setHiding] = useState(null);
    const visible = data.ideas.filter((idea) => isHost || idea.isMine || !idea.hidden);
    if (!data.revealed) {
        return (_jsx("p", { className: shared.muted, role: "status", children: t('board.notRevealed', { submitted: data.submittedCount, eligible: data.eligibleCount }) }));
    }
    if (visible.length === 0)
        return _jsx("p", { className: shared.muted, children: t('board.none') });
    const groupTitle = new Map(data.groups.map((group) => [group.id, group.title]));
    return (_jsxs(_Fragment, { children: [_jsx("ul", { className: css.ideaGrid, "aria-label": t('board.label'), children: visible.map((idea) => {
                    const theme = idea.groupId ? groupTitle.get(idea.groupId) : undefined;
                    return (_jsxs("li", { className: idea.hidden ? `${css.ideaCard} ${css.hiddenIdea}` : css.ideaCard, children: [selectable ? (_jsx(Checkbox, { label: _jsx("span", { className: shared.text, children: idea.text }), checked: selected?.has(idea.id) ?? false, onCheckedChange: () => onToggle?.(idea.id) })) : (_jsx("p", { className: shared.text, children: idea.text })), _jsxs(Stack, { direction: "row", wrap: true, align: "center", gap: "sm", children: [_jsx("span", { className: shared.muted, children: idea.authorName ?? t('common.anonymous') }), idea.isMine ? _jsx(Tag, { tone: "accent", children: t('common.yours') }) : null, theme ? (_jsx(Tag, { tone: "info", icon: "layers", children: theme })) : null, idea.hidden ? (_jsx(Tag, { tone: "warning", icon: "eye-off", children: idea.hiddenReason
                                            ? t('board.hiddenBecause', { reason: idea.hiddenReason })
                                            : t('board.hidden') })) : null, canHide ? (_jsx(Button, { size: "sm", variant: "ghost", tone: "neutral", "aria-label": t(idea.hidden ? 'common.showIdea' : 'common.hideIdea', { text: idea.text }), onClick: () => (idea.hidden ? onHide?.(idea.id, false) : setHiding(idea)), children: idea.hidden ? t('common.show') : t('common.hide') })) : null] })] }, idea.id));
                }) }), _jsx(HideIdeaDialog, { idea: hiding, onClose: () => setHiding(null), onHide: (reason) => {
                    if (hiding)
                        onHide?.(hiding.id, true, reason);
                    setHiding(null);
                } })] }));
}
/** Asks the host why, and confirms: the reason is shown to every member ("hidden by the host: off-topic"). */
function HideIdeaDialog({ idea, onClose, onHide, }) {
    const t = useT();
    const [reason, setReason] = useState('');
    const [error, setError] = useState(null);
    const close = () => {
        setReason('');
        setError(null);
        onClose();
    };
    return (_jsxs(FormDialog, { open: idea !== null, title: t('hide.title'), description: t('hide.description'), onClose: close, onSubmit: () => {
            const text = visibleText(reason);
            if (!text)
                return setError(t('hide.reasonRequired'));
            setReason('');
            setError(null);
            onHide(text);
        }, actions: _jsxs(_Fragment, { children: [_jsx(Button, { variant: "outline", tone: "neutral", onClick: close, children: t('common.cancel') }), _jsx(Button, { type: "submit", tone: "critical", children: t('hide.submit') })] }), children: [_jsx("p", { className: shared.text, children: idea?.text }), _jsx(TextField, { label: t('hide.reason'), required: true, maxLength: HIDE_REASON_MAX_LENGTH, helperText: t('hide.reasonHelp'), value: reason, onChange: (event) => setReason(event.target.value), error: error ?? undefined })] }));
}
