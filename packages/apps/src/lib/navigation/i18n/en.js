/** The app modules' navigation titles in English (ICU MessageFormat; docs/i18n.md). */
export default {
    initiatives: 'Initiatives',
    meetings: 'Meetings for each initiative',
    mail: 'Mail',
    todo: 'To-do',
    notes: 'Notes',
    contacts: 'Contacts',
    calendar: 'Calendar',
    chat: 'Chat',
    auth: 'Auth',
    'auth.admin': 'Admin: Auth protected page',
    'auth.staff': 'Staff: Auth protected page',
    'auth.guest': 'Guest: Auth protected page',
};
