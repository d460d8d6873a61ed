/**
 * One conversation: the contact, the messages in a live log (new ones are read out), and the composer:
 * Enter sends, Shift+Enter starts a new line.
 */
import type { ChatContact, ChatMessage } from '@chorus/mock-handlers/contracts';
import { Button, Icon, TextArea } from '@chorus/ui';
import { format } from 'date-fns';
import { useEffect, useRef } from 'react';
import { statusNames } from '../../chat.api';
import * as css from '../chat.css';
import { StatusAvatar } from '../StatusAvatar';

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
    <section className={css.conversation} aria-label={`Conversation with ${contact.name}`}>
      <header className={css.conversationHead}>
        <StatusAvatar name={contact.name} src={contact.avatar} status={contact.status} size="lg" />
        <div className={css.linkText}>
          <h2 className={css.name}>{contact.name}</h2>
          <span className={css.sub}>
            {statusNames[contact.status]}
            {contact.mood ? ` · ${contact.mood}` : ''}
          </span>
        </div>
      </header>
      <section
        ref={logRef}
        className={css.logScroller}
        role="log"
        aria-live="polite"
        aria-label="Messages"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable from the keyboard (axe scrollable-region-focusable)
        tabIndex={0}
      >
        <ol className={css.log}>
          {messages.length === 0 ? <li className={css.sub}>No messages yet. Say hello!</li> : null}
          {messages.map((message, index) => {
            const mine = message.who === userId;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: messages have no id; two may share a time
              <li key={`${message.time}-${index}`} className={css.message} data-mine={mine}>
                <span className={css.visuallyHidden}>{mine ? 'You' : contact.name}: </span>
                {message.message}
                <time className={css.messageTime} dateTime={message.time}>
                  {format(new Date(message.time), 'HH:mm')}
                </time>
              </li>
            );
          })}
        </ol>
      </section>
      <form
        className={css.composer}
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <TextArea
          className={css.composerField}
          label="Message"
          hideLabel
          rows={2}
          placeholder="Type a message (Enter sends, Shift+Enter for a new line)"
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
          Send
        </Button>
      </form>
    </section>
  );
}
