import { meetingsApi } from './meetings.api';
/** How many upcoming meetings the panel lists (the live ones are all there). */
export const UPCOMING_IN_QUICK_PANEL = 3;
/** When a meeting is planned to end: its start (the actual one once it has started) plus its duration. */
export function plannedEnd(meeting) {
    const start = Date.parse(meeting.startedAt ?? meeting.scheduledAt);
    return new Date(start + meeting.durationMin * 60_000).toISOString();
}
export function meetingEvents(meetings) {
    const mine = meetings.filter((meeting) => meeting.viewerRole === 'host' || meeting.viewerCanContribute);
    const event = (meeting) => ({
        id: `meeting-${meeting.id}`,
        title: meeting.title,
        detail: meeting.initiativeTitle,
        at: meeting.status === 'live' ? plannedEnd(meeting) : meeting.scheduledAt,
        live: meeting.status === 'live',
        url: `/apps/meetings/details?id=${encodeURIComponent(meeting.id)}`,
    });
    const live = mine.filter((meeting) => meeting.status === 'live');
    const upcoming = mine
        .filter((meeting) => meeting.status === 'scheduled')
        .sort((a, b) => a.scheduledAt.localeCompare(b.scheduledAt))
        .slice(0, UPCOMING_IN_QUICK_PANEL);
    return [...live, ...upcoming].map(event);
}
export default async function loadMeetingEvents() {
    return meetingEvents(await meetingsApi.list());
}
