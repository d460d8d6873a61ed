import { jsx as _jsx } from "react/jsx-runtime";
import { sendPasswordResetEmail } from '@chorus/shell';
import { AuthLayout } from '../components/AuthLayout';
import { ForgotPasswordForm } from '../forms/ForgotPasswordForm';
import { useT } from '../i18n';
export default function ForgotPasswordPage() {
    const t = useT();
    return (_jsx(AuthLayout, { title: t('forgot.title'), subtitle: t('forgot.subtitle'), tagline: t('login.tagline'), children: _jsx(ForgotPasswordForm, { onSubmit: ({ email }) => sendPasswordResetEmail(email) }) }));
}
