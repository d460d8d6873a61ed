/**
 * Chat (/apps/chat, /apps/chat/:contactId): contacts with status, mood and unread counts, the user's
 * chats, the conversation (created on demand when first opened), sending, and the user's own status and
 * mood. Writes are optimistic and roll back with an error snackbar when the server refuses.
 */
import type { ChatContact, ChatUser, GetChatResponse } from '@chorus/mock-handlers/contracts';
import { EmptyState, Icon } from '@chorus/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { FolderAppFrame } from '../../../lib/folder-app/FolderAppFrame';
import { ListStatus } from '../../../lib/folder-app/ListStatus';
import { useSyncNavBadges } from '../../../lib/navBadges';
import { useOptimisticMutation } from '../../../lib/optimistic';
import { chatApi, chatKeys } from '../../chat.api';
import { chatNavBadges } from '../../chat.badges';
import '../../chat.icons';
import { chatStore, clearDraft, setChatSearch, setDraft } from '../../chat.store';
import { ChatSidebar } from '../../views/ChatSidebar/ChatSidebar';
import { Conversation } from '../../views/Conversation/Conversation';
import { UserStatus } from '../../views/UserStatus/UserStatus';

function useUserMutation() {
  return useOptimisticMutation({
    mutationFn: (changes: Partial<Pick<ChatUser, 'status' | 'mood'>>) => chatApi.updateUser(changes),
    queryKey: chatKeys.user,
    apply: (changes, client) =>
      client.setQueryData<ChatUser>(chatKeys.user, (user) => (user ? { ...user, ...changes } : user)),
    errorMessage: 'Could not update your status',
    successMessage: (changes) => ('mood' in changes ? 'Mood saved' : undefined),
  });
}

function useSendMutation(contactId: string) {
  const client = useQueryClient();
  return useOptimisticMutation({
    mutationFn: ({ chatId, text }: { chatId: string; text: string }) => chatApi.send(chatId, contactId, text),
    queryKey: chatKeys.chat(contactId),
    apply: ({ text }, queryClient) =>
      queryClient.setQueryData<GetChatResponse>(chatKeys.chat(contactId), (data) =>
        data
          ? {
              ...data,
              chat: {
                ...data.chat,
                dialog: [
                  ...data.chat.dialog,
                  { who: data.userChatData.id, message: text, time: new Date().toISOString() },
                ],
              },
            }
          : data,
      ),
    errorMessage: 'Could not send the message',
    onSuccess: (result) => client.setQueryData(chatKeys.user, result.userChatData),
  });
}

export function ChatScreen() {
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
    if (!opened || !contactId) return;
    client.setQueryData(chatKeys.user, opened.userChatData);
    client.setQueryData<ChatContact[]>(chatKeys.contacts, (contacts) =>
      contacts?.map((contact) =>
        contact.id === contactId && contact.unread ? { ...contact, unread: 0 } : contact,
      ),
    );
  }, [opened, contactId, client]);

  const user = userQuery.data;
  const contacts = contactsQuery.data;
  useSyncNavBadges(user && contacts ? chatNavBadges(contacts, user) : undefined);
  const contact = contacts?.find((entry) => entry.id === contactId);
  const error = contactsQuery.error ?? userQuery.error;

  let content: ReactNode;
  if (error) {
    content = (
      <ListStatus
        status="error"
        message={`The chats could not be loaded. ${error.message}`}
        onRetry={() => {
          void contactsQuery.refetch();
          void userQuery.refetch();
        }}
      />
    );
  } else if (!user || !contacts) {
    content = <ListStatus status="loading" message="Loading chats…" />;
  } else if (!contactId) {
    content = (
      <EmptyState
        icon={<Icon name="message-square" size="xl" />}
        title={contacts.length === 0 ? 'No contacts yet' : 'Choose a contact'}
        description={
          contacts.length === 0
            ? 'Contacts you can chat with appear here.'
            : 'Pick a chat or a contact to start a conversation.'
        }
      />
    );
  } else if (!contact) {
    content = <ListStatus status="empty" icon="message-square" message="This contact does not exist." />;
  } else if (chatQuery.error) {
    content = (
      <ListStatus
        status="error"
        message={`The conversation could not be opened. ${chatQuery.error.message}`}
        onRetry={() => void chatQuery.refetch()}
      />
    );
  } else {
    content = (
      <Conversation
        contact={contact}
        userId={user.id}
        messages={chatQuery.data?.chat.dialog ?? []}
        disabled={!chatQuery.data}
        draft={drafts[contact.id] ?? ''}
        onDraftChange={(text) => setDraft(contact.id, text)}
        onSend={(text) => {
          if (!chatQuery.data) return;
          clearDraft(contact.id);
          sendMutation.mutate({ chatId: chatQuery.data.chat.id, text });
        }}
      />
    );
  }

  return (
    <FolderAppFrame
      title="Chat"
      sidebarLabel="Chats and contacts"
      sidebar={(close) =>
        user && contacts ? (
          <ChatSidebar
            user={user}
            contacts={contacts}
            search={search}
            contactId={contactId}
            onNavigate={close}
            userPanel={
              <UserStatus
                key={user.mood}
                user={user}
                onStatusChange={(status) => userMutation.mutate({ status })}
                onMoodSave={(mood) => userMutation.mutate({ mood })}
              />
            }
          />
        ) : null
      }
      search={search}
      onSearch={setChatSearch}
      searchLabel="Search contacts"
    >
      {content}
    </FolderAppFrame>
  );
}

export default ChatScreen;
