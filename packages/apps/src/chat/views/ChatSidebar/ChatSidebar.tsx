/**
 * The chat sidebar: the user's own status and mood, their chats (latest first, with unread counts and
 * last message times) and every contact with status and mood. Opening a contact opens (or starts) the chat.
 */
import type { ChatContact, ChatUser } from '@chorus/mock-handlers/contracts';
import { Link } from '@chorus/shell';
import { Badge, Stack, visuallyHidden } from '@chorus/ui';
import type { ReactNode } from 'react';
import { formatListTime } from '../../../lib/format';
import { matchesSearch } from '../../../lib/listStore';
import { statusNames } from '../../chat.api';
import * as css from '../chat.css';
import { StatusAvatar } from '../StatusAvatar';

export interface ChatSidebarProps {
  user: ChatUser;
  contacts: ChatContact[];
  search: string;
  /** The open conversation's contact. */
  contactId?: string;
  /** The user's status panel, on top. */
  userPanel?: ReactNode;
  onNavigate?: () => void;
}

function ContactLink({
  contact,
  current,
  end,
  sub,
  onNavigate,
}: {
  contact: ChatContact;
  current: boolean;
  end?: ReactNode;
  sub: string;
  onNavigate?: () => void;
}) {
  return (
    <Link
      to={`/apps/chat/${encodeURIComponent(contact.id)}`}
      className={css.link}
      aria-current={current ? 'page' : undefined}
      onClick={onNavigate}
    >
      <StatusAvatar
        name={contact.name}
        src={contact.avatar}
        status={contact.status}
        size="sm"
        announce={false}
      />
      <span className={css.linkText}>
        <span className={css.name}>
          {contact.name}
          <span className={visuallyHidden}>{` (${statusNames[contact.status]})`}</span>
        </span>
        {sub ? <span className={css.sub}>{sub}</span> : null}
      </span>
      {end}
    </Link>
  );
}

export function ChatSidebar({ user, contacts, search, contactId, userPanel, onNavigate }: ChatSidebarProps) {
  const byId = new Map(contacts.map((contact) => [contact.id, contact]));
  const chats = [...user.chatList]
    .sort((a, b) => Date.parse(b.lastMessageTime) - Date.parse(a.lastMessageTime))
    .flatMap((entry) => {
      const contact = byId.get(entry.contactId);
      return contact && matchesSearch(search, contact.name) ? [{ entry, contact }] : [];
    });
  const people = contacts.filter((contact) => matchesSearch(search, contact.name, contact.mood));
  return (
    <Stack gap="md" padding="md">
      {userPanel}
      <nav aria-label="Chats">
        <h2 className={css.sectionTitle}>Chats</h2>
        {chats.length === 0 ? <p className={css.sub}>No chats yet.</p> : null}
        <ul className={css.list}>
          {chats.map(({ entry, contact }) => (
            <li key={entry.chatId}>
              <ContactLink
                contact={contact}
                current={contact.id === contactId}
                sub={contact.mood}
                onNavigate={onNavigate}
                end={
                  <span className={css.linkEnd}>
                    <time dateTime={entry.lastMessageTime}>{formatListTime(entry.lastMessageTime)}</time>
                    {contact.unread > 0 ? (
                      <Badge tone="accent" variant="solid">
                        {contact.unread}
                        <span className={visuallyHidden}> unread</span>
                      </Badge>
                    ) : null}
                  </span>
                }
              />
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label="Contacts">
        <h2 className={css.sectionTitle}>Contacts</h2>
        {people.length === 0 ? <p className={css.sub}>No contacts match.</p> : null}
        <ul className={css.list}>
          {people.map((contact) => (
            <li key={contact.id}>
              <ContactLink
                contact={contact}
                current={contact.id === contactId}
                sub={contact.mood}
                onNavigate={onNavigate}
              />
            </li>
          ))}
        </ul>
      </nav>
    </Stack>
  );
}
