import { jsx as _jsx } from "react/jsx-runtime";
import { logout } from '@chorus/shell';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import * as styles from '../components/auth.css';
import { useT } from '../i18n';
/** /logout: 'Logging out..', clears the role, signs out, goes to /login. */
export default function LogoutPage() {
    const t = useT();
    const navigate = useNavigate();
    useEffect(() => {
        let live = true;
        // Let 'Logging out..' paint before the guard sees a guest.
        const timer = setTimeout(() => {
            void logout().then(() => {
                if (live)
                    navigate('/login', { replace: true });
            });
        }, 300);
        return () => {
            live = false;
            clearTimeout(timer);
        };
    }, [navigate]);
    return (_jsx("div", { className: styles.centered, role: "status", children: _jsx("p", { children: t('logout.pending') }) }));
}
