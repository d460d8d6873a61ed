import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { Dialog, DialogContent, fieldProps, Select, Stack, TextArea, TextField, useZodForm, } from '@chorus/ui';
import { useState } from 'react';
import { z } from 'zod';
import { SubmitFooter } from '../../lib/product/SubmitFooter';
import { t as translate, useT } from '../i18n';
import { MembersEditor } from './MembersEditor';
const initiativeSchema = z.object({
    title: z
        .string()
        .trim()
        .min(1, { error: () => translate('dialog.titleRequired') }),
    description: z.string(),
    status: z.enum(['active', 'archived']),
});
export function InitiativeDialog({ open, initial, membership, viewer, pending, onSubmit, onClose, }) {
    const t = useT();
    const statusOptions = [
        { value: 'active', label: t('status.active') },
        { value: 'archived', label: t('status.archived') },
    ];
    const form = useZodForm(initiativeSchema, {
        defaultValues: {
            title: initial?.title ?? '',
            description: initial?.description ?? '',
            status: initial?.status ?? 'active',
        },
    });
    // Creating: the e-mails to invite with the new initiative.
    const [toInvite, setToInvite] = useState([]);
    const editor = membership ?? {
        members: [{ id: 'me', displayName: viewer.displayName, suffix: t('dialog.youOwner'), removable: false }],
        invitations: toInvite.map((email) => ({ id: email, email })),
        onInvite: (email) => setToInvite((list) => [...list, email]),
        onWithdraw: (invitation) => setToInvite((list) => list.filter((email) => email !== invitation.email)),
    };
    return (_jsx(Dialog, { open: open, onOpenChange: (next) => (next ? undefined : onClose()), children: _jsx(DialogContent, { title: initial ? t('dialog.editTitle') : t('dialog.newTitle'), description: t('dialog.description'), children: _jsxs(Stack, { as: "form", gap: "md", noValidate: true, onSubmit: form.handleSubmit((values) => onSubmit({ id: initial?.id, ...values, ...(initial ? {} : { invite: toInvite }) })), children: [_jsx(TextField, { label: t('dialog.fieldTitle'), required: true, ...fieldProps(form, 'title') }), _jsx(TextArea, { label: t('dialog.fieldDescription'), rows: 3, helperText: t('dialog.descriptionHelp'), ...fieldProps(form, 'description') }), initial ? (_jsx(Select, { label: t('dialog.fieldStatus'), options: statusOptions, ...fieldProps(form, 'status') })) : null, _jsx(MembersEditor, { members: editor.members, invitations: editor.invitations, invitationLabel: membership ? t('dialog.pending') : t('dialog.toInvite'), viewerEmail: viewer.email, inviting: membership?.inviting, onInvite: editor.onInvite, onWithdraw: editor.onWithdraw, onRemove: membership?.onRemove, immediate: membership !== undefined }), _jsx(SubmitFooter, { submitLabel: initial ? t('dialog.save') : t('dialog.create'), pending: pending })] }) }) }));
}
