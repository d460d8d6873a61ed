import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
/** Plan a meeting in an initiative: title, goal, date, length and the template of its agenda. */
import { MEETING_TEMPLATES } from '@chorus/mock-handlers/contracts';
import { DateInput, Dialog, DialogContent, fieldProps, TextArea, TextField, useZodForm, Stack, } from '@chorus/ui';
import { z } from 'zod';
import * as shared from '../../lib/product/product.css';
import { SubmitFooter } from '../../lib/product/SubmitFooter';
import { t, useT } from '../i18n';
import { TemplatePicker } from './TemplatePicker';
function nextHour() {
    const date = new Date(Date.now() + 60 * 60 * 1000);
    date.setMinutes(0, 0, 0);
    const pad = (value) => String(value).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:00`;
}
const templates = Object.keys(MEETING_TEMPLATES);
const newMeetingSchema = z.object({
    title: z
        .string()
        .trim()
        .min(1, { error: () => t('new.titleRequired') }),
    goal: z.string(),
    scheduledAt: z
        .string()
        .refine((value) => !Number.isNaN(new Date(value).getTime()), { error: () => t('new.whenRequired') }),
    durationMin: z.coerce
        .number()
        .int({ error: () => t('new.lengthRange') })
        .min(5, { error: () => t('new.lengthRange') })
        .max(1440, { error: () => t('new.lengthRange') }),
    template: z.enum(templates),
});
export function NewMeetingDialog({ open, initiativeId, pending, onSubmit, onClose }) {
    const t = useT();
    const form = useZodForm(newMeetingSchema, {
        defaultValues: {
            title: '',
            goal: '',
            scheduledAt: nextHour(),
            durationMin: '45',
            template: 'brainwriting',
        },
    });
    return (_jsx(Dialog, { open: open, onOpenChange: (next) => (next ? undefined : onClose()), children: _jsx(DialogContent, { title: t('new.title'), description: t('new.description'), size: "lg", children: _jsxs(Stack, { as: "form", gap: "md", minInlineSize: 0, noValidate: true, onSubmit: form.handleSubmit((values) => onSubmit({
                    initiativeId,
                    title: values.title,
                    goal: values.goal,
                    scheduledAt: new Date(values.scheduledAt).toISOString(),
                    durationMin: values.durationMin,
                    template: values.template,
                })), children: [_jsx(TextField, { label: t('new.titleField'), required: true, ...fieldProps(form, 'title') }), _jsx(TextArea, { label: t('new.goal'), rows: 2, helperText: t('new.goalHelp'), ...fieldProps(form, 'goal') }), _jsxs(Stack, { direction: "row", wrap: true, align: "center", gap: "sm", children: [_jsx(DateInput, { className: shared.grow, type: "datetime-local", label: t('new.when'), ...fieldProps(form, 'scheduledAt') }), _jsx(TextField, { className: shared.grow, label: t('new.length'), type: "number", min: 5, max: 1440, ...fieldProps(form, 'durationMin') })] }), _jsxs("fieldset", { className: `${shared.settingGroup} ${shared.fieldset}`, children: [_jsx("legend", { className: shared.subheading, children: t('template.label') }), _jsx(TemplatePicker, { value: form.watch('template'), onChange: (key) => form.setValue('template', key) })] }), _jsx(SubmitFooter, { submitLabel: t('new.submit'), pending: pending })] }) }) }));
}
