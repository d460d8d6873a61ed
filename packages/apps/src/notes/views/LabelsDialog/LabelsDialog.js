import { jsx as _jsx, jsxs as _jsxs, Fragment as _Fragment } from "react/jsx-runtime";
import { Button, Stack, sprinkles, TextField, useZodForm } from '@chorus/ui';
import { useState } from 'react';
import { z } from 'zod';
import { ToggleIconButton } from '../../../lib/folder-app/ListControls';
import { FormDialog } from '../../../lib/form/FormDialog';
import * as formCss from '../../../lib/form/formDialog.css';
import { t, useT } from '../../i18n';
import * as css from '../notes.css';
const MAX_LABELS = 100;
/** The name field takes the row's free space. */
const grow = sprinkles({ flexGrow: 1, minInlineSize: 0 });
export const LabelsFormSchema = z.object({
    labels: z
        .array(z.object({
        id: z.string(),
        handle: z.string(),
        name: z
            .string()
            .trim()
            .min(1, { error: () => t('labels.nameRequired') })
            .max(60, { error: () => t('labels.max60') }),
    }))
        .max(MAX_LABELS, { error: () => t('labels.max', { max: MAX_LABELS }) })
        .superRefine((labels, ctx) => {
        const seen = new Set();
        labels.forEach((label, index) => {
            const key = label.name.trim().toLowerCase();
            if (key && seen.has(key))
                ctx.addIssue({ code: 'custom', path: [index, 'name'], message: t('labels.duplicate') });
            seen.add(key);
        });
    }),
});
/** A handle for a label's URL: lowercase letters, digits and dashes, unique among the labels. */
export function labelHandle(name, taken, fallback) {
    const base = name
        .toLowerCase()
        .normalize('NFKD')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 40) || fallback;
    let handle = base;
    for (let n = 2; taken.has(handle); n += 1)
        handle = `${base}-${n}`;
    return handle;
}
/** The labels to store: renamed and new labels get a handle from their name; the rest keep theirs. */
export function toNoteLabels(rows, before) {
    const taken = new Set();
    return rows.map((row, index) => {
        const old = before.find((label) => label.id === row.id);
        const name = row.name.trim();
        const handle = old && old.name === name && !taken.has(old.handle)
            ? old.handle
            : labelHandle(name, taken, `label-${index + 1}`);
        taken.add(handle);
        return { id: row.id, name, handle };
    });
}
/** Edits the note labels: rename, delete and add; names are required and unique. */
export function LabelsDialog({ labels, onClose, onSave }) {
    const t = useT();
    const form = useZodForm(LabelsFormSchema, {
        defaultValues: { labels: labels.map((label) => ({ ...label })) },
    });
    const rows = form.watch('labels');
    const [name, setName] = useState('');
    const { errors, isSubmitted } = form.formState;
    const setRows = (next) => form.setValue('labels', next, { shouldDirty: true, shouldValidate: isSubmitted });
    const add = () => {
        if (!name.trim())
            return;
        setRows([...rows, { id: `label-${crypto.randomUUID()}`, handle: '', name: name.trim() }]);
        setName('');
    };
    return (_jsxs(FormDialog, { open: true, title: t('labels.title'), description: t('labels.description'), size: "sm", onClose: onClose, onSubmit: (event) => form.handleSubmit((values) => onSave(toNoteLabels(values.labels, labels)))(event), actions: _jsxs(_Fragment, { children: [_jsx(Button, { type: "button", variant: "ghost", tone: "neutral", onClick: onClose, children: t('labels.cancel') }), _jsx(Button, { type: "submit", children: t('labels.save') })] }), children: [_jsx(Stack, { as: "ul", gap: "sm", className: css.list, "aria-label": t('labels.list'), children: rows.map((row, index) => {
                    const message = errors.labels?.[index]?.name?.message;
                    return (_jsxs(Stack, { as: "li", direction: "row", wrap: true, align: "end", gap: "sm", children: [_jsx(TextField, { className: grow, label: t('labels.row', { number: index + 1 }), hideLabel: true, maxLength: 60, value: row.name, error: message, onChange: (event) => setRows(rows.map((other, i) => (i === index ? { ...other, name: event.target.value } : other))) }), _jsx(ToggleIconButton, { icon: "trash", label: t('labels.delete', { name: row.name }), onClick: () => setRows(rows.filter((_, i) => i !== index)) })] }, row.id));
                }) }), rows.length === 0 ? _jsx("p", { className: css.hint, children: t('labels.none') }) : null, errors.labels?.message ? (_jsx("p", { role: "alert", className: formCss.legend, children: errors.labels.message })) : null, _jsxs(Stack, { direction: "row", wrap: true, align: "end", gap: "sm", children: [_jsx(TextField, { className: grow, label: t('labels.new'), maxLength: 60, value: name, onChange: (event) => setName(event.target.value), onKeyDown: (event) => {
                            if (event.key === 'Enter') {
                                event.preventDefault();
                                add();
                            }
                        } }), _jsx(Button, { type: "button", variant: "outline", disabled: !name.trim() || rows.length >= MAX_LABELS, onClick: add, children: t('labels.add') })] })] }));
}
