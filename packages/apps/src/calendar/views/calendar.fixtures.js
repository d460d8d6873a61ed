export const fixedToday = new Date(2026, 10, 18);
const at = (day, hour, minutes = 0) => new Date(2026, 10, day, hour, minutes).toISOString();
export const calendarEvents = [
    { id: 'e1', title: 'Kick-off', allDay: false, start: at(18, 9), end: at(18, 10), desc: '' },
    { id: 'e2', title: 'Design review', allDay: false, start: at(18, 11, 30), end: at(18, 12, 30), desc: '' },
    { id: 'e3', title: 'Offsite', allDay: true, start: at(18, 0), end: at(20, 0), desc: 'Two days away' },
    { id: 'e4', title: 'Retro', allDay: false, start: at(18, 15), end: at(18, 16), desc: '' },
    { id: 'e5', title: 'Lunch and learn', allDay: false, start: at(24, 12), end: at(24, 13), desc: '' },
];
