import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
/**
 * The host writes the proposal, or picks it from the top of the vote's tally, before the consent round
 * opens; the same form amends a blocked or objected proposal into the next round. Props in, callbacks out.
 */
import { Button, Icon, Stack, TextArea, fieldProps, useZodForm } from '@chorus/ui';
import { z } from 'zod';
import * as shared from '../../../lib/product/product.css';
import { t, useT } from '../i18n';
const schema = z.object({
    statement: z
        .string()
        .trim()
        .min(1, { error: () => t('proposal.required') }),
});
export function ProposalComposer({ initial, topItems, round, onSubmit, onCancel }) {
    const t = useT();
    const form = useZodForm(schema, { defaultValues: { statement: initial } });
    const revising = round > 1;
    const statement = form.watch('statement').trim();
    const submit = form.handleSubmit(async (values) => {
        await onSubmit(values.statement.trim()).catch(() => undefined);
    });
    return (_jsxs(Stack, { as: "form", gap: "md", minInlineSize: 0, noValidate: true, onSubmit: submit, "aria-label": t('proposal.label'), children: [topItems.length ? (_jsxs(Stack, { gap: "xs", minInlineSize: 0, children: [_jsx("span", { className: shared.muted, children: t('proposal.startFrom') }), _jsx(Stack, { direction: "row", wrap: true, gap: "sm", children: topItems.map((item) => (_jsx(Button, { type: "button", size: "sm", variant: "outline", tone: "neutral", "aria-label": t('proposal.use', { item }), onClick: () => form.setValue('statement', item, { shouldValidate: form.formState.isSubmitted }), children: item }, item))) })] })) : null, _jsx(TextArea, { label: t(revising ? 'proposal.amended' : 'proposal.label'), rows: 3, helperText: t(revising ? 'proposal.amendedHelp' : 'proposal.help'), ...fieldProps(form, 'statement') }), _jsxs(Stack, { direction: "row", wrap: true, align: "center", gap: "sm", children: [_jsx(Button, { type: "submit", startIcon: _jsx(Icon, { name: "flag", size: "sm" }), loading: form.formState.isSubmitting, disabled: revising && statement === initial.trim(), children: revising ? t('proposal.openRound', { round }) : t('proposal.open') }), onCancel ? (_jsx(Button, { type: "button", variant: "ghost", tone: "neutral", onClick: onCancel, children: t('common.cancel') })) : null] })] }));
}
