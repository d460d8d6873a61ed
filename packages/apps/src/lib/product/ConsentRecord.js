import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { Stack } from '@chorus/ui';
import { t as translate, useT } from './i18n';
import * as css from './product.css';
import { Tag } from './Tag';
/** "2 agree · 1 abstain · 0 object · 1 block": every stance, even at 0. */
export const countsText = (counts) => translate('consent.counts', { ...counts });
export const reasonLabel = (choice) => translate(choice === 'block' ? 'reason.block' : 'reason.objection');
export function ConsentRecord({ record }) {
    const t = useT();
    return (_jsxs(Stack, { gap: "xs", minInlineSize: 0, children: [_jsx("span", { className: css.muted, "data-testid": "consent-counts", children: record.round > 1
                    ? t('consent.round', { round: record.round, counts: countsText(record.counts) })
                    : countsText(record.counts) }), _jsx(Reasons, { reasons: record.minorityReport, label: t('consent.minorityReport') }), record.earlierRounds.length ? (_jsx(Stack, { as: "ul", gap: "xs", className: css.bareList, "aria-label": t('consent.earlierRounds'), children: record.earlierRounds.map((round) => (_jsxs("li", { children: [_jsx("span", { className: css.muted, children: t('consent.earlierRound', {
                                round: round.round,
                                statement: round.statement,
                                counts: countsText(round.counts),
                            }) }), _jsx(Reasons, { reasons: round.minorityReport, label: t('consent.roundMinorityReport', { round: round.round }) })] }, round.round))) })) : null] }));
}
function Reasons({ reasons, label }) {
    const t = useT();
    if (!reasons.length)
        return null;
    return (_jsx(Stack, { as: "ul", gap: "xs", className: css.bareList, "aria-label": label, children: reasons.map((entry, index) => (_jsxs(Stack, { as: "li", direction: "row", wrap: true, align: "center", gap: "sm", children: [_jsx(Tag, { tone: entry.choice === 'block' ? 'critical' : 'warning', children: reasonLabel(entry.choice) }), _jsx("span", { className: css.text, children: t('consent.reason', { reason: entry.reason }) })] }, index))) }));
}
/** "No decision" for an outcome that records the group did not decide. */
export function NoDecisionTag() {
    const t = useT();
    return (_jsx(Tag, { tone: "warning", icon: "triangle-alert", children: t('noDecision') }));
}
