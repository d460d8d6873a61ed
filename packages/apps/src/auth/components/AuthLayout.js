import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { useT } from '../i18n';
import * as styles from './auth.css';
/** The login/register/forgot-password frame: the form on one side, the brand and tagline on the other. */
export function AuthLayout({ title, subtitle, tagline, note, children }) {
    const t = useT();
    return (_jsx("main", { className: styles.page, children: _jsxs("div", { className: styles.card, children: [_jsxs("section", { className: styles.formSide, "aria-labelledby": "auth-title", children: [_jsx("span", { className: styles.logo, "aria-hidden": "true", children: t('brand.name') }), _jsx("h1", { id: "auth-title", className: styles.title, children: title }), subtitle && _jsx("p", { className: styles.subtitle, children: subtitle }), children] }), _jsxs("aside", { className: styles.brandSide, "aria-label": t('brand.about'), children: [_jsx("p", { className: styles.brandName, children: t('brand.name') }), _jsx("p", { className: styles.tagline, children: tagline }), note && _jsx("p", { className: styles.brandNote, children: note })] })] }) }));
}
