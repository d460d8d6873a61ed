/**
 * One conversation: the contact, the messages in a live log (new ones are read out), and the composer:
 * Enter sends, Shift+Enter starts a new line.
 */
import type { ChatContact, ChatMessage } from '@chorus/mock-handlers/contracts';
import { Button, Icon, Stack, sprinkles, TextArea, visuallyHidden } from '@chorus/ui';
import { type FormEvent, useEffect, useRef } from 'react';
import { Time } from '../../../lib/format';
import { statusKey } from '../../chat.api';
import { useT } from '../../i18n';
import * as css from '../chat.css';
import { StatusAvatar } from '../StatusAvatar';

/** The message field takes the composer's free space. */
const grow = sprinkles({ flexGrow: 1, minInlineSize: 0 });

export interface ConversationProps {
  contact: ChatContact;
  userId: string;
  messages: ChatMessage[];
  draft: string;
  onDraftChange: (text: string) => void;
  onSend: (text: string) => void;
  /** The chat is still opening: the composer waits. */
  disabled?: boolean;
}

export function Conversation({
  contact,
  userId,
  messages,
  draft,
  onDraftChange,
  onSend,
  disabled,
}: ConversationProps) {
  const t = useT();
  const logRef = useRef<HTMLElement>(null);
  const count = messages.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll to the newest message whenever one arrives
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [count]);
  const send = () => {
    const text = draft.trim();
    if (text && !disabled) onSend(text);
  };
  return (
    <section className={css.conversation} aria-label={t('conversation.label', { name: contact.name })}>
      <Stack
        as="header"
        direction="row"
        align="center"
        gap="md"
        padding="md"
        className={css.conversationHead}
      >
        <StatusAvatar name={contact.name} src={contact.avatar} status={contact.status} size="lg" />
        <div className={css.linkText}>
          {/* What people wrote takes its own direction (a Latin name in an Arabic page is cut at its end). */}
          <h2 className={css.name} dir="auto">
            {contact.name}
          </h2>
          <span className={css.sub}>
            {t(statusKey(contact.status))}
            {contact.mood ? ' · ' : null}
            {contact.mood ? <span dir="auto">{contact.mood}</span> : null}
          </span>
        </div>
      </Stack>
      <section
        ref={logRef}
        className={css.logScroller}
        role="log"
        aria-live="polite"
        aria-label={t('conversation.messages')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable from the keyboard (axe scrollable-region-focusable)
        tabIndex={0}
      >
        <ol className={css.log}>
          {messages.length === 0 ? <li className={css.sub}>{t('conversation.empty')}</li> : null}
          {messages.map((message, index) => {
            const mine = message.who === userId;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: messages have no id; two may share a time
              <li key={`${message.time}-${index}`} className={css.message} data-mine={mine}>
                <span className={visuallyHidden}>{mine ? t('conversation.you') : contact.name}: </span>
                <span dir="auto">{message.message}</span>
                <Time className={css.messageTime} value={message.time} format="time" />
              </li>
            );
          })}
        </ol>
      </section>
      <Stack
        as="form"
        direction="row"
        align="end"
        gap="sm"
        padding="md"
        className={css.composer}
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          send();
        }}
      >
        <TextArea
          className={grow}
          label={t('conversation.message')}
          hideLabel
          rows={2}
          placeholder={t('conversation.placeholder')}
          value={draft}
          onChange={(event) => onDraftChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              send();
            }
          }}
        />
        <Button type="submit" disabled={disabled || draft.trim() === ''}>
          <Icon name="send" size="sm" />
          {t('conversation.send')}
        </Button>
      </Stack>
    </section>
  );
}
