import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { Avatar, visuallyHidden } from '@chorus/ui';
import { statusKey } from '../chat.api';
import { useT } from '../i18n';
import * as css from './chat.css';
export function StatusAvatar({ name, src, status, size = 'md', announce = true, }) {
    const t = useT();
    return (_jsxs("span", { className: css.avatarWrap, children: [_jsx(Avatar, { src: src, name: name, size: size, decorative: true }), _jsx("span", { className: [css.statusDot, css.statusColors[status]].join(' '), "aria-hidden": "true" }), announce ? (_jsx("span", { className: visuallyHidden, children: t('status.said', { status: t(statusKey(status)) }) })) : null] }));
}
