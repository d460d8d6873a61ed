import { jsx as _jsx, Fragment as _Fragment, jsxs as _jsxs } from "react/jsx-runtime";
/**
 * An add / edit dialog for one entity, declared as a list of fields over a zod schema: the apps' dialogs
 * (a contact, a calendar event) differ only in their fields, schema and extra actions. The kit draws it
 * (Dialog, TextField, TextArea, Checkbox) and validates it (useZodForm: errors once a field was left or
 * the form was submitted). Give it a `key` per entity so its state starts afresh for another one.
 */
import { Button, Checkbox, TextArea, TextField, useZodForm } from '@chorus/ui';
import { FormDialog } from './FormDialog';
import { useT } from './i18n';
import * as css from './formDialog.css';
export function EntityFormDialog({ open, title, schema, initialValues, fields, submitLabel, onSubmit, onClose, extraActions, pending = false, }) {
    const t = useT();
    const form = useZodForm(schema, { defaultValues: initialValues });
    const loose = form;
    const values = loose.watch();
    const { isSubmitted, touchedFields, errors } = loose.formState;
    const list = typeof fields === 'function' ? fields(values) : fields;
    const set = (name, value) => loose.setValue(name, value, { shouldDirty: true, shouldValidate: isSubmitted || !!touchedFields[name] });
    const touch = (name) => loose.setValue(name, loose.getValues(name), { shouldTouch: true, shouldValidate: true });
    return (_jsx(FormDialog, { open: open, title: title, size: "lg", onClose: onClose, onSubmit: (event) => form.handleSubmit((output) => onSubmit(output))(event), actions: _jsxs(_Fragment, { children: [extraActions ? _jsx("span", { className: css.footerStart, children: extraActions }) : null, _jsx(Button, { type: "button", variant: "ghost", tone: "neutral", onClick: onClose, children: t('cancel') }), _jsx(Button, { type: "submit", loading: pending, children: submitLabel })] }), children: _jsx("div", { className: css.grid, children: list.map((field) => {
                const className = field.wide || field.type === 'textarea' ? css.wide : undefined;
                const value = values[field.name];
                if (field.type === 'checkbox') {
                    return (_jsx(Checkbox, { className: className, label: field.label, name: field.name, checked: Boolean(value), onCheckedChange: (checked) => set(field.name, checked === true) }, field.name));
                }
                const message = errors[field.name]?.message;
                const common = {
                    label: field.label,
                    name: field.name,
                    error: typeof message === 'string' ? message : undefined,
                    helperText: field.hint,
                    className,
                    required: field.required,
                    value: field.toInput ? field.toInput(value) : String(value ?? ''),
                    onBlur: () => touch(field.name),
                };
                const store = (input) => set(field.name, field.fromInput ? field.fromInput(input) : input);
                if (field.type === 'textarea') {
                    return _jsx(TextArea, { ...common, onChange: (event) => store(event.target.value) }, field.name);
                }
                return (_jsx(TextField, { ...common, type: field.type ?? 'text', autoComplete: field.autoComplete, onChange: (event) => store(event.target.value) }, field.name));
            }) }) }));
}
