import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { authStore, Link, PageSimple } from '@chorus/shell';
import { Avatar, Button, Card, Heading, Icon, QueryStatus, Select, Stack, TextField } from '@chorus/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { formatDateTime } from '../../lib/format';
import { updateCachedLists, useAppMutation } from '../../lib/mutation';
import * as css from '../../lib/product/product.css';
import '../../lib/product/product.icons';
import { InitiativeStatusTag } from '../../lib/product/Tag';
import { errorText } from '../../lib/query';
import { useT } from '../i18n';
import { initiativeKeys, initiativesApi } from '../initiatives.api';
import * as own from '../initiatives.css';
import { InitiativeDialog } from '../views/InitiativeDialog';
import { InvitationsPanel } from '../views/InvitationsPanel';
function InitiativeCard({ initiative }) {
    const t = useT();
    const titleId = `initiative-${initiative.id}`;
    return (_jsxs(Card, { as: "li", className: css.panel, "aria-labelledby": titleId, children: [_jsxs(Stack, { direction: "row", wrap: true, align: "center", justify: "between", gap: "sm", children: [_jsx("h2", { className: css.panelTitle, id: titleId, children: _jsx(Link, { className: css.link, to: `/apps/initiatives/details?id=${encodeURIComponent(initiative.id)}`, children: initiative.title }) }), _jsx(InitiativeStatusTag, { status: initiative.status })] }), initiative.description ? _jsx("p", { className: css.text, children: initiative.description }) : null, _jsxs("ul", { className: css.meta, children: [_jsxs("li", { className: css.metaItem, children: [_jsx(Icon, { name: "users", size: "sm" }), t('card.members', { count: initiative.members.length })] }), _jsxs("li", { className: css.metaItem, children: [_jsx(Icon, { name: "calendar", size: "sm" }), initiative.nextMeetingAt
                                ? t('card.nextMeeting', { date: formatDateTime(initiative.nextMeetingAt) })
                                : t('card.noMeeting')] }), _jsxs("li", { className: css.metaItem, children: [_jsx(Icon, { name: "flag", size: "sm" }), t('card.openDecisions', { count: initiative.openDecisionCount })] })] }), _jsxs("div", { className: css.avatars, children: [initiative.members.slice(0, 6).map((member) => (_jsx(Avatar, { name: member.displayName, fallback: "initials", size: "sm", title: member.displayName }, member.id))), initiative.members.length > 6 ? (_jsx("span", { className: css.muted, children: t('card.moreMembers', { count: initiative.members.length - 6 }) })) : null] })] }));
}
export default function InitiativesPage() {
    const t = useT();
    const statusOptions = [
        { value: 'all', label: t('status.all') },
        { value: 'active', label: t('status.active') },
        { value: 'archived', label: t('status.archived') },
    ];
    const auth = useSnapshot(authStore);
    const isHost = auth.roles.includes('Host');
    const [search, setSearch] = useState('');
    const [status, setStatus] = useState('all');
    const [dialogOpen, setDialogOpen] = useState(false);
    const [dialogKey, setDialogKey] = useState(0);
    const q = useDeferredValue(search.trim());
    const navigate = useNavigate();
    const queryClient = useQueryClient();
    const list = useQuery({
        queryKey: initiativeKeys.list(status, q),
        queryFn: ({ signal }) => initiativesApi.list({ status: status === 'all' ? undefined : status, q: q || undefined }, signal),
        placeholderData: (previous) => previous,
    });
    const invitations = useQuery({
        queryKey: initiativeKeys.invitations,
        queryFn: ({ signal }) => initiativesApi.invitations(signal),
    });
    const dropInvitation = (id) => updateCachedLists(queryClient, initiativeKeys.invitations, (mine) => mine.filter((entry) => entry.id !== id));
    const accept = useAppMutation({
        mutationFn: (invitation) => initiativesApi.accept(invitation.id),
        answer: (joined, invitation, client) => {
            client.setQueryData(initiativeKeys.detail(joined.id), joined);
            dropInvitation(invitation.id);
        },
        invalidate: [initiativeKeys.lists],
        errorMessage: t('list.acceptError'),
        successMessage: (invitation) => t('list.accepted', { title: invitation.initiativeTitle }),
    });
    const decline = useAppMutation({
        mutationFn: (invitation) => initiativesApi.decline(invitation.id),
        answer: ({ id }) => dropInvitation(id),
        errorMessage: t('list.declineError'),
        successMessage: t('list.declined'),
    });
    const create = useAppMutation({
        mutationFn: initiativesApi.save,
        // The new initiative's page opens from the answer; the lists learn of it (which filters it matches
        // is the server's to say).
        answer: (created, _vars, client) => client.setQueryData(initiativeKeys.detail(created.id), created),
        invalidate: [initiativeKeys.lists],
        errorMessage: t('list.createError'),
        successMessage: (_vars, created) => t('list.created', { title: created.title }),
        onSuccess: (created) => {
            setDialogOpen(false);
            navigate(`/apps/initiatives/details?id=${encodeURIComponent(created.id)}`);
        },
    });
    const items = list.data ?? [];
    const filtered = q !== '' || status !== 'all';
    return (_jsx(PageSimple, { content: _jsxs("div", { className: css.page, children: [_jsxs("div", { className: css.header, children: [_jsxs(Stack, { gap: "xs", minInlineSize: 0, children: [_jsx(Heading, { level: 1, size: "xxl", children: t('list.title') }), _jsx("p", { className: css.muted, children: t('list.intro') })] }), isHost ? (_jsx(Button, { startIcon: _jsx(Icon, { name: "plus", size: "sm" }), onClick: () => {
                                setDialogKey((key) => key + 1);
                                setDialogOpen(true);
                            }, children: t('list.new') })) : null] }), _jsx(InvitationsPanel, { invitations: invitations.data ?? [], answering: accept.isPending ? accept.variables?.id : decline.isPending ? decline.variables?.id : null, onAccept: (invitation) => accept.mutate(invitation), onDecline: (invitation) => decline.mutate(invitation) }), _jsxs("search", { className: own.filters, children: [_jsx(TextField, { className: css.grow, type: "search", label: t('list.search'), placeholder: t('list.searchPlaceholder'), startAdornment: _jsx(Icon, { name: "search", size: "sm" }), value: search, onChange: (event) => setSearch(event.target.value) }), _jsx(Select, { className: own.statusFilter, label: t('list.status'), options: statusOptions, value: status, onChange: (event) => setStatus(event.target.value) })] }), _jsx(QueryStatus, { query: list, isEmpty: items.length === 0, loading: t('list.loading'), error: (error) => t('list.error', { error: errorText(error) }), empty: {
                        icon: 'lightbulb',
                        title: filtered ? t('list.noMatch') : isHost ? t('list.emptyHost') : t('list.emptyMember'),
                    }, children: _jsx("ul", { className: `${css.grid} ${css.bareList}`, "aria-label": t('list.label'), children: items.map((initiative) => (_jsx(InitiativeCard, { initiative: initiative }, initiative.id))) }) }), isHost ? (_jsx(InitiativeDialog, { open: dialogOpen, viewer: auth.user.data, pending: create.isPending, onSubmit: (request) => create.mutate(request), onClose: () => setDialogOpen(false) }, dialogKey)) : null] }) }));
}
