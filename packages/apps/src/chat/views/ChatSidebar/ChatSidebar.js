import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { Link } from '@chorus/shell';
import { Badge, Stack, visuallyHidden } from '@chorus/ui';
import { Time } from '../../../lib/format';
import { matchesSearch } from '../../../lib/listStore';
import { statusKey } from '../../chat.api';
import { useT } from '../../i18n';
import * as css from '../chat.css';
import { StatusAvatar } from '../StatusAvatar';
function ContactLink({ contact, current, end, sub, onNavigate, }) {
    const t = useT();
    return (_jsxs(Link, { to: `/apps/chat/${encodeURIComponent(contact.id)}`, className: css.link, "aria-current": current ? 'page' : undefined, onClick: onNavigate, children: [_jsx(StatusAvatar, { name: contact.name, src: contact.avatar, status: contact.status, size: "sm", announce: false }), _jsxs("span", { className: css.linkText, children: [_jsxs("span", { className: css.name, children: [contact.name, _jsx("span", { className: visuallyHidden, children: ` ${t('status.said', { status: t(statusKey(contact.status)) })}` })] }), sub ? _jsx("span", { className: css.sub, children: sub }) : null] }), end] }));
}
export function ChatSidebar({ user, contacts, search, contactId, userPanel, onNavigate }) {
    const t = useT();
    const byId = new Map(contacts.map((contact) => [contact.id, contact]));
    const chats = [...user.chatList]
        .sort((a, b) => Date.parse(b.lastMessageTime) - Date.parse(a.lastMessageTime))
        .flatMap((entry) => {
        const contact = byId.get(entry.contactId);
        return contact && matchesSearch(search, contact.name) ? [{ entry, contact }] : [];
    });
    const people = contacts.filter((contact) => matchesSearch(search, contact.name, contact.mood));
    return (_jsxs(Stack, { gap: "md", padding: "md", children: [userPanel, _jsxs("nav", { "aria-label": t('sidebar.chats'), children: [_jsx("h2", { className: css.sectionTitle, children: t('sidebar.chats') }), chats.length === 0 ? _jsx("p", { className: css.sub, children: t('sidebar.noChats') }) : null, _jsx("ul", { className: css.list, children: chats.map(({ entry, contact }) => (_jsx("li", { children: _jsx(ContactLink, { contact: contact, current: contact.id === contactId, sub: contact.mood, onNavigate: onNavigate, end: _jsxs("span", { className: css.linkEnd, children: [_jsx(Time, { value: entry.lastMessageTime }), contact.unread > 0 ? (_jsxs(Badge, { tone: "accent", variant: "solid", children: [contact.unread, _jsxs("span", { className: visuallyHidden, children: [" ", t('sidebar.unread')] })] })) : null] }) }) }, entry.chatId))) })] }), _jsxs("nav", { "aria-label": t('sidebar.contacts'), children: [_jsx("h2", { className: css.sectionTitle, children: t('sidebar.contacts') }), people.length === 0 ? _jsx("p", { className: css.sub, children: t('sidebar.noContacts') }) : null, _jsx("ul", { className: css.list, children: people.map((contact) => (_jsx("li", { children: _jsx(ContactLink, { contact: contact, current: contact.id === contactId, sub: contact.mood, onNavigate: onNavigate }) }, contact.id))) })] })] }));
}
