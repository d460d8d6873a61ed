import { jsx as _jsx, jsxs as _jsxs, Fragment as _Fragment } from "react/jsx-runtime";
import { authStore, Link, PageSimple } from '@chorus/shell';
import { Button, Card, Heading, Icon, QueryStatus, Stack } from '@chorus/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { confirmAction } from '../../lib/confirm';
import { formatDate, formatDateTime } from '../../lib/format';
import { updateCachedLists, useAppMutation } from '../../lib/mutation';
import { ConsentRecord, NoDecisionTag } from '../../lib/product/ConsentRecord';
import { detailStatus } from '../../lib/product/detailStatus';
import { PersonBadge } from '../../lib/product/PersonBadge';
import * as css from '../../lib/product/product.css';
import '../../lib/product/product.icons';
import { meetingKeys } from '../../lib/product/productKeys';
import { InitiativeStatusTag, MeetingStatusTag, Tag } from '../../lib/product/Tag';
import { errorText } from '../../lib/query';
import { NewMeetingDialog } from '../../meetings/views/NewMeetingDialog';
import { useT } from '../i18n';
import { initiativeKeys, initiativesApi } from '../initiatives.api';
import { InitiativeDialog } from '../views/InitiativeDialog';
function MeetingRow({ meeting }) {
    const t = useT();
    return (_jsxs("li", { className: css.listItem, children: [_jsxs(Stack, { direction: "row", wrap: true, align: "center", justify: "between", gap: "sm", children: [_jsx(Link, { className: css.link, to: `/apps/meetings/details?id=${encodeURIComponent(meeting.id)}`, children: meeting.title }), _jsx(MeetingStatusTag, { status: meeting.status })] }), _jsx("span", { className: css.muted, children: t('details.meetingLine', {
                    date: formatDateTime(meeting.scheduledAt),
                    duration: meeting.durationMin,
                    host: meeting.hostName,
                }) })] }));
}
function MeetingList({ meetings }) {
    return (_jsx(Stack, { as: "ul", gap: "sm", className: css.bareList, children: meetings.map((meeting) => (_jsx(MeetingRow, { meeting: meeting }, meeting.id))) }));
}
export function DecisionLog({ outcomes }) {
    const t = useT();
    const today = new Date().toISOString().slice(0, 10);
    if (outcomes.length === 0) {
        return _jsx("p", { className: css.muted, children: t('log.empty') });
    }
    return (_jsx(Stack, { as: "ul", gap: "sm", className: css.bareList, "aria-label": t('log.label'), children: outcomes.map((outcome) => {
            const due = outcome.reviewOn !== null && outcome.reviewOn.slice(0, 10) <= today;
            return (_jsxs("li", { className: css.listItem, children: [_jsxs(Stack, { direction: "row", wrap: true, align: "center", gap: "sm", children: [outcome.kind === 'noDecision' ? _jsx(NoDecisionTag, {}) : null, _jsx("p", { className: css.text, children: _jsx("strong", { children: outcome.statement }) })] }), outcome.consent ? _jsx(ConsentRecord, { record: outcome.consent }) : null, _jsxs(Stack, { direction: "row", wrap: true, align: "center", gap: "sm", children: [_jsx("span", { className: css.muted, children: t.rich(outcome.kind === 'noDecision' ? 'log.recorded' : 'log.decided', {
                                    link: (text) => (_jsx(Link, { className: css.link, to: `/apps/meetings/details?id=${encodeURIComponent(outcome.meetingId)}`, children: text })),
                                }, { date: formatDate(outcome.decidedAt), meeting: outcome.meetingTitle }) }), outcome.reviewOn ? (_jsx(Tag, { tone: due ? 'warning' : 'info', icon: "calendar", children: t(due ? 'log.reviewDue' : 'log.reviewOn', { date: formatDate(outcome.reviewOn) }) })) : null] })] }, outcome.id));
        }) }));
}
export default function InitiativeDetailsPage() {
    const t = useT();
    const [params] = useSearchParams();
    const id = params.get('id') ?? '';
    const auth = useSnapshot(authStore);
    const isHost = auth.roles.includes('Host');
    const navigate = useNavigate();
    const [dialog, setDialog] = useState(null);
    const [dialogKey, setDialogKey] = useState(0);
    const open = (which) => {
        setDialogKey((key) => key + 1);
        setDialog(which);
    };
    const detail = useQuery({
        queryKey: initiativeKeys.detail(id),
        queryFn: ({ signal }) => initiativesApi.detail(id, signal),
        enabled: id !== '',
    });
    // Membership: each change at once, the answer (the initiative as its owner sees it) into the cache.
    const putDetail = (saved, _vars, client) => client.setQueryData(initiativeKeys.detail(saved.id), saved);
    const invite = useAppMutation({
        mutationFn: initiativesApi.invite,
        answer: putDetail,
        errorMessage: t('details.inviteError'),
        successMessage: ({ email }) => t('details.inviteSent', { email }),
    });
    const withdraw = useAppMutation({
        mutationFn: (invitation) => initiativesApi.withdraw(invitation.id),
        answer: putDetail,
        errorMessage: t('details.withdrawError'),
        successMessage: ({ email }) => t('details.withdrawn', { email }),
    });
    const removeMember = useAppMutation({
        mutationFn: (member) => initiativesApi.removeMember({ initiativeId: id, userId: member.id }),
        answer: putDetail,
        invalidate: [initiativeKeys.lists],
        errorMessage: t('details.removeError'),
        successMessage: ({ displayName }) => t('details.removed', { name: displayName }),
    });
    const leave = useAppMutation({
        mutationFn: initiativesApi.leave,
        answer: ({ id: left }, _vars, client) => {
            updateCachedLists(client, initiativeKeys.lists, (list) => list.filter((item) => item.id !== left));
            client.removeQueries({ queryKey: initiativeKeys.detail(left) });
        },
        invalidate: [meetingKeys.lists],
        errorMessage: t('details.leaveError'),
        successMessage: t('details.left'),
        onSuccess: () => navigate('/apps/initiatives'),
    });
    const save = useAppMutation({
        mutationFn: initiativesApi.save,
        answer: (saved, _vars, client) => client.setQueryData(initiativeKeys.detail(saved.id), saved),
        // A new status or title may move it between the lists' filters: the lists read it again.
        invalidate: [initiativeKeys.lists],
        errorMessage: t('details.saveError'),
        successMessage: t('details.saved'),
        onSuccess: () => setDialog(null),
    });
    const remove = useAppMutation({
        mutationFn: initiativesApi.remove,
        answer: ({ id: removed }, _vars, client) => updateCachedLists(client, initiativeKeys.lists, (list) => list.filter((item) => item.id !== removed)),
        // Its meetings went with it.
        invalidate: [meetingKeys.lists],
        errorMessage: t('details.deleteError'),
        successMessage: t('details.deleted'),
        onSuccess: () => navigate('/apps/initiatives'),
    });
    const planMeeting = useAppMutation({
        mutationFn: initiativesApi.planMeeting,
        answer: (meeting, _vars, client) => client.setQueryData(meetingKeys.detail(meeting.id), meeting),
        invalidate: (meeting) => [
            initiativeKeys.detail(meeting.initiativeId),
            initiativeKeys.lists,
            meetingKeys.lists,
        ],
        errorMessage: t('details.planError'),
        successMessage: (_vars, meeting) => t('details.planned', { title: meeting.title }),
        onSuccess: (meeting) => {
            setDialog(null);
            navigate(`/apps/meetings/details?id=${encodeURIComponent(meeting.id)}`);
        },
    });
    const status = detailStatus(id, detail);
    const initiative = detail.data;
    return (_jsx(PageSimple, { content: _jsxs("div", { className: css.page, children: [_jsxs(Link, { className: css.backLink, to: "/apps/initiatives", children: [_jsx(Icon, { name: "arrow-left", size: "sm" }), " ", t('details.back')] }), _jsx(QueryStatus, { query: status.query, isEmpty: status.isEmpty, loading: t('details.loading'), error: (error) => t('details.error', { error: errorText(error) }), empty: {
                        icon: 'lightbulb',
                        title: t('details.notFound'),
                    }, children: initiative ? (_jsxs(_Fragment, { children: [_jsxs("div", { className: css.header, children: [_jsxs(Stack, { gap: "xs", minInlineSize: 0, children: [_jsxs(Stack, { direction: "row", wrap: true, align: "center", gap: "sm", children: [_jsx(Heading, { level: 1, size: "xxl", className: css.pageTitle, children: initiative.title }), _jsx(InitiativeStatusTag, { status: initiative.status })] }), _jsx("p", { className: css.text, children: initiative.description || t('details.noDescription') })] }), _jsxs(Stack, { direction: "row", wrap: true, align: "center", gap: "sm", children: [isHost && initiative.status === 'active' ? (_jsx(Button, { startIcon: _jsx(Icon, { name: "calendar-plus", size: "sm" }), onClick: () => open('meeting'), children: t('details.newMeeting') })) : null, initiative.viewerIsOwner ? (_jsxs(_Fragment, { children: [_jsx(Button, { variant: "outline", tone: "neutral", startIcon: _jsx(Icon, { name: "pencil", size: "sm" }), onClick: () => open('edit'), children: t('details.edit') }), _jsx(Button, { variant: "ghost", tone: "critical", startIcon: _jsx(Icon, { name: "trash", size: "sm" }), onClick: () => confirmAction({
                                                            title: t('details.deleteTitle', { title: initiative.title }),
                                                            description: t('details.deleteDescription'),
                                                            confirmLabel: t('details.delete'),
                                                            onConfirm: () => remove.mutate(initiative.id),
                                                        }), children: t('details.delete') })] })) : (_jsx(Button, { variant: "ghost", tone: "neutral", startIcon: _jsx(Icon, { name: "x", size: "sm" }), onClick: () => confirmAction({
                                                    title: t('details.leaveTitle', { title: initiative.title }),
                                                    description: t('details.leaveDescription'),
                                                    confirmLabel: t('details.leaveConfirm'),
                                                    onConfirm: () => leave.mutate(initiative.id),
                                                }), children: t('details.leave') }))] })] }), _jsxs("div", { className: css.twoColumns, children: [_jsxs(Stack, { gap: "md", minInlineSize: 0, children: [_jsxs(Card, { as: "section", className: css.panel, "aria-labelledby": "upcoming-title", children: [_jsx("h2", { className: css.panelTitle, id: "upcoming-title", children: t('details.upcoming') }), initiative.meetings.some((m) => m.status !== 'ended') ? (_jsx(MeetingList, { meetings: initiative.meetings.filter((m) => m.status !== 'ended') })) : (_jsx("p", { className: css.muted, children: isHost && initiative.status === 'active'
                                                            ? t('details.nothingPlannedHost')
                                                            : t('details.nothingPlanned') }))] }), _jsxs(Card, { as: "section", className: css.panel, "aria-labelledby": "decisions-title", children: [_jsx("h2", { className: css.panelTitle, id: "decisions-title", children: t('details.decisionLog') }), _jsx(DecisionLog, { outcomes: initiative.outcomes })] }), _jsxs(Card, { as: "section", className: css.panel, "aria-labelledby": "past-title", children: [_jsx("h2", { className: css.panelTitle, id: "past-title", children: t('details.past') }), initiative.meetings.some((m) => m.status === 'ended') ? (_jsx(MeetingList, { meetings: initiative.meetings.filter((m) => m.status === 'ended') })) : (_jsx("p", { className: css.muted, children: t('details.noPast') }))] })] }), _jsxs(Card, { as: "section", className: css.panel, "aria-labelledby": "members-title", children: [_jsx("h2", { className: css.panelTitle, id: "members-title", children: t('details.members', { count: initiative.members.length }) }), _jsx(Stack, { as: "ul", gap: "sm", className: css.bareList, "aria-label": t('details.membersLabel'), children: initiative.members.map((member) => (_jsx("li", { children: _jsx(PersonBadge, { person: member, suffix: member.id === initiative.ownerId
                                                            ? t('details.owner')
                                                            : member.userType === 1
                                                                ? t('details.host')
                                                                : undefined }) }, member.id))) }), initiative.invitations.length > 0 ? (_jsxs(_Fragment, { children: [_jsx("h3", { className: css.subheading, children: t('details.invited') }), _jsx(Stack, { as: "ul", gap: "sm", className: css.bareList, "aria-label": t('details.pendingLabel'), children: initiative.invitations.map((invitation) => (_jsx("li", { children: _jsxs(Stack, { direction: "row", wrap: true, align: "center", gap: "sm", children: [_jsx("span", { className: css.text, children: invitation.email }), _jsx(Tag, { tone: "info", children: t('details.pending') })] }) }, invitation.id))) })] })) : null, _jsx("p", { className: css.muted, children: t('details.meetingCount', { count: initiative.meetingCount }) })] })] }), initiative.viewerIsOwner ? (_jsx(InitiativeDialog, { open: dialog === 'edit', initial: initiative, membership: {
                                    members: initiative.members.map((member) => ({
                                        id: member.id,
                                        displayName: member.displayName,
                                        suffix: member.id === initiative.ownerId ? t('details.owner') : undefined,
                                        removable: member.id !== initiative.ownerId,
                                    })),
                                    invitations: initiative.invitations,
                                    inviting: invite.isPending,
                                    onInvite: (email) => invite.mutate({ initiativeId: initiative.id, email }),
                                    onWithdraw: (invitation) => withdraw.mutate(invitation),
                                    onRemove: (member) => confirmAction({
                                        title: t('details.removeTitle', { name: member.displayName }),
                                        description: t('details.removeDescription'),
                                        confirmLabel: t('details.removeConfirm'),
                                        onConfirm: () => removeMember.mutate(member),
                                    }),
                                }, viewer: auth.user.data, pending: save.isPending, onSubmit: (request) => save.mutate(request), onClose: () => setDialog(null) }, `edit-${dialogKey}`)) : null, isHost ? (_jsx(NewMeetingDialog, { open: dialog === 'meeting', initiativeId: initiative.id, pending: planMeeting.isPending, onSubmit: (request) => planMeeting.mutate(request), onClose: () => setDialog(null) }, `meeting-${dialogKey}`)) : null] })) : null })] }) }));
}
