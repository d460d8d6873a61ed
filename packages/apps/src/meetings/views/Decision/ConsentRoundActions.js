import { jsx as _jsx, Fragment as _Fragment, jsxs as _jsxs } from "react/jsx-runtime";
import { Button, DateInput, Icon, Stack } from '@chorus/ui';
import { useState } from 'react';
import * as shared from '../../../lib/product/product.css';
import { useT } from '../i18n';
import { ProposalComposer } from './ProposalComposer';
export function ConsentRoundActions({ statement, round, counts, recorded, canRevise, topItems, onRevise, onRecord, }) {
    const t = useT();
    const [revising, setRevising] = useState(false);
    const [reviewOn, setReviewOn] = useState('');
    const [busy, setBusy] = useState(null);
    if (recorded) {
        return (_jsx("p", { className: shared.muted, role: "status", children: recorded === 'decision' ? t('round.recordedDecision') : t('round.recordedNone') }));
    }
    if (!counts)
        return null;
    const record = (key, request) => async () => {
        setBusy(key);
        await onRecord({ ...request, reviewOn: reviewOn || null }).catch(() => undefined);
        setBusy(null);
    };
    if (revising) {
        return (_jsx(ProposalComposer, { initial: statement, topItems: topItems, round: round + 1, onSubmit: onRevise, onCancel: () => setRevising(false) }));
    }
    const blocked = counts.block > 0;
    const objected = counts.object > 0;
    return (_jsxs(Stack, { as: "section", gap: "sm", minInlineSize: 0, "aria-label": t('round.next'), children: [_jsx("p", { className: shared.text, children: blocked ? t('round.blocked') : objected ? t('round.objected') : t('round.consents') }), _jsx(DateInput, { label: t('round.reviewOn'), value: reviewOn, onChange: (event) => setReviewOn(event.currentTarget.value) }), _jsx(Stack, { direction: "row", wrap: true, align: "center", gap: "sm", children: blocked || objected ? (_jsxs(_Fragment, { children: [canRevise ? (_jsx(Button, { startIcon: _jsx(Icon, { name: "pencil", size: "sm" }), onClick: () => setRevising(true), children: t('round.revise') })) : null, _jsx(Button, { variant: "outline", tone: "neutral", loading: busy === 'none', onClick: record('none', { noDecision: true, objectionsResolved: false }), children: t('round.recordNone') }), !blocked ? (_jsx(Button, { variant: "ghost", tone: "neutral", loading: busy === 'resolved', onClick: record('resolved', { noDecision: false, objectionsResolved: true }), children: t('round.recordResolved') })) : null] })) : (_jsx(Button, { startIcon: _jsx(Icon, { name: "flag", size: "sm" }), loading: busy === 'decision', onClick: record('decision', { noDecision: false, objectionsResolved: false }), children: t('round.record') })) })] }));
}
