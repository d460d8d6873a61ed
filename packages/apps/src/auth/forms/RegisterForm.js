import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { Button } from '@chorus/ui';
import { Link } from '@chorus/shell';
import { useState } from 'react';
import { AuthTextField } from '../components/AuthTextField';
import { FormAlert } from '../components/FormAlert';
import * as styles from '../components/auth.css';
import { useT } from '../i18n';
import { useAuthForm } from './useAuthForm';
import { toPhoneInput, validateRegister } from './validation';
const empty = {
    fullName: '',
    email: '',
    phoneNumber: '',
    password: '',
    'password-confirm': '',
    organization: '',
    host: false,
};
export function RegisterForm({ onSubmit, successMessage, defaultValues }) {
    const t = useT();
    const [initial] = useState(() => ({ ...empty, ...defaultValues }));
    const form = useAuthForm(initial, validateRegister);
    const submit = form.handleSubmit((v) => onSubmit({
        ...v,
        fullName: v.fullName.trim(),
        email: v.email.trim(),
        organization: v.organization.trim(),
    }), { email: 'email', displayName: 'fullName', password: 'password' });
    return (_jsxs("form", { className: styles.form, onSubmit: submit, noValidate: true, "aria-label": t('register.form'), children: [_jsx(FormAlert, { tone: "success", children: successMessage }), _jsx(FormAlert, { tone: "error", children: form.formError }), _jsx(AuthTextField, { label: t('field.fullName'), autoComplete: "name", required: true, ...form.text('fullName') }), _jsx(AuthTextField, { label: t('field.email'), type: "email", autoComplete: "email", required: true, ...form.text('email') }), _jsx(AuthTextField, { label: t('field.phoneNumber'), type: "tel", inputMode: "numeric", autoComplete: "tel", required: true, ...form.text('phoneNumber', toPhoneInput) }), _jsx(AuthTextField, { label: t('field.password'), type: "password", autoComplete: "new-password", required: true, ...form.text('password') }), _jsx(AuthTextField, { label: t('field.passwordConfirm'), type: "password", autoComplete: "new-password", required: true, ...form.text('password-confirm') }), _jsx(AuthTextField, { label: t('field.organization'), autoComplete: "organization", required: true, ...form.text('organization') }), _jsxs("label", { className: styles.checkbox, children: [_jsx("input", { type: "checkbox", name: "host", checked: form.values.host, onChange: (event) => form.setValue('host', event.target.checked) }), t('register.host')] }), _jsx(Button, { type: "submit", fullWidth: true, disabled: !form.isValid, loading: form.busy, children: t('register.submit') }), _jsxs("div", { className: styles.row, children: [_jsx("span", { children: t('register.haveAccount') }), _jsx(Link, { className: styles.link, to: "/login", children: t('register.login') })] })] }));
}
