import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { Button, Icon, IconButton, Stack, visuallyHidden } from '@chorus/ui';
import { useEffect, useMemo, useState } from 'react';
import { formatNumber } from '../../../lib/format';
import * as shared from '../../../lib/product/product.css';
import * as css from '../../meetings.css';
import { t, useT } from '../i18n';
import { Progress } from '../parts';
/**
 * What a ballot lists, on one level: each theme once, with its ideas inside ("2 ideas"), then the ideas
 * in no theme. Hidden ideas are left out; a theme left with none is too.
 */
export function ballotTargets(ideas) {
    const visible = ideas.ideas.filter((i) => !i.hidden);
    const themes = new Map();
    const grouped = new Set();
    for (const group of ideas.groups) {
        for (const id of group.ideaIds)
            grouped.add(id);
        const inside = visible.filter((i) => group.ideaIds.includes(i.id));
        if (themes.has(group.id) || inside.length === 0)
            continue;
        themes.set(group.id, {
            id: group.id,
            label: group.title,
            name: t('vote.themeName', { title: group.title }),
            detail: t('common.ideas', { count: inside.length }),
            theme: inside,
        });
    }
    return [
        ...themes.values(),
        ...visible
            .filter((i) => !grouped.has(i.id))
            .map((i) => ({ id: i.id, label: i.text, name: i.text, detail: i.authorName ?? '' })),
    ];
}
export function VotingView({ ideas, ballot, dotsPerPerson, maxDotsPerIdea, submittedCount, eligibleCount, open, saving, onSave, }) {
    const t = useT();
    const [draft, setDraft] = useState({});
    useEffect(() => {
        if (ballot)
            setDraft(Object.fromEntries(ballot.allocations.map((a) => [a.targetId, a.points])));
    }, [ballot]);
    const used = Object.values(draft).reduce((sum, points) => sum + points, 0);
    const left = dotsPerPerson - used;
    // The names are in the active language: made again when it changes (`t` with it).
    // biome-ignore lint/correctness/useExhaustiveDependencies: t stands for the language.
    const targets = useMemo(() => ballotTargets(ideas), [ideas, t]);
    return (_jsxs(Stack, { gap: "md", minInlineSize: 0, children: [_jsx(Progress, { done: submittedCount, total: eligibleCount, kind: "voted" }), ballot?.returnedDots ? (_jsxs("p", { className: shared.metaItem, role: "status", "data-testid": "dots-returned", children: [_jsx(Icon, { name: "info", size: "xs" }), " ", t('vote.returned', { count: ballot.returnedDots })] })) : null, open ? (_jsxs("p", { className: shared.muted, "data-testid": "dots-left", children: [_jsx("strong", { children: t('vote.left', { left, total: dotsPerPerson }) }), ' ', t('vote.rules', { max: maxDotsPerIdea })] })) : null, targets.length === 0 ? _jsx("p", { className: shared.muted, children: t('vote.nothing') }) : null, _jsx(Stack, { as: "ul", gap: "sm", className: shared.bareList, "aria-label": t('vote.label'), children: targets.map((target) => {
                    const points = draft[target.id] ?? 0;
                    return (_jsxs("li", { className: shared.listItem, children: [_jsxs(Stack, { direction: "row", wrap: true, align: "center", justify: "between", gap: "sm", children: [_jsxs("span", { className: `${shared.text} ${shared.grow}`, children: [target.theme ? _jsxs("span", { className: shared.muted, children: [t('common.themePrefix'), " "] }) : null, target.theme ? _jsx("strong", { children: target.label }) : target.label, target.detail ? _jsxs("span", { className: shared.muted, children: [" \u00B7 ", target.detail] }) : null] }), open ? (_jsxs(Stack, { direction: "row", wrap: true, align: "center", gap: "sm", children: [_jsx(IconButton, { size: "sm", variant: "outline", icon: _jsx(Icon, { name: "minus", size: "sm" }), disabled: points === 0, label: t('vote.remove', { name: target.name }), onClick: () => setDraft((d) => ({ ...d, [target.id]: points - 1 })) }), _jsxs("span", { className: css.dotsLeft, "aria-live": "polite", children: [formatNumber(points), " / ", formatNumber(maxDotsPerIdea), _jsxs("span", { className: visuallyHidden, children: [" ", t('vote.dotsUnit')] })] }), _jsx(IconButton, { size: "sm", variant: "outline", tone: "accent", icon: _jsx(Icon, { name: "plus", size: "sm" }), disabled: points >= maxDotsPerIdea || left <= 0, label: t('vote.add', { name: target.name }), onClick: () => setDraft((d) => ({ ...d, [target.id]: points + 1 })) })] })) : null] }), target.theme ? (_jsx("ul", { className: css.themeIdeas, "aria-label": t('common.ideasIn', { title: target.label }), children: target.theme.map((entry) => (_jsx("li", { children: entry.text }, entry.id))) })) : null] }, target.id));
                }) }), open ? (_jsxs(Stack, { direction: "row", wrap: true, align: "center", justify: "between", gap: "sm", children: [_jsx("span", { className: shared.muted, children: ballot?.submitted ? t('vote.in') : t('vote.notSaved') }), _jsx(Button, { startIcon: _jsx(Icon, { name: "vote", size: "sm" }), loading: saving, disabled: used === 0, onClick: () => onSave(Object.entries(draft)
                            .filter(([, points]) => points > 0)
                            .map(([targetId, points]) => ({ targetId, points }))), children: t('vote.save') })] })) : null] }));
}
