import { jsx as _jsx } from "react/jsx-runtime";
import { registerWithEmailAndPassword, setUser } from '@chorus/shell';
import { useEffect, useRef, useState } from 'react';
import { AuthLayout } from '../components/AuthLayout';
import { RegisterForm } from '../forms/RegisterForm';
import { useT } from '../i18n';
/** /register: a new account is signed in at once; the guard then takes it to /apps/initiatives. */
export default function RegisterPage() {
    const t = useT();
    const [success, setSuccess] = useState(null);
    const timer = useRef(undefined);
    useEffect(() => () => clearTimeout(timer.current), []);
    return (_jsx(AuthLayout, { title: t('register.title'), tagline: t('register.tagline'), note: t('register.note'), children: _jsx(RegisterForm, { successMessage: success, onSubmit: async ({ fullName, email, phoneNumber, password, organization, host }) => {
                const user = await registerWithEmailAndPassword({ fullName, email, phoneNumber, password, organization, userType: host ? 1 : 2 }, { signIn: false });
                setSuccess(t('register.created'));
                // The new user is signed in once the success message has been seen; the guard then moves on.
                timer.current = setTimeout(() => setUser(user), 1200);
            } }) }));
}
