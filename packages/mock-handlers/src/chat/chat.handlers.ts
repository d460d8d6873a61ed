import { requireById } from '../lib/collection';
import { notifyDbChange } from '../lib/db';
import { badRequest, createId, forbidden, notFound } from '@chorus/domain';
import type { ChatMessage } from './chat.schema';
import { chatContracts } from './chat.contracts';
import { chatStore } from './chat.db';
import { STAFF_ROLES, guarded } from '../auth/auth.session';

const { serve } = guarded(STAFF_ROLES);

export const chatHandlers = [
  serve(chatContracts.contacts, () => chatStore.state.contacts),
  serve(chatContracts.user, () => chatStore.state.user),
  serve(chatContracts.getChat, ({ contactId, userId }) => {
    const { user, chats, contacts } = chatStore.state;
    if (userId !== undefined && userId !== user.id) notFound(`Chat user ${userId} does not exist`);
    const contact = requireById(contacts, contactId, 'Chat contact');
    let entry = user.chatList.find((item) => item.contactId === contactId);
    let changed = contact.unread !== 0;
    if (!entry) {
      // A chat is created on demand the first time a contact is opened (§4).
      const chatId = createId();
      chats.push({ id: chatId, dialog: [] });
      entry = { chatId, contactId, lastMessageTime: new Date().toISOString() };
      user.chatList.push(entry);
      changed = true;
    }
    // Opening a chat reads its messages.
    contact.unread = 0;
    const chat = requireById(chats, entry.chatId, 'Chat');
    if (changed) notifyDbChange();
    return { chat, userChatData: user };
  }),
  serve(chatContracts.userData, ({ id, ...changes }) => {
    const { user } = chatStore.state;
    if (id !== undefined && id !== user.id) forbidden('Only the chat user can be updated');
    Object.assign(user, changes);
    return user;
  }),
  serve(chatContracts.sendMessage, ({ chatId, contactId, message }) => {
    const { user, chats } = chatStore.state;
    const chat = requireById(chats, chatId, 'Chat');
    const entry = user.chatList.find((item) => item.chatId === chatId);
    if (!entry || entry.contactId !== contactId)
      badRequest(`Chat ${chatId} is not the chat with ${contactId}`);
    const sent: ChatMessage = { who: user.id, message, time: new Date().toISOString() };
    chat.dialog.push(sent);
    entry.lastMessageTime = sent.time;
    return { message: sent, userChatData: user };
  }),
];
