import { jsx as _jsx } from "react/jsx-runtime";
import { EmptyState, Icon, QueryStatus } from '@chorus/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { useIsMobile } from '@chorus/shell';
import { FolderAppFrame } from '../../../lib/folder-app/FolderAppFrame';
import { useAppMutation } from '../../../lib/mutation';
import { useSyncNavBadges } from '../../../lib/navBadges';
import { errorText } from '../../../lib/query';
import { chatApi, chatKeys } from '../../chat.api';
import { useT } from '../../i18n';
import { chatNavBadges } from '../../chat.badges';
import '../../chat.icons';
import { chatStore, clearDraft, setChatSearch, setDraft } from '../../chat.store';
import { ChatSidebar } from '../../views/ChatSidebar/ChatSidebar';
import { Conversation } from '../../views/Conversation/Conversation';
import { UserStatus } from '../../views/UserStatus/UserStatus';
import * as css from '../../views/chat.css';
function useUserMutation() {
    const t = useT();
    return useAppMutation({
        // Only what changed: the status, or the mood.
        mutationFn: (changes) => chatApi.updateUser(changes),
        queryKey: chatKeys.user,
        apply: (changes, client) => client.setQueryData(chatKeys.user, (user) => (user ? { ...user, ...changes } : user)),
        // The server answers with the stored user.
        answer: (user, _changes, client) => client.setQueryData(chatKeys.user, user),
        errorMessage: t('user.error'),
        successMessage: (changes) => ('mood' in changes ? t('user.moodSaved') : undefined),
    });
}
function useSendMutation(contactId) {
    const t = useT();
    const key = chatKeys.chat(contactId);
    // The stored message replaces the optimistic one; the chat's copy of the user follows the answer too.
    const putAnswer = (client, sent, { message, userChatData }) => client.setQueryData(key, (data) => data
        ? {
            userChatData,
            chat: {
                ...data.chat,
                dialog: data.chat.dialog.map((entry) => entry.time === sent.sentAt && entry.message === sent.text && entry.who === message.who
                    ? message
                    : entry),
            },
        }
        : data);
    return useAppMutation({
        mutationFn: ({ chatId, text }) => chatApi.send(chatId, contactId, text),
        queryKey: key,
        apply: ({ text, sentAt }, client) => client.setQueryData(key, (data) => data
            ? {
                ...data,
                chat: {
                    ...data.chat,
                    dialog: [...data.chat.dialog, { who: data.userChatData.id, message: text, time: sentAt }],
                },
            }
            : data),
        // The server answers with the stored message and the user (the chat list's last message time).
        answer: (result, sent, client) => {
            putAnswer(client, sent, result);
            client.setQueryData(chatKeys.user, result.userChatData);
        },
        errorMessage: t('send.error'),
    });
}
export function ChatScreen() {
    const t = useT();
    const isMobile = useIsMobile();
    const { contactId } = useParams();
    const client = useQueryClient();
    const { search, drafts } = useSnapshot(chatStore);
    const contactsQuery = useQuery({
        queryKey: chatKeys.contacts,
        queryFn: ({ signal }) => chatApi.contacts(signal),
    });
    const userQuery = useQuery({ queryKey: chatKeys.user, queryFn: ({ signal }) => chatApi.user(signal) });
    const chatQuery = useQuery({
        queryKey: chatKeys.chat(contactId ?? ''),
        queryFn: ({ signal }) => chatApi.getChat(contactId ?? '', signal),
        enabled: Boolean(contactId),
    });
    const userMutation = useUserMutation();
    const sendMutation = useSendMutation(contactId ?? '');
    // Opening a chat creates it on demand and reads it: the chat list and the unread count follow.
    const opened = chatQuery.data;
    useEffect(() => {
        if (!opened || !contactId)
            return;
        client.setQueryData(chatKeys.user, opened.userChatData);
        client.setQueryData(chatKeys.contacts, (contacts) => contacts?.map((contact) => contact.id === contactId && contact.unread ? { ...contact, unread: 0 } : contact));
    }, [opened, contactId, client]);
    const user = userQuery.data;
    const contacts = contactsQuery.data;
    useSyncNavBadges(user && contacts ? chatNavBadges(contacts, user) : undefined);
    const contact = contacts?.find((entry) => entry.id === contactId);
    const error = contactsQuery.error ?? userQuery.error;
    const sidebar = (close) => user && contacts ? (_jsx(ChatSidebar, { user: user, contacts: contacts, search: search, contactId: contactId, onNavigate: close, userPanel: _jsx(UserStatus, { user: user, onStatusChange: (status) => userMutation.mutate({ status }), onMoodSave: (mood) => userMutation.mutate({ mood }) }, user.mood) })) : null;
    // Until the user and the contacts are there, the QueryStatus below shows loading or the error.
    let content = null;
    if (!user || !contacts) {
        // nothing yet
    }
    else if (!contactId && isMobile) {
        // On a phone the sidebar is a closed drawer: the page opens on the chats and contacts themselves.
        content = (_jsx("section", { className: css.phoneList, "aria-label": t('app.sidebar'), children: sidebar(() => undefined) }));
    }
    else if (!contactId) {
        content = (_jsx(EmptyState, { icon: _jsx(Icon, { name: "message-square", size: "xl" }), title: contacts.length === 0 ? t('screen.noContacts') : t('screen.choose'), description: contacts.length === 0 ? t('screen.noContactsHelp') : t('screen.chooseHelp') }));
    }
    else {
        content = (_jsx(QueryStatus, { query: {
                isPending: false,
                isError: contact !== undefined && chatQuery.isError,
                error: chatQuery.error,
                refetch: chatQuery.refetch,
            }, isEmpty: contact === undefined, loading: t('screen.opening'), error: (reason) => t('screen.openError', { reason: errorText(reason) }), empty: { title: t('screen.noContact'), icon: 'message-square' }, fill: true, children: contact ? (_jsx(Conversation, { contact: contact, userId: user.id, messages: chatQuery.data?.chat.dialog ?? [], disabled: !chatQuery.data, draft: drafts[contact.id] ?? '', onDraftChange: (text) => setDraft(contact.id, text), onSend: (text) => {
                    if (!chatQuery.data)
                        return;
                    clearDraft(contact.id);
                    sendMutation.mutate({
                        chatId: chatQuery.data.chat.id,
                        text,
                        sentAt: new Date().toISOString(),
                    });
                } })) : null }));
    }
    return (_jsx(FolderAppFrame, { title: t('app.title'), sidebarLabel: t('app.sidebar'), sidebar: sidebar, search: search, onSearch: setChatSearch, searchLabel: t('search.label'), children: _jsx(QueryStatus, { query: {
                isPending: error === null && (!user || !contacts),
                isError: error !== null,
                error,
                refetch: () => {
                    void contactsQuery.refetch();
                    void userQuery.refetch();
                },
            }, loading: t('screen.loading'), error: (reason) => t('screen.loadError', { reason: errorText(reason) }), fill: true, children: content }) }));
}
export default ChatScreen;
