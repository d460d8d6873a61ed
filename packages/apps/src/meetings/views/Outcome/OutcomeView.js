import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { Button, Card, DateInput, fieldProps, Icon, Stack, TextArea, useZodForm } from '@chorus/ui';
import { z } from 'zod';
import { formatDate } from '../../../lib/format';
import { ConsentRecord, NoDecisionTag } from '../../../lib/product/ConsentRecord';
import * as shared from '../../../lib/product/product.css';
import { t, useT } from '../i18n';
const outcomeSchema = z.object({
    statement: z
        .string()
        .trim()
        .min(1, { error: () => t('outcome.required') }),
    reviewOn: z.string(),
});
export function OutcomeView({ outcomes, canRecord, onRecord }) {
    const t = useT();
    const form = useZodForm(outcomeSchema, { defaultValues: { statement: '', reviewOn: '' } });
    const statement = form.watch('statement');
    const submit = form.handleSubmit(async (values) => {
        try {
            await onRecord({
                statement: values.statement,
                reviewOn: values.reviewOn || null,
            });
        }
        catch {
            return;
        }
        form.reset({ statement: '', reviewOn: '' });
    });
    return (_jsxs(Card, { as: "section", className: shared.panel, "aria-labelledby": "outcomes-title", children: [_jsx("h2", { className: shared.panelTitle, id: "outcomes-title", children: t('outcome.title') }), outcomes.length ? (_jsx(Stack, { as: "ul", gap: "sm", className: shared.bareList, "aria-label": t('outcome.list'), children: outcomes.map((outcome) => (_jsxs("li", { className: shared.listItem, children: [_jsxs(Stack, { direction: "row", wrap: true, align: "center", gap: "sm", children: [outcome.kind === 'noDecision' ? _jsx(NoDecisionTag, {}) : null, _jsx("strong", { className: shared.text, children: outcome.statement })] }), outcome.consent ? _jsx(ConsentRecord, { record: outcome.consent }) : null, _jsxs("span", { className: shared.muted, children: [t(outcome.kind === 'noDecision' ? 'outcome.recorded' : 'outcome.decided', {
                                    date: formatDate(outcome.decidedAt),
                                }), outcome.reviewOn ? t('outcome.review', { date: formatDate(outcome.reviewOn) }) : ''] })] }, outcome.id))) })) : (_jsx("p", { className: shared.muted, children: t('outcome.none') })), canRecord ? (_jsxs(Stack, { as: "form", gap: "md", minInlineSize: 0, noValidate: true, onSubmit: submit, children: [_jsx(TextArea, { label: t('outcome.decision'), rows: 2, ...fieldProps(form, 'statement') }), _jsxs(Stack, { direction: "row", wrap: true, align: "center", gap: "sm", children: [_jsx(DateInput, { className: shared.grow, label: t('outcome.reviewOn'), ...fieldProps(form, 'reviewOn') }), _jsx(Button, { type: "submit", className: shared.endAligned, startIcon: _jsx(Icon, { name: "flag", size: "sm" }), disabled: !statement.trim(), loading: form.formState.isSubmitting, children: t('outcome.record') })] }), _jsx("p", { className: shared.muted, children: t('outcome.help') })] })) : null] }));
}
