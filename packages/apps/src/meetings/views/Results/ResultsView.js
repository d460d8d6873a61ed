import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
/** The results of a vote or a decision: only the counts while hidden, then the tallies. Props in. */
import { MIN_COUNTED_VOTERS } from '@chorus/mock-handlers/contracts';
import { Icon, LinearProgress, Stack } from '@chorus/ui';
import * as shared from '../../../lib/product/product.css';
import { reasonLabel } from '../../../lib/product/ConsentRecord';
import { useT as useProductT } from '../../../lib/product/i18n';
import { Tag } from '../../../lib/product/Tag';
import * as css from '../../meetings.css';
import { useT } from '../i18n';
export function ResultsView({ state, level = 2 }) {
    const t = useT();
    if (state.hidden) {
        return (_jsxs("p", { className: `${shared.muted} ${shared.metaItem}`, role: "status", "data-testid": "results-hidden", children: [_jsx(Icon, { name: "lock", size: "xs" }), ' ', state.participation.voted === null
                    ? t('results.hiddenFew', { min: MIN_COUNTED_VOTERS })
                    : t('results.hiddenCount', {
                        voted: state.participation.voted,
                        eligible: state.participation.eligible,
                    })] }));
    }
    return _jsx(Tallies, { results: state.results, level: level });
}
/** The share of a whole, a fraction the message shows as a rounded percentage ("86%"). */
const share = (part, whole) => (whole ? part / whole : 0);
function Tallies({ results, level }) {
    const t = useT();
    const Subtitle = level === 2 ? 'h3' : 'h4';
    const consent = results.kind === 'consent';
    // Dot bars are scaled to every dot cast (not to the largest value); stances to the people who answered.
    const total = results.tallies.reduce((sum, tally) => sum + tally.points, 0);
    const unit = (count) => t(consent ? 'results.people' : 'common.dots', { count });
    const { voted, eligible } = results.participation;
    return (_jsxs(Stack, { gap: "md", minInlineSize: 0, "data-testid": "results", children: [results.statement ? (_jsxs("p", { className: shared.text, children: [results.round > 1 ? (_jsxs("span", { className: shared.muted, children: [t('results.round', { round: results.round }), " "] })) : null, _jsx("strong", { children: results.statement })] })) : null, _jsx("span", { className: shared.muted, children: consent
                    ? t(results.closed ? 'results.tookPart' : 'results.tookPartSoFar', { voted, eligible })
                    : t(results.closed ? 'results.tookPartDots' : 'results.tookPartDotsSoFar', {
                        voted,
                        eligible,
                        dots: t('common.dotsCast', { count: total }),
                    }) }), results.blocked ? (_jsxs(Stack, { as: "p", role: "alert", direction: "row", wrap: true, align: "center", gap: "sm", className: shared.text, children: [_jsx(Tag, { tone: "critical", icon: "triangle-alert", children: t('results.blocked') }), t('results.blockedText')] })) : null, results.tallies.length === 0 ? _jsx("p", { className: shared.muted, children: t('results.noVotes') }) : null, _jsx(Stack, { as: "ol", gap: "sm", className: shared.bareList, "aria-label": t(consent ? 'results.stances' : 'results.tallies'), children: results.tallies.map((tally) => (_jsxs("li", { className: shared.listItem, children: [_jsxs(Stack, { direction: "row", wrap: true, align: "center", justify: "between", gap: "sm", children: [_jsxs("span", { className: `${shared.text} ${shared.grow}`, children: [tally.targetType === 'group' ? (_jsxs("span", { className: shared.muted, children: [t('common.themePrefix'), " "] })) : null, tally.label] }), _jsxs(Stack, { as: "span", direction: "row", wrap: true, align: "center", gap: "sm", children: [_jsx("strong", { children: unit(tally.points) }), _jsx("span", { className: shared.muted, children: t('common.share', { share: share(tally.points, total) }) })] })] }), _jsx(LinearProgress, { className: css.bar, value: tally.points, max: Math.max(1, total), label: tally.label, valueText: t('results.valueText', { points: tally.points, total }), "aria-hidden": true })] }, tally.targetId))) }), consent ? _jsx(MinorityReport, { results: results, Subtitle: Subtitle }) : null] }));
}
function MinorityReport({ results, Subtitle }) {
    useProductT(); // reasonLabel's words: the shared catalogue is loaded before they are read
    const t = useT();
    // Older answers carry only the reasons, unmarked.
    const report = results.minorityReport.length
        ? results.minorityReport
        : results.minorityReasons.map((reason) => ({ choice: null, reason }));
    return (_jsxs(Stack, { as: "section", gap: "xs", minInlineSize: 0, "aria-label": t('results.minority'), children: [_jsx(Subtitle, { className: shared.subheading, children: t('results.minority') }), report.length ? (_jsx(Stack, { as: "ul", gap: "sm", className: shared.bareList, children: report.map((entry, index) => (_jsx("li", { className: shared.listItem, children: _jsxs(Stack, { direction: "row", wrap: true, align: "center", gap: "sm", children: [entry.choice ? (_jsx(Tag, { tone: entry.choice === 'block' ? 'critical' : 'warning', children: reasonLabel(entry.choice) })) : null, _jsxs("span", { className: shared.text, children: ["\u201C", entry.reason, "\u201D"] })] }) }, index))) })) : (_jsx("p", { className: shared.muted, children: t('results.noMinority') }))] }));
}
