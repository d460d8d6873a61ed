import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { useId } from 'react';
import * as styles from './auth.css';
/** A labelled input whose error is announced and tied to it (aria-describedby). */
export function AuthTextField({ label, error, id, ...input }) {
    const autoId = useId();
    const inputId = id ?? `${autoId}-${input.name}`;
    const errorId = `${inputId}-error`;
    return (_jsxs("div", { className: styles.field, children: [_jsx("label", { className: styles.label, htmlFor: inputId, children: label }), _jsx("input", { ...input, id: inputId, className: styles.input, "aria-invalid": error ? true : undefined, "aria-describedby": error ? errorId : undefined }), error && (_jsx("p", { id: errorId, className: styles.fieldError, role: "alert", children: error }))] }));
}
