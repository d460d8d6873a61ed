import { jsx as _jsx, jsxs as _jsxs, Fragment as _Fragment } from "react/jsx-runtime";
import { Button, Checkbox, fieldProps, TextArea, TextField, useZodForm } from '@chorus/ui';
import { z } from 'zod';
import { FormDialog } from '../../../lib/form/FormDialog';
import { withItem } from '../../../lib/listStore';
import * as formCss from '../../../lib/form/formDialog.css';
import { t, useT } from '../../i18n';
import * as css from '../todo.css';
export const TodoFormSchema = z
    .object({
    title: z
        .string()
        .trim()
        .min(1, { error: () => t('dialog.noTitle') })
        .max(200, { error: () => t('dialog.max200') }),
    notes: z.string().max(5000, { error: () => t('dialog.max5000') }),
    startDate: z.string(),
    dueDate: z.string(),
    labels: z.array(z.number()),
    completed: z.boolean(),
    starred: z.boolean(),
    important: z.boolean(),
})
    .refine((value) => !value.startDate || !value.dueDate || value.dueDate >= value.startDate, {
    path: ['dueDate'],
    error: () => t('dialog.dueBeforeStart'),
});
const toInput = (iso) => (iso ? iso.slice(0, 10) : '');
const fromInput = (value) => (value ? new Date(`${value}T00:00:00.000Z`).toISOString() : null);
/** Edits a task: title, notes, dates, labels and flags. Keyed by the task, so it starts fresh. */
export function TodoDialog({ todo, ...rest }) {
    return todo ? _jsx(TodoForm, { todo: todo, ...rest }, todo.id) : null;
}
const flags = [
    ['completed', 'dialog.done'],
    ['starred', 'dialog.starred'],
    ['important', 'dialog.priority'],
];
function TodoForm({ todo, labels, onClose, onSave, onRemove }) {
    const tr = useT();
    const form = useZodForm(TodoFormSchema, {
        defaultValues: {
            title: todo.title,
            notes: todo.notes,
            startDate: toInput(todo.startDate),
            dueDate: toInput(todo.dueDate),
            labels: todo.labels,
            completed: todo.completed,
            starred: todo.starred,
            important: todo.important,
        },
    });
    const chosen = form.watch('labels');
    const flagValues = form.watch(['completed', 'starred', 'important']);
    return (_jsxs(FormDialog, { open: true, title: tr('dialog.title'), onClose: onClose, onSubmit: (event) => form.handleSubmit(({ startDate, dueDate, ...values }) => onSave({ ...todo, ...values, startDate: fromInput(startDate), dueDate: fromInput(dueDate) }))(event), actions: _jsxs(_Fragment, { children: [todo.deleted ? null : (_jsx(Button, { type: "button", variant: "ghost", tone: "critical", className: formCss.footerStart, onClick: () => onRemove(todo), children: tr('dialog.remove') })), _jsx(Button, { type: "button", variant: "ghost", tone: "neutral", onClick: onClose, children: tr('dialog.cancel') }), _jsx(Button, { type: "submit", children: tr('dialog.save') })] }), children: [_jsx(TextField, { label: tr('dialog.taskTitle'), required: true, ...fieldProps(form, 'title') }), _jsx(TextArea, { label: tr('dialog.notes'), ...fieldProps(form, 'notes') }), _jsxs("div", { className: css.dates, children: [_jsx(TextField, { label: tr('dialog.startDate'), type: "date", ...fieldProps(form, 'startDate') }), _jsx(TextField, { label: tr('dialog.dueDate'), type: "date", ...fieldProps(form, 'dueDate') })] }), _jsxs("fieldset", { className: formCss.group, children: [_jsx("legend", { className: formCss.legend, children: tr('dialog.labels') }), labels.map((label) => (_jsx(Checkbox, { label: label.title, checked: chosen.includes(label.id), onCheckedChange: (checked) => form.setValue('labels', withItem(chosen, label.id, checked === true), { shouldDirty: true }) }, label.id)))] }), _jsxs("fieldset", { className: formCss.group, children: [_jsx("legend", { className: formCss.legend, children: tr('dialog.status') }), flags.map(([name, key], index) => (_jsx(Checkbox, { label: tr(key), checked: flagValues[index], onCheckedChange: (checked) => form.setValue(name, checked === true, { shouldDirty: true }) }, name)))] })] }));
}
