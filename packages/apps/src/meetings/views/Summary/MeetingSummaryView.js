import { jsx as _jsx, jsxs as _jsxs, Fragment as _Fragment } from "react/jsx-runtime";
import { Button, Card, Icon, LinearProgress, Stack } from '@chorus/ui';
import { formatDate } from '../../../lib/format';
import { ConsentRecord, NoDecisionTag } from '../../../lib/product/ConsentRecord';
import * as shared from '../../../lib/product/product.css';
import { useT } from '../i18n';
import * as css from './summary.css';
const share = (part, whole) => (whole ? part / whole : 0);
function Ideas({ report }) {
    const t = useT();
    if (!report.themes.length && !report.ungroupedIdeas.length)
        return _jsx("p", { className: shared.muted, children: t('summary.noIdeas') });
    const idea = (entry, index) => (_jsxs("li", { className: shared.text, children: [entry.text, entry.authorName ? _jsxs("span", { className: shared.muted, children: [" \u00B7 ", entry.authorName] }) : null] }, index));
    return (_jsxs(Stack, { gap: "md", minInlineSize: 0, children: [report.themes.map((theme) => (_jsxs(Stack, { gap: "xs", minInlineSize: 0, children: [_jsxs("h4", { className: shared.subheading, children: [theme.title, ' ', _jsxs("span", { className: shared.muted, children: ["\u00B7 ", t('common.ideas', { count: theme.ideas.length })] })] }), _jsx("ul", { className: css.ideaList, "aria-label": t('common.ideasIn', { title: theme.title }), children: theme.ideas.map(idea) })] }, theme.title))), report.ungroupedIdeas.length ? (_jsxs(Stack, { gap: "xs", minInlineSize: 0, children: [report.themes.length ? (_jsxs("h4", { className: shared.subheading, children: [t('summary.noTheme'), ' ', _jsxs("span", { className: shared.muted, children: ["\u00B7 ", t('common.ideas', { count: report.ungroupedIdeas.length })] })] })) : null, _jsx("ul", { className: css.ideaList, "aria-label": t('summary.ideasNoTheme'), children: report.ungroupedIdeas.map(idea) })] })) : null] }));
}
function Votes({ report }) {
    const t = useT();
    if (!report.votes.length)
        return _jsx("p", { className: shared.muted, children: t('summary.noVotes') });
    return (_jsx(Stack, { gap: "md", minInlineSize: 0, children: report.votes.map((vote) => (_jsxs(Stack, { gap: "xs", minInlineSize: 0, children: [_jsx("h4", { className: shared.subheading, children: vote.title }), _jsx("span", { className: shared.muted, children: t('summary.voted', {
                        voted: vote.participation.voted,
                        eligible: vote.participation.eligible,
                        dots: t('common.dotsCast', { count: vote.totalPoints }),
                    }) }), _jsx(Stack, { as: "ol", gap: "xs", className: shared.bareList, "aria-label": t('summary.talliesOf', { title: vote.title }), children: vote.tallies.map((tally) => (_jsxs("li", { children: [_jsxs(Stack, { direction: "row", wrap: true, justify: "between", gap: "sm", children: [_jsxs("span", { className: `${shared.text} ${shared.grow}`, children: [tally.targetType === 'group' ? (_jsxs("span", { className: shared.muted, children: [t('common.themePrefix'), " "] })) : null, tally.label] }), _jsxs("span", { children: [_jsx("strong", { children: t('common.dots', { count: tally.points }) }), ' ', _jsx("span", { className: shared.muted, children: t('common.share', { share: share(tally.points, vote.totalPoints) }) })] })] }), _jsx(LinearProgress, { className: css.bar, value: tally.points, max: Math.max(1, vote.totalPoints), label: tally.label, "aria-hidden": true })] }, `${tally.targetType}-${tally.label}`))) })] }, vote.title))) }));
}
function Decisions({ report }) {
    const t = useT();
    if (!report.outcomes.length)
        return _jsx("p", { className: shared.muted, children: t('summary.noDecisions') });
    return (_jsx(Stack, { as: "ul", gap: "sm", className: shared.bareList, "aria-label": t('summary.decisions'), children: report.outcomes.map((outcome) => (_jsxs("li", { className: shared.listItem, children: [_jsxs(Stack, { direction: "row", wrap: true, align: "center", gap: "sm", children: [outcome.kind === 'noDecision' ? _jsx(NoDecisionTag, {}) : null, _jsx("strong", { className: shared.text, children: outcome.statement })] }), outcome.consent ? _jsx(ConsentRecord, { record: outcome.consent }) : null, outcome.reviewOn ? (_jsx("span", { className: shared.muted, children: t('summary.reviewOn', { date: formatDate(outcome.reviewOn) }) })) : null] }, outcome.id))) }));
}
function ActionItems({ report }) {
    const t = useT();
    if (!report.actionItems.length)
        return _jsx("p", { className: shared.muted, children: t('summary.noActions') });
    return (_jsx(Stack, { as: "ul", gap: "xs", className: shared.bareList, "aria-label": t('summary.actionItems'), children: report.actionItems.map((item, index) => (_jsxs("li", { className: shared.text, children: [item.text, _jsxs("span", { className: shared.muted, children: [item.owner ? _jsxs(_Fragment, { children: [" \u00B7 ", item.owner] }) : null, item.dueOn ? ` · ${t('summary.due', { date: formatDate(item.dueOn) })}` : '', item.theme ? _jsxs(_Fragment, { children: [" \u00B7 ", item.theme] }) : null] })] }, index))) }));
}
export function MeetingSummaryView({ report, onExport, onPrint }) {
    const t = useT();
    const sections = [
        { id: 'ideas', title: t('summary.ideas'), body: _jsx(Ideas, { report: report }) },
        { id: 'votes', title: t('summary.votes'), body: _jsx(Votes, { report: report }) },
        { id: 'decisions', title: t('summary.decisions'), body: _jsx(Decisions, { report: report }) },
        { id: 'actions', title: t('summary.actionItems'), body: _jsx(ActionItems, { report: report }) },
    ];
    return (_jsxs(Card, { as: "section", className: `${shared.panel} ${css.summaryRoot}`, "aria-labelledby": "summary-title", children: [_jsxs(Stack, { direction: "row", wrap: true, align: "center", justify: "between", gap: "sm", children: [_jsx("h2", { className: shared.panelTitle, id: "summary-title", children: t('summary.title') }), _jsxs(Stack, { direction: "row", wrap: true, gap: "sm", className: css.noPrint, children: [_jsx(Button, { size: "sm", startIcon: _jsx(Icon, { name: "download", size: "sm" }), onClick: onExport, children: t('summary.export') }), _jsx(Button, { size: "sm", variant: "outline", tone: "neutral", onClick: onPrint, children: t('summary.print') })] })] }), _jsxs("span", { className: shared.muted, children: [t('summary.participants', { count: report.participantCount }), report.endedAt ? t('summary.ended', { date: formatDate(report.endedAt) }) : ''] }), sections.map((section) => (_jsxs(Stack, { as: "section", gap: "sm", minInlineSize: 0, "aria-labelledby": `summary-${section.id}`, children: [_jsx("h3", { className: shared.subheading, id: `summary-${section.id}`, children: section.title }), section.body] }, section.id)))] }));
}
