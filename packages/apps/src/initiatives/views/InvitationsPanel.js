import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { Button, Card, Icon, Stack } from '@chorus/ui';
import { formatDate } from '../../lib/format';
import * as css from '../../lib/product/product.css';
import { useT } from '../i18n';
export function InvitationsPanel({ invitations, answering, onAccept, onDecline }) {
    const t = useT();
    if (invitations.length === 0)
        return null;
    return (_jsxs(Card, { as: "section", className: css.panel, "aria-labelledby": "invitations-title", children: [_jsx("h2", { className: css.panelTitle, id: "invitations-title", children: t('invitations.title') }), _jsx("p", { className: css.muted, children: t('invitations.intro') }), _jsx(Stack, { as: "ul", gap: "sm", className: css.bareList, "aria-label": t('invitations.label'), children: invitations.map((invitation) => {
                    const busy = answering === invitation.id;
                    return (_jsx("li", { className: css.listItem, children: _jsxs(Stack, { direction: "row", wrap: true, align: "center", justify: "between", gap: "sm", children: [_jsxs(Stack, { gap: "xs", minInlineSize: 0, children: [_jsx("p", { className: css.text, children: t.rich('invitations.invites', { strong: (text) => _jsx("strong", { children: text }) }, { host: invitation.hostName, title: invitation.initiativeTitle }) }), _jsx("span", { className: css.muted, children: t('invitations.invitedOn', { date: formatDate(invitation.invitedAt) }) })] }), _jsxs(Stack, { direction: "row", gap: "sm", children: [_jsx(Button, { size: "sm", startIcon: _jsx(Icon, { name: "check", size: "sm" }), "aria-label": t('invitations.acceptLabel', { title: invitation.initiativeTitle }), loading: busy, disabled: answering != null && !busy, onClick: () => onAccept(invitation), children: t('invitations.accept') }), _jsx(Button, { size: "sm", variant: "outline", tone: "neutral", "aria-label": t('invitations.declineLabel', { title: invitation.initiativeTitle }), disabled: answering != null, onClick: () => onDecline(invitation), children: t('invitations.decline') })] })] }) }, invitation.id));
                }) })] }));
}
