import type { ChatContact, Mail, Todo } from '@chorus/mock-handlers/contracts';
import { getLocale } from '@chorus/ui';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatNavBadges } from '../chat/chat.badges';
import { messages as chatMessages } from '../chat/i18n';
import { messages as mailMessages } from '../mail/i18n';
import { mailNavBadges } from '../mail/mail.badges';
import { messages as todoMessages } from '../todo/i18n';
import { todoNavBadges } from '../todo/todo.badges';
import { countBadge } from './navBadges';

describe('countBadge', () => {
  it('shows the count and reads it with its meaning', () => {
    expect(countBadge(12, (count) => `${count} unread`)).toEqual({ title: '12', label: '12 unread' });
  });

  it('shows no badge at zero', () => {
    expect(countBadge(0, (count) => `${count} open`)).toBeUndefined();
  });

  it('caps what it shows at 99+ but reads the full count', () => {
    expect(countBadge(250, (count) => `${count} open`)).toEqual({ title: '99+', label: '250 open' });
  });
});

describe('the apps’ badges', () => {
  // The heard texts are plurals: compiled once the ICU compiler is there (the badges' loaders wait for it).
  beforeAll(() =>
    Promise.all([
      mailMessages.ready(getLocale()),
      todoMessages.ready(getLocale()),
      chatMessages.ready(getLocale()),
    ]),
  );

  it('count the unread mails of the inbox', () => {
    const mails = [{ read: false }, { read: true }, { read: false }] as Mail[];
    expect(mailNavBadges(mails)).toEqual({ 'apps.mail': { title: '2', label: '2 unread' } });
    expect(mailNavBadges([{ read: true }] as Mail[])).toEqual({ 'apps.mail': undefined });
  });

  it('count the to-dos neither completed nor deleted', () => {
    const todos = [
      { completed: false, deleted: false },
      { completed: true, deleted: false },
      { completed: false, deleted: true },
    ] as Todo[];
    expect(todoNavBadges(todos)).toEqual({ 'apps.todo': { title: '1', label: '1 open' } });
  });

  it('sum the unread messages of the user’s chats only', () => {
    const contacts = [
      { id: 'a', unread: 2 },
      { id: 'b', unread: 3 },
      { id: 'c', unread: 4 },
    ] as ChatContact[];
    const user = {
      chatList: [
        { chatId: '1', contactId: 'a', lastMessageTime: '' },
        { chatId: '2', contactId: 'c', lastMessageTime: '' },
      ],
    };
    expect(chatNavBadges(contacts, user)).toEqual({ chat: { title: '6', label: '6 unread messages' } });
  });
});
