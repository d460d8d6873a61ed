import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { completeAuth0Callback, setUser } from '@chorus/shell';
import { useEffect, useState } from 'react';
import * as styles from '../components/auth.css';
import { useT } from '../i18n';
/** /callback (guests only): completes an Auth0 sign-in: 'Logging in with Auth0', then 'Logged in with Auth0'. */
export default function CallbackPage() {
    const t = useT();
    const [state, setState] = useState('pending');
    const [error, setError] = useState(null);
    useEffect(() => {
        let live = true;
        let timer;
        completeAuth0Callback(window.location.href)
            .then((user) => {
            if (!live)
                return;
            setState('done');
            // Show 'Logged in with Auth0' before the guard takes the signed-in user on.
            timer = setTimeout(() => setUser(user), 800);
        })
            .catch((reason) => {
            if (!live)
                return;
            setState('error');
            setError(reason instanceof Error ? reason.message : String(reason));
        });
        return () => {
            live = false;
            if (timer)
                clearTimeout(timer);
        };
    }, []);
    return (_jsxs("div", { className: styles.centered, role: "status", children: [state === 'pending' && _jsx("p", { children: t('callback.pending') }), state === 'done' && _jsx("p", { children: t('callback.done') }), state === 'error' && (_jsx("p", { className: styles.alertError, role: "alert", children: error }))] }));
}
