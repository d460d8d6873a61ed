import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
/**
 * What a template app shows in a build for a real server (VITE_API_URL): its data is the demo's mock, which
 * such a build does not carry, so instead of a broken page it says so and points to the product.
 */
import { Link } from '@chorus/shell';
import { Heading, Text, useCatalogueLoads } from '@chorus/ui';
import * as css from '../product/product.css';
import { useT } from './i18n';
/** `title`: the app's name, as its navigation entry gives it (a function of the active language) or a string. */
export function MockOnlyNotice({ title }) {
    const t = useT();
    useCatalogueLoads(); // a title function reads another catalogue: render again when it loads
    return (_jsxs("div", { className: css.page, children: [_jsx(Heading, { level: 1, size: "xxl", children: typeof title === 'function' ? title() : title }), _jsx(Text, { as: "p", children: t('notice') }), _jsx(Text, { as: "p", children: _jsx(Link, { to: "/apps/initiatives", children: t('back') }) })] }));
}
