import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
/**
 * A modal form on the kit's Dialog: the title names it, Escape, the close button and the footer's
 * cancel close it, Enter in a field submits it. Apps put the kit's fields inside and the buttons in
 * `actions`. Closed, it gives focus back to the control that had it when it opened (the dialogs open from
 * app state, not from a DialogTrigger, so the kit's dialog would not know where to return).
 */
import { Dialog, DialogContent, DialogFooter, Stack } from '@chorus/ui';
import { useLayoutEffect, useRef } from 'react';
export function FormDialog({ open, title, description, size, onClose, onSubmit, children, actions, }) {
    const opener = useRef(null);
    // Layout effects run before the dialog's focus scope moves focus inside: this is still the opener.
    useLayoutEffect(() => {
        if (open && document.activeElement instanceof HTMLElement)
            opener.current = document.activeElement;
    }, [open]);
    return (_jsx(Dialog, { open: open, onOpenChange: (next) => (next ? undefined : onClose()), children: _jsx(DialogContent, { title: title, description: description ?? null, size: size, onCloseAutoFocus: (event) => {
                const target = opener.current;
                opener.current = null;
                if (target?.isConnected) {
                    event.preventDefault();
                    target.focus();
                }
            }, children: _jsxs(Stack, { as: "form", gap: "lg", noValidate: true, onSubmit: (event) => {
                    event.preventDefault();
                    onSubmit(event);
                }, children: [_jsx(Stack, { gap: "lg", children: children }), _jsx(DialogFooter, { children: actions })] }) }) }));
}
