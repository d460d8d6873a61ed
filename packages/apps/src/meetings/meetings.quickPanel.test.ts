import type { MeetingSummary } from '@chorus/mock-handlers/contracts';
import { expect, test } from 'vitest';
import { meetingEvents, plannedEnd, UPCOMING_IN_QUICK_PANEL } from './meetings.quickPanel';

const meeting = (id: string, patch: Partial<MeetingSummary>): MeetingSummary =>
  ({
    id,
    initiativeId: 'i1',
    initiativeTitle: 'Roadmap',
    title: `Meeting ${id}`,
    scheduledAt: '2026-06-15T14:00:00.000Z',
    durationMin: 45,
    status: 'scheduled',
    startedAt: null,
    endedAt: null,
    viewerRole: 'attendee',
    viewerCanContribute: true,
    ...patch,
  }) as MeetingSummary;

test("the quick panel lists the user's live meetings (ending when planned) and their next ones, soonest first", () => {
  const events = meetingEvents([
    meeting('later', { scheduledAt: '2026-06-18T09:00:00.000Z' }),
    meeting('live', { status: 'live', startedAt: '2026-06-15T10:02:00.000Z' }),
    meeting('ended', { status: 'ended', endedAt: '2026-06-14T10:00:00.000Z' }),
    meeting('observer', { viewerCanContribute: false }),
    meeting('next', { scheduledAt: '2026-06-16T09:00:00.000Z' }),
    meeting('hosted', {
      scheduledAt: '2026-06-17T09:00:00.000Z',
      viewerRole: 'host',
      viewerCanContribute: false,
    }),
  ]);
  expect(events.map((event) => event.id)).toEqual([
    'meeting-live',
    'meeting-next',
    'meeting-hosted',
    'meeting-later',
  ]);
  expect(events[0]).toMatchObject({ live: true, at: '2026-06-15T10:47:00.000Z', detail: 'Roadmap' });
  expect(events[1]).toMatchObject({ at: '2026-06-16T09:00:00.000Z', url: '/apps/meetings/details?id=next' });
  expect(UPCOMING_IN_QUICK_PANEL).toBe(3);
});

test('a live meeting is planned to end its duration after it actually started', () => {
  expect(
    plannedEnd({
      scheduledAt: '2026-06-15T10:00:00.000Z',
      startedAt: '2026-06-15T10:05:00.000Z',
      durationMin: 40,
    }),
  ).toBe('2026-06-15T10:45:00.000Z');
});
