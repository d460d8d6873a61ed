import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { Card, QueryStatus } from '@chorus/ui';
import * as shared from '../../../lib/product/product.css';
import { errorText } from '../../../lib/query';
import { useT } from '../i18n';
import { ResultsView } from './ResultsView';
import { useResults } from './useResults';
/** The results of a vote or a decision, in a panel of their own: hidden (counts only) until published. */
export function ResultsPanel({ phase, title, level = 2, }) {
    const t = useT();
    const Title = level === 2 ? 'h2' : 'h3';
    const results = useResults(phase);
    const heading = title ?? t('results.title', { title: phase.title });
    return (_jsxs(Card, { as: "section", className: shared.panel, "aria-label": heading, children: [_jsx(Title, { className: shared.panelTitle, children: heading }), _jsx(QueryStatus, { query: results, loading: t('results.loading'), error: (error) => t('results.error', { reason: errorText(error) }), children: results.data ? _jsx(ResultsView, { state: results.data, level: level }) : null })] }));
}
