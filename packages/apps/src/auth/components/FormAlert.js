import { jsx as _jsx } from "react/jsx-runtime";
import * as styles from './auth.css';
/** A message above an auth form: an error (announced at once) or a success (a polite status). Nothing when empty. */
export function FormAlert({ tone, children }) {
    if (children === null || children === undefined || children === false || children === '')
        return null;
    return tone === 'error' ? (_jsx("p", { className: styles.alertError, role: "alert", children: children })) : (_jsx("p", { className: styles.alertSuccess, role: "status", children: children }));
}
