import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { Icon } from '@chorus/ui';
import * as shared from '../../../lib/product/product.css';
import { useT } from '../i18n';
export function ModerationNotice({ trace }) {
    const t = useT();
    if (trace.length === 0)
        return null;
    return (_jsx("ul", { className: shared.bareList, "aria-label": t('moderation.label'), "data-testid": "moderation", children: trace.map((entry) => (_jsxs("li", { className: `${shared.muted} ${shared.metaItem}`, children: [_jsx(Icon, { name: "eye-off", size: "xs" }), ' ', t('moderation.entry', { count: entry.count, reason: entry.reason })] }, entry.reason))) }));
}
