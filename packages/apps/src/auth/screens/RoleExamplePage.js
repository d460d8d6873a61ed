import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { authStore, Link } from '@chorus/shell';
import { Button } from '@chorus/ui';
import { useSnapshot } from 'valtio';
import * as styles from '../components/auth.css';
import { useT } from '../i18n';
export function RoleExamplePage({ title, description, withLogout }) {
    const t = useT();
    const { roles, user } = useSnapshot(authStore);
    return (_jsxs("main", { className: styles.simplePage, children: [_jsx("h1", { children: t(title) }), _jsx("p", { children: t(description) }), _jsx("p", { children: t.rich('role.signedInAs', {
                    name: (chunks) => _jsx("strong", { children: chunks }),
                    roles: (chunks) => _jsx("strong", { "data-testid": "user-roles", children: chunks }),
                }, {
                    name: roles.length > 0 ? user.data.displayName : t('role.guest'),
                    roles: roles.length > 0 ? roles.join(', ') : t('role.none'),
                }) }), withLogout && (_jsx("div", { children: _jsx(Button, { asChild: true, children: _jsx(Link, { to: "/logout", children: t('role.logout') }) }) }))] }));
}
