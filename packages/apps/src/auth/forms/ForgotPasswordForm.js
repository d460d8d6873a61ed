import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { Button } from '@chorus/ui';
import { Link } from '@chorus/shell';
import { useState } from 'react';
import { AuthTextField } from '../components/AuthTextField';
import { FormAlert } from '../components/FormAlert';
import * as styles from '../components/auth.css';
import { useT } from '../i18n';
import { useAuthForm } from './useAuthForm';
import { validateForgotPassword } from './validation';
export function ForgotPasswordForm({ onSubmit, defaultValues }) {
    const t = useT();
    const [initial] = useState(() => ({ email: '', ...defaultValues }));
    const form = useAuthForm(initial, validateForgotPassword);
    const [sent, setSent] = useState(false);
    const submit = form.handleSubmit(async (values) => {
        await onSubmit({ email: values.email.trim() });
        setSent(true);
    }, { email: 'email', displayName: 'email' });
    return (_jsxs("form", { className: styles.form, onSubmit: submit, noValidate: true, "aria-label": t('forgot.form'), children: [_jsx(FormAlert, { tone: "success", children: sent ? t('forgot.sent') : null }), _jsx(FormAlert, { tone: "error", children: form.formError }), _jsx(AuthTextField, { label: t('field.email'), type: "email", autoComplete: "email", required: true, ...form.text('email') }), _jsx(Button, { type: "submit", fullWidth: true, disabled: !form.isValid, loading: form.busy, children: t('forgot.submit') }), _jsx("div", { className: styles.row, children: _jsx(Link, { className: styles.link, to: "/login", children: t('forgot.back') }) })] }));
}
