import { jsx as _jsx, Fragment as _Fragment, jsxs as _jsxs } from "react/jsx-runtime";
import { Button, Card, fieldProps, Icon, Stack, TextArea, useZodForm } from '@chorus/ui';
import { useState } from 'react';
import { z } from 'zod';
import * as shared from '../../../lib/product/product.css';
import * as css from '../../meetings.css';
import { t, useT } from '../i18n';
import { SettingsEditor } from '../SettingsEditor';
const proposalSchema = z.object({
    proposal: z
        .string()
        .trim()
        .min(1, { error: () => t('proposal.required') }),
});
export function HostControlsView({ canReveal, advanceLabel, phaseActive, nextProposal, settings, revealing, advancing, ending, saving, onReveal, onAdvance, onExtend, onEnd, onSaveProposal, onSaveSettings, }) {
    const t = useT();
    const [draft, setDraft] = useState(settings);
    const [showSettings, setShowSettings] = useState(false);
    const form = useZodForm(proposalSchema, { defaultValues: { proposal: nextProposal ?? '' } });
    const proposal = form.watch('proposal').trim();
    const submit = form.handleSubmit(async (values) => {
        await onSaveProposal(values.proposal).catch(() => undefined);
    });
    return (_jsxs(Card, { as: "section", className: shared.panel, "aria-labelledby": "controls-title", children: [_jsx("h2", { className: shared.panelTitle, id: "controls-title", children: t('host.title') }), _jsxs(Stack, { direction: "row", wrap: true, align: "center", gap: "sm", className: css.hostBar, role: "group", "aria-label": t('host.controls'), children: [canReveal ? (_jsx(Button, { startIcon: _jsx(Icon, { name: "eye", size: "sm" }), loading: revealing, onClick: onReveal, children: t('host.reveal') })) : null, advanceLabel ? (_jsx(Button, { variant: canReveal ? 'outline' : 'solid', startIcon: _jsx(Icon, { name: "arrow-right", size: "sm" }), loading: advancing, onClick: onAdvance, children: advanceLabel })) : null, phaseActive ? (_jsxs(_Fragment, { children: [_jsx(Button, { variant: "outline", tone: "neutral", startIcon: _jsx(Icon, { name: "timer", size: "sm" }), onClick: () => onExtend(60), children: t('host.plusMinutes', { minutes: 1 }) }), _jsx(Button, { variant: "outline", tone: "neutral", onClick: () => onExtend(300), children: t('host.plusMinutes', { minutes: 5 }) })] })) : null] }), canReveal ? _jsx("p", { className: shared.muted, children: t('host.revealNote') }) : null, nextProposal !== undefined ? (_jsxs(Stack, { as: "form", gap: "xs", minInlineSize: 0, noValidate: true, onSubmit: submit, children: [_jsx(TextArea, { label: t('host.nextProposal'), rows: 2, ...fieldProps(form, 'proposal') }), _jsx("div", { children: _jsx(Button, { type: "submit", size: "sm", variant: "outline", loading: form.formState.isSubmitting, disabled: !proposal || proposal === nextProposal, children: t('host.saveProposal') }) })] })) : null, _jsx("div", { children: _jsx(Button, { size: "sm", variant: "ghost", tone: "neutral", startIcon: _jsx(Icon, { name: "shield", size: "sm" }), "aria-expanded": showSettings, onClick: () => setShowSettings((v) => !v), children: showSettings ? t('host.hideSettings') : t('host.tighten') }) }), showSettings ? (_jsxs(Stack, { gap: "md", minInlineSize: 0, children: [_jsx(SettingsEditor, { value: draft, lockedFrom: settings, onChange: setDraft }), _jsx("div", { children: _jsx(Button, { size: "sm", loading: saving, onClick: () => onSaveSettings(draft), children: t('host.saveSettings') }) })] })) : null, _jsxs(Stack, { as: "section", direction: "row", wrap: true, align: "center", justify: "between", gap: "sm", className: css.endMeeting, "aria-label": t('host.endSection'), children: [_jsx("span", { className: shared.muted, children: t('host.endNote') }), _jsx(Button, { variant: advanceLabel ? 'outline' : 'solid', tone: "critical", loading: ending, onClick: onEnd, children: t('host.end') })] })] }));
}
