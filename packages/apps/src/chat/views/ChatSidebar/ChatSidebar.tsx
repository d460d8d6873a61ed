/**
 * The chat sidebar: the user's own status and mood, their chats (latest first, with unread counts and
 * last message times) and every contact with status and mood. Opening a contact opens (or starts) the chat.
 */
import type { ChatContact, ChatUser } from '@chorus/mock-handlers/contracts';
import { Link } from '@chorus/shell';
import { Badge, Stack, visuallyHidden } from '@chorus/ui';
import type { ReactNode } from 'react';
import { Time } from '../../../lib/format';
import { matchesSearch } from '../../../lib/listStore';
import { statusKey } from '../../chat.api';
import { useT } from '../../i18n';
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
  const t = useT();
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
        {/* What people wrote takes its own direction (a Latin name in an Arabic page is cut at its end). */}
        <span className={css.name} data-part="name" dir="auto">
          {contact.name}
          <span
            className={visuallyHidden}
          >{` ${t('status.said', { status: t(statusKey(contact.status)) })}`}</span>
        </span>
        {sub ? (
          <span className={css.sub} dir="auto">
            {sub}
          </span>
        ) : null}
      </span>
      {end}
    </Link>
  );
}

export function ChatSidebar({ user, contacts, search, contactId, userPanel, onNavigate }: ChatSidebarProps) {
  const t = useT();
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
      <nav aria-label={t('sidebar.chats')}>
        <h2 className={css.sectionTitle}>{t('sidebar.chats')}</h2>
        {chats.length === 0 ? <p className={css.sub}>{t('sidebar.noChats')}</p> : null}
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
                    <Time value={entry.lastMessageTime} />
                    {contact.unread > 0 ? (
                      <Badge tone="accent" variant="solid">
                        {contact.unread}
                        <span className={visuallyHidden}> {t('sidebar.unread')}</span>
                      </Badge>
                    ) : null}
                  </span>
                }
              />
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={t('sidebar.contacts')}>
        <h2 className={css.sectionTitle}>{t('sidebar.contacts')}</h2>
        {people.length === 0 ? <p className={css.sub}>{t('sidebar.noContacts')}</p> : null}
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
