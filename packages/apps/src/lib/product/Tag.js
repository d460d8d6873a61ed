import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { Badge, Icon } from '@chorus/ui';
import { useT } from './i18n';
import * as css from './product.css';
/** A soft badge with an optional leading icon. */
export function Tag({ tone = 'neutral', icon, children, }) {
    return (_jsxs(Badge, { tone: tone, variant: "soft", className: css.tag, children: [icon ? _jsx(Icon, { name: icon, size: "xs" }) : null, children] }));
}
const meetingStatus = {
    live: { tone: 'positive', icon: 'video' },
    scheduled: { tone: 'info', icon: 'calendar' },
    ended: { tone: 'neutral', icon: 'check' },
};
export function MeetingStatusTag({ status }) {
    const t = useT();
    const { tone, icon } = meetingStatus[status];
    return (_jsx(Tag, { tone: tone, icon: icon, children: t(`meetingStatus.${status}`) }));
}
export function InitiativeStatusTag({ status }) {
    const t = useT();
    return _jsx(Tag, { tone: status === 'active' ? 'positive' : 'neutral', children: t(`initiativeStatus.${status}`) });
}
