import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { Avatar, Text } from '@chorus/ui';
import * as css from './product.css';
/** A person's avatar and name, with an optional muted role: "Hana Host (owner)". */
export function PersonBadge({ person, suffix }) {
    return (_jsxs("span", { className: css.metaItem, children: [_jsx(Avatar, { name: person.displayName, fallback: "initials", size: "sm", decorative: true }), _jsxs("span", { children: [person.displayName, suffix ? _jsxs(Text, { tone: "muted", children: [" ", suffix] }) : null] })] }));
}
