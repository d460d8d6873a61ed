import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { Button } from '@chorus/ui';
import { Link } from '@chorus/shell';
import { useState } from 'react';
import { AuthTextField } from '../components/AuthTextField';
import { FormAlert } from '../components/FormAlert';
import * as styles from '../components/auth.css';
import { useT } from '../i18n';
import { useAuthForm } from './useAuthForm';
import { validateLogin } from './validation';
const empty = { username: '', password: '' };
export function LoginForm({ onSubmit, notice, demoAccounts, defaultValues }) {
    const t = useT();
    const [initial] = useState(() => ({ ...empty, ...defaultValues }));
    const form = useAuthForm(initial, validateLogin);
    const submit = form.handleSubmit((values) => onSubmit({ username: values.username.trim(), password: values.password }), { email: 'username' });
    const fill = (account) => {
        form.setValue('username', account.email);
        form.setValue('password', account.password);
    };
    return (_jsxs("form", { className: styles.form, onSubmit: submit, noValidate: true, "aria-label": t('login.form'), children: [_jsx(FormAlert, { tone: "error", children: notice }), _jsx(FormAlert, { tone: "error", children: form.formError }), _jsx(AuthTextField, { label: t('field.email'), type: "email", inputMode: "email", autoComplete: "username", required: true, ...form.text('username') }), _jsx(AuthTextField, { label: t('field.password'), type: "password", autoComplete: "current-password", required: true, ...form.text('password') }), _jsx("div", { className: styles.row, children: _jsx(Link, { className: styles.link, to: "/forgot-password", children: t('login.forgot') }) }), _jsx(Button, { type: "submit", fullWidth: true, disabled: !form.isValid, loading: form.busy, children: t('login.submit') }), _jsxs("div", { className: styles.row, children: [_jsx("span", { children: t('login.noAccount') }), _jsx(Link, { className: styles.link, to: "/register", children: t('login.createAccount') })] }), demoAccounts && demoAccounts.length > 0 && (_jsxs("section", { className: styles.demoBox, "aria-labelledby": "demo-accounts-title", children: [_jsx("h2", { id: "demo-accounts-title", className: styles.demoTitle, children: t('login.demoTitle') }), _jsx("p", { className: styles.demoNote, children: t('login.demoStorage') }), _jsx("ul", { className: styles.demoList, children: demoAccounts.map((account) => (_jsx("li", { children: _jsxs("button", { type: "button", className: styles.demoButton, onClick: () => fill(account), children: [account.label && _jsxs("strong", { children: [account.label, ": "] }), _jsx("span", { className: styles.mono, children: account.email }), " /", ' ', _jsx("span", { className: styles.mono, children: account.password })] }) }, account.email))) })] }))] }));
}
