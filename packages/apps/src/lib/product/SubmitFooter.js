import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { Button, DialogClose, DialogFooter } from '@chorus/ui';
import { useT } from './i18n';
/** A form dialog's footer: Cancel closes the dialog, the submit button sends the form. */
export function SubmitFooter({ submitLabel, pending }) {
    const t = useT();
    return (_jsxs(DialogFooter, { children: [_jsx(DialogClose, { children: _jsx(Button, { type: "button", variant: "ghost", tone: "neutral", children: t('form.cancel') }) }), _jsx(Button, { type: "submit", loading: pending, children: submitLabel })] }));
}
