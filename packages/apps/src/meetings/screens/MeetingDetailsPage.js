import { jsx as _jsx, jsxs as _jsxs, Fragment as _Fragment } from "react/jsx-runtime";
import { Link, PageSimple } from '@chorus/shell';
import { Card, Heading, Icon, QueryStatus, Stack } from '@chorus/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { confirmAction } from '../../lib/confirm';
import { formatDateTime, Time } from '../../lib/format';
import { updateCachedLists, useAppMutation } from '../../lib/mutation';
import { detailStatus } from '../../lib/product/detailStatus';
import * as shared from '../../lib/product/product.css';
import '../../lib/product/product.icons';
import { initiativeKeys } from '../../lib/product/productKeys';
import { MeetingStatusTag, Tag } from '../../lib/product/Tag';
import { errorText } from '../../lib/query';
import { meetingKeys, meetingsApi } from '../meetings.api';
import { putMeeting } from '../meetings.cache';
import { useT } from '../views/i18n';
import { AgendaPanel, LiveMeeting } from '../views/LiveMeeting';
import { MeetingSetup } from '../views/MeetingSetup';
import { saveRequest } from '../views/meetingRequests';
import { OutcomePanel } from '../views/Outcome/OutcomePanel';
import { ParticipantsView } from '../views/Participants/ParticipantsView';
import { RoleBanner } from '../views/RoleBanner/RoleBanner';
import { usePresence } from '../views/Participants/usePresence';
import { SummaryPanel } from '../views/Summary/SummaryPanel';
import * as summaryCss from '../views/Summary/summary.css';
function Protections({ meeting }) {
    const t = useT();
    const s = meeting.settings;
    return (_jsxs(Stack, { as: "ul", direction: "row", wrap: true, align: "center", gap: "sm", className: shared.bareList, "aria-label": t('details.protections'), children: [_jsx("li", { children: _jsx(Tag, { tone: "info", icon: "eye-off", children: t(`protect.${s.anonymity}`) }) }), _jsx("li", { children: _jsx(Tag, { tone: "info", icon: "lock", children: t(`protect.${s.voteVisibility}`) }) }), _jsx("li", { children: _jsx(Tag, { tone: "info", icon: "vote", children: t('protect.dots', { dots: s.dotsPerPerson, max: s.maxDotsPerIdea }) }) }), s.shuffle ? (_jsx("li", { children: _jsx(Tag, { tone: "info", children: t('protect.shuffle') }) })) : null, s.hostSpeaksLast ? (_jsx("li", { children: _jsx(Tag, { tone: "info", children: t('protect.hostSpeaksLast') }) })) : null] }));
}
function Setup({ meeting }) {
    const t = useT();
    const navigate = useNavigate();
    const answer = (result, _vars, client) => putMeeting(client, result);
    // The initiative lists its meetings (title, date, status): its detail reads them again.
    const initiative = [initiativeKeys.detail(meeting.initiativeId)];
    const save = useAppMutation({
        mutationFn: meetingsApi.save,
        answer,
        invalidate: initiative,
        errorMessage: t('setup.saveError'),
        successMessage: t('setup.saved'),
    });
    const start = useAppMutation({
        mutationFn: async (change) => {
            if (change)
                await meetingsApi.save(saveRequest(meeting, change));
            return meetingsApi.start(meeting.id);
        },
        answer,
        invalidate: initiative,
        errorMessage: t('setup.startError'),
        successMessage: t('setup.started'),
    });
    const remove = useAppMutation({
        mutationFn: () => meetingsApi.remove(meeting.id),
        answer: ({ id }, _vars, client) => updateCachedLists(client, meetingKeys.lists, (list) => list.filter((m) => m.id !== id)),
        invalidate: [...initiative, initiativeKeys.lists],
        errorMessage: t('setup.deleteError'),
        successMessage: t('setup.deleted'),
        onSuccess: () => navigate(`/apps/initiatives/details?id=${encodeURIComponent(meeting.initiativeId)}`),
    });
    return (_jsx(MeetingSetup, { meeting: meeting, saving: save.isPending, starting: start.isPending, onSave: (change) => save.mutate(saveRequest(meeting, change)), onStart: (change) => start.mutate(change), onDelete: () => confirmAction({
            title: t('setup.deleteTitle', { title: meeting.title }),
            description: t('setup.deleteDescription'),
            confirmLabel: t('common.delete'),
            onConfirm: () => remove.mutate(undefined),
        }) }));
}
function Waiting({ meeting }) {
    const t = useT();
    return (_jsxs("div", { className: shared.twoColumns, children: [_jsxs(Card, { as: "section", className: shared.panel, "aria-labelledby": "waiting-title", children: [_jsx("h2", { className: shared.panelTitle, id: "waiting-title", children: t('waiting.title') }), _jsx("p", { className: shared.text, children: t('waiting.text', { date: formatDateTime(meeting.scheduledAt), host: meeting.hostName }) }), _jsx(Protections, { meeting: meeting })] }), _jsx(AgendaPanel, { meeting: meeting })] }));
}
/** A closed meeting: its summary (ideas, themes, votes, decisions, action items), the outcomes, the agenda. */
function Ended({ meeting }) {
    return (_jsxs("div", { className: shared.twoColumns, children: [_jsx(SummaryPanel, { meeting: meeting }), _jsxs(Stack, { gap: "md", minInlineSize: 0, className: summaryCss.noPrint, children: [_jsx(OutcomePanel, { meeting: meeting }), _jsx(AgendaPanel, { meeting: meeting })] })] }));
}
export default function MeetingDetailsPage() {
    const t = useT();
    const [params] = useSearchParams();
    const id = params.get('id') ?? '';
    const detail = useQuery({
        queryKey: meetingKeys.detail(id),
        queryFn: ({ signal }) => meetingsApi.detail(id, signal),
        enabled: id !== '',
    });
    const status = detailStatus(id, detail);
    const meeting = detail.data;
    return (_jsx(PageSimple, { content: _jsxs("div", { className: shared.page, children: [_jsxs(Link, { className: shared.backLink, to: "/apps/meetings", children: [_jsx(Icon, { name: "arrow-left", size: "sm" }), " ", t('details.back')] }), _jsx(QueryStatus, { query: status.query, isEmpty: status.isEmpty, loading: t('details.loading'), error: (error) => t('details.error', { reason: errorText(error) }), empty: {
                        icon: 'video',
                        title: t('details.missing'),
                    }, children: meeting ? _jsx(Meeting, { meeting: meeting }) : null })] }) }));
}
function Meeting({ meeting }) {
    const t = useT();
    const isHost = meeting.viewerRole === 'host';
    usePresence(meeting.id, meeting.viewerCanContribute && meeting.status !== 'ended');
    return (_jsxs(_Fragment, { children: [_jsxs("header", { className: shared.header, children: [_jsxs(Stack, { gap: "xs", minInlineSize: 0, children: [_jsx(Link, { className: shared.backLink, to: `/apps/initiatives/details?id=${encodeURIComponent(meeting.initiativeId)}`, children: meeting.initiativeTitle }), _jsxs(Stack, { direction: "row", wrap: true, align: "center", gap: "sm", children: [_jsx(Heading, { level: 1, size: "xxl", className: shared.pageTitle, children: meeting.title }), _jsx(MeetingStatusTag, { status: meeting.status }), isHost ? _jsx(Tag, { tone: "accent", children: t('details.youHost') }) : null] }), meeting.goal ? _jsx("p", { className: shared.text, children: meeting.goal }) : null, _jsxs("ul", { className: shared.meta, children: [_jsxs("li", { className: shared.metaItem, children: [_jsx(Icon, { name: "calendar", size: "sm" }), t('details.when', { date: formatDateTime(meeting.scheduledAt), minutes: meeting.durationMin })] }), meeting.startedAt ? (_jsxs("li", { className: shared.metaItem, children: [_jsx(Icon, { name: "clock", size: "sm" }), _jsx(Time, { value: meeting.startedAt, format: "eventAbsolute", children: (time) => t('details.started', { time }) })] })) : null, meeting.endedAt ? (_jsxs("li", { className: shared.metaItem, children: [_jsx(Icon, { name: "clock", size: "sm" }), _jsx(Time, { value: meeting.endedAt, format: "eventAbsolute", children: (time) => t('details.ended', { time }) })] })) : null, _jsxs("li", { className: shared.metaItem, children: [_jsx(Icon, { name: "users", size: "sm" }), t('details.participants', { count: meeting.participants.length })] })] })] }), _jsx(ParticipantsView, { participants: meeting.participants, hostId: meeting.hostId, showPresence: meeting.status !== 'ended' })] }), meeting.viewerAssignment ? _jsx(RoleBanner, { assignment: meeting.viewerAssignment }) : null, meeting.status === 'scheduled' ? (isHost ? (_jsx(Setup, { meeting: meeting })) : (_jsx(Waiting, { meeting: meeting }))) : meeting.status === 'live' ? (_jsx(LiveMeeting, { meeting: meeting })) : (_jsx(Ended, { meeting: meeting }))] }));
}
