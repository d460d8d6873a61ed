import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
/** Small pieces of the meeting screens, composed from @chorus/ui. */
import { MIN_COUNTED_VOTERS } from '@chorus/mock-handlers/contracts';
import { Icon, LinearProgress, Stack, Text, useCountdown } from '@chorus/ui';
import * as shared from '../../lib/product/product.css';
import * as css from '../meetings.css';
import { useT } from './i18n';
/** mm:ss (hours folded into the minutes: a phase rarely runs an hour). */
function clock(total) {
    const seconds = Math.max(0, Math.round(total / 1000));
    return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
/** The time left until `endsAt` as mm:ss, ticking through the kit's useCountdown; "Time is up" after it. */
export function PhaseCountdown({ endsAt, label }) {
    const t = useT();
    const left = useCountdown(endsAt ?? Date.now());
    if (!endsAt)
        return _jsx(Text, { tone: "muted", children: t('countdown.none') });
    return (_jsxs("span", { className: shared.metaItem, children: [_jsx(Icon, { name: "timer", size: "sm" }), _jsx("span", { role: "timer", "aria-label": label ?? t('countdown.label'), className: left.isComplete ? `${css.countdown} ${css.countdownLate}` : css.countdown, "data-testid": "countdown", children: left.isComplete ? t('countdown.up') : clock(left.total) })] }));
}
/** "N of M submitted": counts only, never who. */
export function Progress({ done, total, kind, }) {
    const t = useT();
    if (done === null) {
        // Fewer than MIN_COUNTED_VOTERS: a count would tell who has voted.
        return (_jsx(Text, { tone: "muted", size: "sm", "data-testid": "progress", children: t(`progress.${kind}.few`, { min: MIN_COUNTED_VOTERS }) }));
    }
    const text = t(`progress.${kind}`, { done, total });
    return (_jsxs(Stack, { gap: "xs", minInlineSize: 0, children: [_jsx(Text, { tone: "muted", size: "sm", "data-testid": "progress", children: text }), _jsx(LinearProgress, { value: done, max: Math.max(total, 1), label: t(`progress.${kind}.label`), valueText: text })] }));
}
