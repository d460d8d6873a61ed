import { describe, expect, test } from 'vitest';
import { api, apiPost, useMockServer } from '../test/server';
import { chatStore } from './chat.db';
import type { ChatContact } from './chat.schema';
import { chatPaths } from './chat.contracts';

useMockServer({ signedInAs: 'host' });

const state = () => chatStore.state;
const contactWithoutChat = () =>
  state().contacts.find(
    (contact) => !state().user.chatList.some((entry) => entry.contactId === contact.id),
  ) as ChatContact;

describe('chat', () => {
  test('contacts and the user', async () => {
    const contacts = await api<ChatContact[]>(chatPaths.contacts);
    expect(contacts.body.length).toBeGreaterThan(5);
    expect(
      contacts.body.every((c) => ['online', 'away', 'do-not-disturb', 'offline'].includes(c.status)),
    ).toBe(true);
    expect((await api(chatPaths.user)).body.chatList.length).toBeGreaterThan(0);
  });

  test('get-chat returns the existing chat of a contact', async () => {
    const entry = state().user.chatList[0];
    const { status, body } = await api(chatPaths.getChat, {
      query: { contactId: entry?.contactId ?? '', userId: 'user-host' },
    });
    expect(status).toBe(200);
    expect(body.chat.id).toBe(entry?.chatId);
    expect(body.chat.dialog.length).toBeGreaterThan(0);
  });

  test('get-chat creates a chat on demand when none exists', async () => {
    const contact = contactWithoutChat();
    const chats = state().chats.length;
    const { body } = await api(chatPaths.getChat, { query: { contactId: contact.id } });
    expect(body.chat.dialog).toEqual([]);
    expect(state().chats).toHaveLength(chats + 1);
    expect(
      body.userChatData.chatList.some((entry: { contactId: string }) => entry.contactId === contact.id),
    ).toBe(true);
    await api(chatPaths.getChat, { query: { contactId: contact.id } });
    expect(state().chats).toHaveLength(chats + 1);
  });

  test('get-chat with an unknown contact or user, or no contact, creates nothing', async () => {
    const chats = state().chats.length;
    expect((await api(chatPaths.getChat, { query: { contactId: 'nope' } })).status).toBe(404);
    expect(
      (await api(chatPaths.getChat, { query: { contactId: contactWithoutChat().id, userId: 'x' } })).status,
    ).toBe(404);
    expect((await api(chatPaths.getChat)).status).toBe(400);
    expect(state().chats).toHaveLength(chats);
  });

  test('send-message appends to the dialog and updates the chat list', async () => {
    const entry = state().user.chatList[0] as { chatId: string; contactId: string };
    const { status, body } = await apiPost(chatPaths.sendMessage, { ...entry, message: 'Hello there' });
    expect(status).toBe(200);
    expect(body.message).toMatchObject({ who: 'user-host', message: 'Hello there' });
    const chat = state().chats.find((item) => item.id === entry.chatId);
    expect(chat?.dialog.at(-1)?.message).toBe('Hello there');
    expect(state().user.chatList[0]?.lastMessageTime).toBe(body.message.time);
  });

  test('send-message to an unknown chat, the wrong contact or with an empty message changes nothing', async () => {
    const entry = state().user.chatList[0] as { chatId: string; contactId: string };
    const before = structuredClone(state().chats);
    expect((await apiPost(chatPaths.sendMessage, { ...entry, chatId: 'nope', message: 'x' })).status).toBe(
      404,
    );
    expect(
      (await apiPost(chatPaths.sendMessage, { ...entry, contactId: 'other', message: 'x' })).status,
    ).toBe(400);
    expect((await apiPost(chatPaths.sendMessage, { ...entry, message: '   ' })).status).toBe(400);
    expect(state().chats).toEqual(before);
  });

  test('user/data saves a partial user; bad values are rejected', async () => {
    const { body } = await apiPost(chatPaths.userData, { status: 'away', mood: 'Lunch' });
    expect(body).toMatchObject({ status: 'away', mood: 'Lunch', name: 'Hana Host' });
    expect(state().user.status).toBe('away');
    expect((await apiPost(chatPaths.userData, { status: 'sleeping' })).status).toBe(400);
    expect((await apiPost(chatPaths.userData, { id: 'someone-else', mood: 'x' })).status).toBe(403);
    expect(state().user.mood).toBe('Lunch');
  });
});
