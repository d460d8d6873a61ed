import { jsx as _jsx } from "react/jsx-runtime";
import { authMessageText, authStore, signInWithEmailAndPassword } from '@chorus/shell';
import { useCatalogueLoads } from '@chorus/ui';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { loadDemoAccounts, loadedDemoAccounts } from '../authPages.config';
import { AuthLayout } from '../components/AuthLayout';
import { LoginForm } from '../forms/LoginForm';
import { useT } from '../i18n';
/** /login: after sign-in the route guard sends the user back where they were going, or to /apps/initiatives. */
export default function LoginPage() {
    const t = useT();
    const { message } = useSnapshot(authStore);
    useCatalogueLoads(); // the sign-out reason is the shell's notice: render again when its language arrives
    // Loaded with the route (see ../index.ts); the effect covers a page rendered without that route.
    const [accounts, setAccounts] = useState(() => loadedDemoAccounts() ?? []);
    useEffect(() => {
        let live = true;
        void loadDemoAccounts().then((list) => {
            if (live)
                setAccounts(list);
        });
        return () => {
            live = false;
        };
    }, []);
    return (_jsx(AuthLayout, { title: t('login.title'), tagline: t('login.tagline'), note: t('login.note'), children: _jsx(LoginForm, { notice: message ? authMessageText(message) : message, demoAccounts: accounts, onSubmit: async ({ username, password }) => {
                await signInWithEmailAndPassword(username, password);
            } }) }));
}
