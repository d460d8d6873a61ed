import { jsx as _jsx, jsxs as _jsxs, Fragment as _Fragment } from "react/jsx-runtime";
import { Button, Card, RadioGroup, RadioGroupItem, Stack, TextArea, useZodForm } from '@chorus/ui';
import { useMemo } from 'react';
import { z } from 'zod';
import * as shared from '../../../lib/product/product.css';
import * as css from '../../meetings.css';
import { t, useT } from '../i18n';
import { Progress } from '../parts';
const choices = ['agree', 'abstain', 'object', 'block'];
function stanceSchema(reasonRequired) {
    return z
        .object({
        choice: z.string().refine((value) => choices.includes(value), {
            error: () => t('decision.chooseStance'),
        }),
        reason: z.string().max(500),
    })
        .superRefine((value, context) => {
        const dissent = value.choice === 'object' || value.choice === 'block';
        if (reasonRequired && dissent && !value.reason.trim()) {
            context.addIssue({ code: 'custom', path: ['reason'], message: t('decision.reasonNeeded') });
        }
    });
}
export function DecisionView({ proposal, submittedCount, eligibleCount, open, reasonRequired, onSave, hostActions, roundResults, }) {
    const t = useT();
    const schema = useMemo(() => stanceSchema(reasonRequired), [reasonRequired]);
    const form = useZodForm(schema, {
        defaultValues: {
            choice: proposal?.viewerStance?.choice ?? '',
            reason: proposal?.viewerStance?.reason ?? '',
        },
    });
    const choice = form.watch('choice');
    const needsReason = reasonRequired && (choice === 'object' || choice === 'block');
    const errors = form.formState.errors;
    const submit = form.handleSubmit(async ({ choice: chosen, reason }) => {
        // A refusal shows in the snackbar; the choice and the reason stay.
        await onSave({ choice: chosen, reason: reason.trim() || undefined }).catch(() => undefined);
    });
    if (!proposal)
        return _jsx("p", { className: shared.muted, children: t('decision.notStarted') });
    if (proposal.status === 'draft') {
        return (hostActions ?? (_jsx("p", { className: shared.muted, role: "status", "data-testid": "proposal-draft", children: t('decision.draft') })));
    }
    return (_jsxs(Stack, { gap: "md", minInlineSize: 0, children: [_jsx(Card, { padding: "md", children: _jsxs(Stack, { gap: "xs", minInlineSize: 0, children: [_jsxs("span", { className: shared.muted, children: [proposal.round > 1 ? t('decision.revised', { round: proposal.round }) : t('decision.proposal'), proposal.status === 'closed' ? t('decision.closedSuffix') : ''] }), _jsx("p", { className: css.proposal, "data-testid": "proposal-statement", children: proposal.statement })] }) }), _jsx(Progress, { done: submittedCount, total: eligibleCount, kind: "responded" }), proposal.status === 'closed' ? roundResults : null, open ? (_jsxs(Stack, { as: "form", gap: "md", minInlineSize: 0, noValidate: true, onSubmit: submit, children: [_jsx(RadioGroup, { label: t('decision.yourStance'), value: choice, onValueChange: (value) => form.setValue('choice', value, { shouldValidate: form.formState.isSubmitted }), error: errors.choice?.message, children: choices.map((value) => (_jsx(RadioGroupItem, { value: value, label: _jsxs(_Fragment, { children: [_jsx("strong", { children: t(`stance.${value}`) }), _jsx("span", { className: shared.choiceHelp, children: t(`stanceHelp.${value}`) })] }) }, value))) }), _jsx(TextArea, { label: t(needsReason ? 'decision.reasonRequired' : 'decision.reasonOptional'), rows: 2, maxLength: 500, helperText: t('decision.reasonHelp'), ...form.register('reason'), error: errors.reason?.message }), _jsxs(Stack, { direction: "row", wrap: true, align: "center", justify: "between", gap: "sm", children: [_jsx("span", { className: shared.muted, children: proposal.viewerStance
                                    ? t('decision.youSaid', { stance: t(`stance.${proposal.viewerStance.choice}`) })
                                    : t('decision.notResponded') }), _jsx(Button, { type: "submit", loading: form.formState.isSubmitting, children: t('decision.save') })] })] })) : proposal.viewerStance ? (_jsx("p", { className: shared.muted, children: t('decision.youSaid', { stance: t(`stance.${proposal.viewerStance.choice}`) }) })) : null, hostActions] }));
}
