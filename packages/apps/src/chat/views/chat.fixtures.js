const today = (hour, minute = 0) => {
    const date = new Date();
    date.setHours(hour, minute, 0, 0);
    return date.toISOString();
};
export const chatContacts = [
    { id: 'c1', name: 'Ada Lovelace', avatar: '', status: 'online', mood: 'Counting engines', unread: 2 },
    { id: 'c2', name: 'Grace Hopper', avatar: '', status: 'away', mood: '', unread: 0 },
    { id: 'c3', name: 'Alan Turing', avatar: '', status: 'do-not-disturb', mood: 'Deep in thought', unread: 0 },
    { id: 'c4', name: 'Katherine Johnson', avatar: '', status: 'offline', mood: '', unread: 0 },
];
export const chatUser = {
    id: 'me',
    name: 'Hana Host',
    avatar: '',
    status: 'online',
    mood: 'Facilitating',
    chatList: [
        { chatId: 'chat-1', contactId: 'c1', lastMessageTime: today(9, 30) },
        { chatId: 'chat-2', contactId: 'c2', lastMessageTime: '2026-01-05T10:00:00.000Z' },
    ],
};
export const chatMessages = [
    { who: 'c1', message: 'Did you see the agenda?', time: today(9, 0) },
    { who: 'me', message: 'Yes, I added two topics.', time: today(9, 10) },
    { who: 'c1', message: 'Great, see you there.', time: today(9, 30) },
];
