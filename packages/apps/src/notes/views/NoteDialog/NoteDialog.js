import { jsx as _jsx, jsxs as _jsxs, Fragment as _Fragment } from "react/jsx-runtime";
import { noteHasContent } from '@chorus/mock-handlers/contracts';
import { Button, Checkbox, fieldProps, Stack, sprinkles, TextArea, TextField, useZodForm } from '@chorus/ui';
import { useState } from 'react';
import { z } from 'zod';
import { ToggleIconButton } from '../../../lib/folder-app/ListControls';
import { FormDialog } from '../../../lib/form/FormDialog';
import { withItem } from '../../../lib/listStore';
import * as formCss from '../../../lib/form/formDialog.css';
import { t, useT } from '../../i18n';
export const emptyNote = (labels = [], archive = false) => ({
    title: '',
    description: '',
    archive,
    image: '',
    reminder: null,
    checklist: [],
    labels,
});
export const NoteFormSchema = z
    .object({
    title: z.string().max(200, { error: () => t('note.max200') }),
    description: z.string().max(5000, { error: () => t('note.max5000') }),
    image: z.union([z.literal(''), z.url({ error: () => t('note.url') })]),
    reminder: z.string(),
    checklist: z.array(z.object({ id: z.string(), checked: z.boolean(), text: z.string() })),
    labels: z.array(z.string()),
    archive: z.boolean(),
})
    // The create call's rule (issue 15): a title, a text, a checklist item or an image.
    .refine(noteHasContent, { path: ['title'], error: () => t('note.empty') });
/** A field that takes the row's free space. */
const grow = sprinkles({ flexGrow: 1, minInlineSize: 0 });
/** Creates or edits a note: title, text, image, checklist, reminder, labels and the archive flag. */
export function NoteDialog({ note, labels, onClose, onSave, onDelete }) {
    const t = useT();
    const form = useZodForm(NoteFormSchema, {
        defaultValues: { ...note, reminder: note.reminder ? note.reminder.slice(0, 10) : '' },
    });
    const [item, setItem] = useState('');
    const [checklist, chosen, archive] = form.watch(['checklist', 'labels', 'archive']);
    const setChecklist = (next) => form.setValue('checklist', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    const isNew = !note.id;
    return (_jsxs(FormDialog, { open: true, title: isNew ? t('note.newTitle') : t('note.editTitle'), onClose: onClose, onSubmit: (event) => form.handleSubmit(({ reminder, ...values }) => onSave({
            ...note,
            ...values,
            reminder: reminder ? new Date(`${reminder}T09:00:00.000Z`).toISOString() : null,
        }))(event), actions: _jsxs(_Fragment, { children: [onDelete ? (_jsx(Button, { type: "button", variant: "ghost", tone: "critical", className: formCss.footerStart, onClick: onDelete, children: t('note.delete') })) : null, _jsx(Button, { type: "button", variant: "ghost", tone: "neutral", onClick: onClose, children: t('note.cancel') }), _jsx(Button, { type: "submit", children: isNew ? t('note.create') : t('note.save') })] }), children: [_jsx(TextField, { label: t('note.title'), maxLength: 200, ...fieldProps(form, 'title') }), _jsx(TextArea, { label: t('note.text'), maxLength: 5000, ...fieldProps(form, 'description') }), _jsxs(Stack, { as: "fieldset", className: formCss.group, children: [_jsx("legend", { className: formCss.legend, children: t('note.checklist') }), checklist.map((entry) => (_jsxs(Stack, { direction: "row", align: "center", gap: "sm", children: [_jsx(Checkbox, { className: grow, label: entry.text, checked: entry.checked, onCheckedChange: () => setChecklist(checklist.map((other) => other.id === entry.id ? { ...other, checked: !other.checked } : other)) }), _jsx(ToggleIconButton, { icon: "x", label: t('note.removeItem', { text: entry.text }), onClick: () => setChecklist(checklist.filter((other) => other.id !== entry.id)) })] }, entry.id))), _jsxs(Stack, { direction: "row", wrap: true, align: "end", gap: "sm", children: [_jsx(TextField, { className: grow, label: t('note.newItem'), maxLength: 200, value: item, onChange: (event) => setItem(event.target.value), onKeyDown: (event) => {
                                    if (event.key === 'Enter')
                                        event.preventDefault();
                                } }), _jsx(Button, { type: "button", variant: "outline", disabled: !item.trim(), onClick: () => {
                                    setChecklist([
                                        ...checklist,
                                        { id: `item-${crypto.randomUUID()}`, checked: false, text: item.trim() },
                                    ]);
                                    setItem('');
                                }, children: t('note.addItem') })] })] }), _jsx(TextField, { label: t('note.image'), type: "url", ...fieldProps(form, 'image') }), _jsx(TextField, { label: t('note.reminder'), type: "date", ...fieldProps(form, 'reminder') }), _jsxs("fieldset", { className: formCss.group, children: [_jsx("legend", { className: formCss.legend, children: t('note.labels') }), labels.map((label) => (_jsx(Checkbox, { label: label.name, checked: chosen.includes(label.id), onCheckedChange: (checked) => form.setValue('labels', withItem(chosen, label.id, checked === true), { shouldDirty: true }) }, label.id)))] }), _jsx(Checkbox, { label: t('note.archived'), checked: archive, onCheckedChange: (checked) => form.setValue('archive', checked === true, { shouldDirty: true }) })] }));
}
