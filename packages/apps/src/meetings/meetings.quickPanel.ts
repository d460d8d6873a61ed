/**
 * The meetings module's events in the shell's quick panel: the signed-in user's live meetings (when each is
 * planned to end) and the next ones they take part in (when each starts), each linking to its page.
 */
import type { MeetingSummary } from '@chorus/mock-handlers/contracts';
import type { QuickPanelItem } from '@chorus/shell';
import { meetingsApi } from './meetings.api';

/** How many upcoming meetings the panel lists (the live ones are all there). */
export const UPCOMING_IN_QUICK_PANEL = 3;

/** When a meeting is planned to end: its start (the actual one once it has started) plus its duration. */
export function plannedEnd(
  meeting: Pick<MeetingSummary, 'startedAt' | 'scheduledAt' | 'durationMin'>,
): string {
  const start = Date.parse(meeting.startedAt ?? meeting.scheduledAt);
  return new Date(start + meeting.durationMin * 60_000).toISOString();
}

export function meetingEvents(meetings: readonly MeetingSummary[]): QuickPanelItem[] {
  const mine = meetings.filter((meeting) => meeting.viewerRole === 'host' || meeting.viewerCanContribute);
  const event = (meeting: MeetingSummary): QuickPanelItem => ({
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

export default async function loadMeetingEvents(): Promise<QuickPanelItem[]> {
  return meetingEvents(await meetingsApi.list());
}
