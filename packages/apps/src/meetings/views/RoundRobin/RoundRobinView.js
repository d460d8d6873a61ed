import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { Button, Icon, Stack } from '@chorus/ui';
import * as shared from '../../../lib/product/product.css';
import { Tag } from '../../../lib/product/Tag';
import * as css from '../../meetings.css';
import { useT } from '../i18n';
import { PhaseCountdown } from '../parts';
const turnTone = {
    waiting: 'neutral',
    speaking: 'positive',
    passed: 'warning',
    spoke: 'neutral',
};
export function RoundRobinView({ turn, live, pending, onNext }) {
    const t = useT();
    if (!turn)
        return _jsx("p", { className: shared.muted, children: t('turn.notStarted') });
    const current = turn.queue[turn.currentIndex];
    const viewerSpeaks = current?.isViewer ?? false;
    return (_jsxs(Stack, { gap: "md", minInlineSize: 0, children: [turn.finished ? (_jsx("p", { role: "status", children: t('turn.finished') })) : (_jsxs(Stack, { direction: "row", wrap: true, align: "center", justify: "between", gap: "sm", role: "status", children: [_jsx("span", { children: viewerSpeaks ? (_jsx("strong", { children: t('turn.yours') })) : (t.rich('turn.now', { strong: (name) => _jsx("strong", { children: name }) }, { name: current?.displayName ?? '' })) }), turn.turnEndsAt ? _jsx(PhaseCountdown, { endsAt: turn.turnEndsAt, label: t('turn.timeLeft') }) : null] })), _jsx("ol", { className: css.agenda, "aria-label": t('turn.order'), children: turn.queue.map((entry, index) => (_jsxs("li", { "aria-current": index === turn.currentIndex && !turn.finished ? 'step' : undefined, className: `${css.agendaItem} ${index === turn.currentIndex ? css.agendaCurrent : entry.status === 'waiting' ? '' : css.agendaDone}`, children: [_jsxs("span", { children: [index + 1, "."] }), _jsx("span", { children: entry.isViewer ? t('turn.viewer', { name: entry.displayName }) : entry.displayName }), _jsx(Tag, { tone: turnTone[entry.status], children: t(`turn.${entry.status}`) })] }, entry.userId))) }), !turn.finished && turn.viewerCanAdvance && live ? (_jsxs(Stack, { direction: "row", wrap: true, align: "center", gap: "sm", children: [_jsx(Button, { startIcon: _jsx(Icon, { name: "check", size: "sm" }), loading: pending, onClick: () => onNext(false), children: viewerSpeaks ? t('turn.doneSpeaking') : t('turn.next') }), viewerSpeaks ? (_jsx(Button, { variant: "outline", tone: "neutral", onClick: () => onNext(true), children: t('turn.pass') })) : null] })) : null] }));
}
