import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
/**
 * Who is in an initiative and who is invited, with invite-by-email: the part of the initiative dialog that
 * replaced the member picker (nobody is added without accepting). Pure: props in, callbacks out.
 */
import { Button, Icon, Stack, TextField } from '@chorus/ui';
import { useId, useState } from 'react';
import { z } from 'zod';
import { PersonBadge } from '../../lib/product/PersonBadge';
import * as css from '../../lib/product/product.css';
import { Tag } from '../../lib/product/Tag';
import { t as translate, useT } from '../i18n';
const emailSchema = z.email();
/** What is wrong with an e-mail to invite, or null. */
export function inviteError(raw, invitations, viewerEmail) {
    const email = raw.trim().toLowerCase();
    if (!emailSchema.safeParse(email).success)
        return translate('members.errorEmail');
    if (email === viewerEmail.trim().toLowerCase())
        return translate('members.errorOwn');
    if (invitations.some((entry) => entry.email === email))
        return translate('members.errorInvited');
    return null;
}
export function MembersEditor({ members, invitations, invitationLabel, viewerEmail, inviting, onInvite, onWithdraw, onRemove, immediate, }) {
    const t = useT();
    const [email, setEmail] = useState('');
    const [error, setError] = useState(null);
    const headingId = useId();
    const submit = () => {
        const problem = inviteError(email, invitations, viewerEmail);
        setError(problem);
        if (problem)
            return;
        onInvite(email.trim().toLowerCase());
        setEmail('');
    };
    // The field sits inside the dialog's form: Enter invites instead of saving the form.
    const onKeyDown = (event) => {
        if (event.key !== 'Enter')
            return;
        event.preventDefault();
        submit();
    };
    return (_jsxs("section", { className: `${css.settingGroup} ${css.fieldset}`, "aria-labelledby": headingId, children: [_jsx("h3", { className: css.subheading, id: headingId, children: t('members.title') }), _jsxs("p", { className: css.muted, children: [t('members.intro'), immediate ? ` ${t('members.immediate')}` : ''] }), _jsxs(Stack, { direction: "row", align: "end", gap: "sm", wrap: true, children: [_jsx(TextField, { className: css.grow, type: "email", label: t('members.inviteField'), autoComplete: "off", value: email, error: error ?? undefined, onChange: (event) => {
                            setEmail(event.target.value);
                            if (error)
                                setError(null);
                        }, onKeyDown: onKeyDown }), _jsx(Button, { type: "button", variant: "outline", startIcon: _jsx(Icon, { name: "plus", size: "sm" }), loading: inviting, onClick: submit, children: t('members.invite') })] }), _jsxs(Stack, { as: "ul", gap: "sm", className: css.bareList, "aria-label": t('members.listLabel'), children: [members.map((member) => (_jsx("li", { children: _jsxs(Stack, { direction: "row", align: "center", justify: "between", gap: "sm", children: [_jsx(PersonBadge, { person: member, suffix: member.suffix }), member.removable && onRemove ? (_jsx(Button, { type: "button", size: "sm", variant: "ghost", tone: "critical", "aria-label": t('members.removeLabel', { name: member.displayName }), onClick: () => onRemove(member), children: t('members.remove') })) : null] }) }, member.id))), invitations.map((invitation) => (_jsx("li", { children: _jsxs(Stack, { direction: "row", align: "center", justify: "between", gap: "sm", children: [_jsxs(Stack, { direction: "row", align: "center", gap: "sm", wrap: true, minInlineSize: 0, children: [_jsx("span", { className: css.text, children: invitation.email }), _jsx(Tag, { tone: "info", children: invitationLabel })] }), _jsx(Button, { type: "button", size: "sm", variant: "ghost", tone: "neutral", "aria-label": t('members.withdrawLabel', { email: invitation.email }), onClick: () => onWithdraw(invitation), children: t('members.withdraw') })] }) }, invitation.id)))] })] }));
}
