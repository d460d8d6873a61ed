import { jsx as _jsx, Fragment as _Fragment, jsxs as _jsxs } from "react/jsx-runtime";
import { draftHasContent, EMPTY_DRAFT_MESSAGE, MailAddressSchema } from '@chorus/mock-handlers/contracts';
import { Alert, Button, fieldProps, TextArea, TextField, useZodForm } from '@chorus/ui';
import { useState } from 'react';
import { z } from 'zod';
import { FormDialog } from '../../../lib/form/FormDialog';
import * as formCss from '../../../lib/form/formDialog.css';
import { t, useT } from '../../i18n';
import { splitAddresses } from '../mailFormat';
/** Addresses separated by commas; each one checked with the contract's rule. */
const addressList = z.string().superRefine((value, context) => {
    const invalid = splitAddresses(value).filter((part) => !MailAddressSchema.safeParse(part).success);
    if (invalid.length > 0)
        context.addIssue({
            code: 'custom',
            message: t('compose.invalidAddress', { addresses: invalid.join(', ') }),
        });
});
const subject = z
    .string()
    .trim()
    .max(200, { error: () => t('compose.max200') });
const message = z
    .string()
    .trim()
    .max(5000, { error: () => t('compose.max5000') });
/** What sending needs: a recipient, a subject and a text. */
export const ComposeSchema = z.object({
    to: addressList.refine((value) => splitAddresses(value).length > 0, {
        error: () => t('compose.noRecipient'),
    }),
    cc: addressList,
    subject: subject.min(1, { error: () => t('compose.noSubject') }),
    message: message.min(1, { error: () => t('compose.noMessage') }),
});
/** What a draft needs: any address given must be valid; anything may still be empty, but not everything. */
export const DraftSchema = z
    .object({ to: addressList, cc: addressList, subject, message })
    .refine((values) => draftHasContent({ ...values, to: splitAddresses(values.to), cc: splitAddresses(values.cc) }), { message: EMPTY_DRAFT_MESSAGE, path: ['message'] });
const empty = { to: '', cc: '', subject: '', message: '' };
const reasonOf = (error) => error instanceof Error && error.message ? error.message : t('compose.failed');
/** A new message: recipients, subject and text, validated before it is sent or saved as a draft. */
export function ComposeDialog({ open, initialValues = empty, onClose, onSend, onSaveDraft, }) {
    const tr = useT();
    const form = useZodForm(ComposeSchema, { defaultValues: initialValues });
    const [saving, setSaving] = useState(false);
    const sending = form.formState.isSubmitting;
    const serverError = form.formState.errors.root?.server?.message;
    const refused = (error) => form.setError('root.server', { type: 'server', message: reasonOf(error) });
    const close = () => {
        form.reset(initialValues);
        onClose();
    };
    const send = form.handleSubmit(async (values) => {
        try {
            await onSend(values);
            form.reset(empty);
        }
        catch (error) {
            refused(error);
        }
    });
    const saveDraft = async () => {
        if (!onSaveDraft)
            return;
        form.clearErrors();
        const parsed = DraftSchema.safeParse(form.getValues());
        if (!parsed.success) {
            for (const issue of parsed.error.issues) {
                const name = issue.path[0];
                form.setError(name, { type: 'draft', message: issue.message }, { shouldFocus: true });
            }
            return;
        }
        setSaving(true);
        try {
            await onSaveDraft(parsed.data);
            form.reset(empty);
        }
        catch (error) {
            refused(error);
        }
        finally {
            setSaving(false);
        }
    };
    return (_jsxs(FormDialog, { open: open, title: tr('compose.title'), size: "lg", onClose: close, onSubmit: (event) => send(event), actions: _jsxs(_Fragment, { children: [onSaveDraft ? (_jsx("span", { className: formCss.footerStart, children: _jsx(Button, { type: "button", variant: "outline", tone: "neutral", loading: saving, disabled: sending, onClick: saveDraft, children: tr('compose.saveDraft') }) })) : null, _jsx(Button, { type: "button", variant: "ghost", tone: "neutral", onClick: close, children: tr('compose.discard') }), _jsx(Button, { type: "submit", loading: sending, disabled: saving, children: tr('compose.send') })] }), children: [serverError ? (_jsx(Alert, { tone: "critical", title: tr('compose.notSent'), children: serverError })) : null, _jsx(TextField, { label: tr('compose.to'), type: "email", multiple: true, autoComplete: "email", required: true, ...fieldProps(form, 'to') }), _jsx(TextField, { label: tr('compose.cc'), type: "email", multiple: true, ...fieldProps(form, 'cc') }), _jsx(TextField, { label: tr('compose.subject'), required: true, ...fieldProps(form, 'subject') }), _jsx(TextArea, { label: tr('compose.message'), rows: 8, required: true, ...fieldProps(form, 'message') })] }));
}
