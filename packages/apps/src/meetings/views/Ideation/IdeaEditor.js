import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
/**
 * Writing or editing one idea. The text stays in the field until the server has taken it: a refused
 * save (time is up, 409) leaves it there to copy or to send again once the host extends the time.
 */
import { IDEA_MAX_LENGTH } from '@chorus/mock-handlers/contracts';
import { Button, Checkbox, fieldProps, Stack, TextArea, useZodForm } from '@chorus/ui';
import { z } from 'zod';
import { t, useT } from '../i18n';
const ideaSchema = z.object({
    text: z
        .string()
        .trim()
        .min(1, { error: () => t('editor.required') })
        .max(IDEA_MAX_LENGTH),
    showName: z.boolean(),
});
export function IdeaEditor({ label, submitLabel, initial, showNameOption, onSubmit, onCancel, }) {
    const t = useT();
    const form = useZodForm(ideaSchema, {
        defaultValues: { text: initial?.text ?? '', showName: initial?.showName ?? false },
    });
    const text = form.watch('text');
    const showName = form.watch('showName');
    const left = IDEA_MAX_LENGTH - text.length;
    const submit = form.handleSubmit(async (values) => {
        try {
            await onSubmit(values);
        }
        catch {
            // Refused: the snackbar says why, and the text stays.
            return;
        }
        // "Show my name" is chosen per idea: the next one starts anonymous again.
        if (!initial)
            form.reset({ text: '', showName: false });
    });
    return (_jsxs(Stack, { as: "form", gap: "xs", minInlineSize: 0, noValidate: true, onSubmit: submit, children: [_jsx(TextArea, { label: label, rows: 3, maxLength: IDEA_MAX_LENGTH, helperText: t(initial ? 'editor.helpSave' : 'editor.helpAdd', { left }), ...fieldProps(form, 'text'), onKeyDown: (event) => {
                    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey))
                        event.currentTarget.form?.requestSubmit();
                } }), _jsxs(Stack, { direction: "row", wrap: true, align: "center", justify: "between", gap: "sm", children: [showNameOption ? (_jsx(Checkbox, { label: t('editor.showName'), checked: showName, onCheckedChange: (checked) => form.setValue('showName', checked === true) })) : (_jsx("span", {})), _jsxs(Stack, { direction: "row", wrap: true, align: "center", gap: "sm", children: [onCancel ? (_jsx(Button, { type: "button", size: "sm", variant: "ghost", tone: "neutral", onClick: onCancel, children: t('common.cancel') })) : null, _jsx(Button, { type: "submit", size: "sm", disabled: !text.trim(), loading: form.formState.isSubmitting, children: submitLabel })] })] })] }));
}
