import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { Avatar, Popover, PopoverContent, PopoverTrigger, Stack } from '@chorus/ui';
import { PersonBadge } from '../../../lib/product/PersonBadge';
import * as shared from '../../../lib/product/product.css';
import { Tag } from '../../../lib/product/Tag';
import * as css from '../../meetings.css';
import { useT } from '../i18n';
export function ParticipantsView({ participants, hostId, showPresence }) {
    const t = useT();
    const here = participants.filter((person) => person.here).length;
    return (_jsxs(Popover, { children: [_jsx(PopoverTrigger, { children: _jsxs("button", { type: "button", className: css.summary, children: [_jsx("span", { className: shared.avatars, "aria-hidden": true, "data-i18n-ignore": true, children: participants.slice(0, 4).map((person) => (_jsx(Avatar, { name: person.displayName, fallback: "initials", size: "xs", decorative: true }, person.id))) }), t('participants.title'), showPresence ? (_jsxs("span", { className: shared.muted, "data-testid": "here-count", children: [' ', t('participants.here', { here, total: participants.length })] })) : null] }) }), _jsx(PopoverContent, { "aria-label": t('participants.title'), align: "end", className: css.participantsPopover, children: _jsx(Stack, { as: "ul", gap: "sm", className: shared.bareList, "aria-label": t('participants.title'), children: participants.map((person) => (_jsx("li", { children: _jsxs(Stack, { direction: "row", wrap: true, align: "center", gap: "sm", children: [_jsx(PersonBadge, { person: person, suffix: person.id === hostId ? t('participants.host') : undefined }), showPresence ? (_jsx(Tag, { tone: person.here ? 'positive' : 'neutral', children: person.here ? t('participants.present') : t('participants.away') })) : null, showPresence && person.ready ? (_jsx(Tag, { tone: "info", icon: "check", children: t('participants.ready') })) : null] }) }, person.id))) }) })] }));
}
