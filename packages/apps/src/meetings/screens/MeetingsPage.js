import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { Link, PageSimple } from '@chorus/shell';
import { Card, Chip, Heading, Icon, QueryStatus, Stack, visuallyHidden } from '@chorus/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Time } from '../../lib/format';
import * as shared from '../../lib/product/product.css';
import '../../lib/product/product.icons';
import { MeetingStatusTag } from '../../lib/product/Tag';
import { errorText } from '../../lib/query';
import { useT } from '../i18n';
import { meetingKeys, meetingsApi } from '../meetings.api';
import { plannedEnd } from '../meetings.quickPanel';
import * as css from '../meetings.css';
const filters = ['all', 'live', 'scheduled', 'ended'];
export function groupByInitiative(meetings) {
    const groups = new Map();
    for (const meeting of meetings) {
        const group = groups.get(meeting.initiativeId) ?? {
            id: meeting.initiativeId,
            title: meeting.initiativeTitle,
            meetings: [],
        };
        group.meetings.push(meeting);
        groups.set(meeting.initiativeId, group);
    }
    return [...groups.values()];
}
export default function MeetingsPage() {
    const t = useT();
    const [filter, setFilter] = useState('all');
    const list = useQuery({
        queryKey: meetingKeys.list(),
        queryFn: ({ signal }) => meetingsApi.list(undefined, signal),
    });
    const groups = useMemo(() => groupByInitiative((list.data ?? []).filter((m) => filter === 'all' || m.status === filter)), [list.data, filter]);
    return (_jsx(PageSimple, { content: _jsxs("div", { className: shared.page, children: [_jsxs(Stack, { gap: "xs", minInlineSize: 0, children: [_jsx(Heading, { level: 1, size: "xxl", children: t('list.title') }), _jsx("p", { className: shared.muted, children: t('list.intro') })] }), _jsxs(Stack, { as: "fieldset", direction: "row", wrap: true, align: "center", gap: "sm", className: css.bare, children: [_jsx("legend", { className: visuallyHidden, children: t('list.filters') }), filters.map((entry) => (_jsx(Chip, { label: t(`filter.${entry}`), selectable: true, selected: filter === entry, onSelectedChange: () => setFilter(entry) }, entry)))] }), _jsx(QueryStatus, { query: list, isEmpty: groups.length === 0, loading: t('list.loading'), error: (error) => t('list.error', { reason: errorText(error) }), empty: {
                        icon: 'video',
                        title: filter === 'all' ? t('list.empty') : t('list.emptyFilter'),
                    }, children: groups.map((group) => (_jsxs(Card, { as: "section", className: shared.panel, "aria-labelledby": `group-${group.id}`, children: [_jsxs(Stack, { direction: "row", wrap: true, align: "center", justify: "between", gap: "sm", children: [_jsx("h2", { className: shared.panelTitle, id: `group-${group.id}`, children: _jsx(Link, { className: shared.link, to: `/apps/initiatives/details?id=${encodeURIComponent(group.id)}`, children: group.title }) }), _jsx("span", { className: shared.muted, children: t('list.count', { count: group.meetings.length }) })] }), _jsx(Stack, { as: "ul", gap: "sm", className: shared.bareList, children: group.meetings.map((meeting) => (_jsxs("li", { className: `${shared.listItem} ${meeting.status === 'live' ? shared.listItemActive : ''}`, children: [_jsxs(Stack, { direction: "row", wrap: true, align: "center", justify: "between", gap: "sm", children: [_jsx(Link, { className: shared.link, to: `/apps/meetings/details?id=${encodeURIComponent(meeting.id)}`, children: meeting.title }), _jsx(MeetingStatusTag, { status: meeting.status })] }), _jsxs("ul", { className: shared.meta, children: [_jsxs("li", { className: shared.metaItem, children: [_jsx(Icon, { name: "calendar", size: "sm" }), _jsx(MeetingWhen, { meeting: meeting })] }), _jsxs("li", { className: shared.metaItem, children: [_jsx(Icon, { name: "clock", size: "sm" }), t('meeting.duration', { minutes: meeting.durationMin })] }), _jsxs("li", { className: shared.metaItem, children: [_jsx(Icon, { name: "presentation", size: "sm" }), meeting.template === 'custom'
                                                            ? t('meeting.customAgenda')
                                                            : t(`template.${meeting.template}`)] }), _jsxs("li", { className: shared.metaItem, children: [_jsx(Icon, { name: "users", size: "sm" }), meeting.viewerRole === 'host'
                                                            ? t('meeting.youHost')
                                                            : t('meeting.hostedBy', { name: meeting.hostName })] })] })] }, meeting.id))) })] }, group.id))) })] }) }));
}
/** A meeting's time in the list, labelled: 'Starts in 5 min', 'Starts 14:00', 'Ends 10:45', 'Ended yesterday'. */
function MeetingWhen({ meeting }) {
    const t = useT();
    if (meeting.status === 'live') {
        return (_jsx(Time, { value: plannedEnd(meeting), format: "eventAbsolute", children: (time) => t('meeting.ends', { time }) }));
    }
    if (meeting.status === 'ended') {
        return (_jsx(Time, { value: meeting.endedAt ?? meeting.scheduledAt, children: (time) => t('meeting.ended', { time }) }));
    }
    return (_jsx(Time, { value: meeting.scheduledAt, format: "event", children: (time) => t('meeting.starts', { time }) }));
}
