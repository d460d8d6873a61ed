import { beforeAll, describe, expect, test } from 'vitest';
import {
  type ActionItemView,
  type ActionReview,
  type Discussion,
  type MeetingDetail,
  type MeetingSummary,
  meetingPaths,
  SEED_INITIATIVES,
  SEED_USERS,
  type SeriesView,
} from '@chorus/domain';
import { useMockServer } from '../test/server';
import { getAs, meetingAs, postAs, signInSeedAccounts, snapshotsAround } from './meetings.test-helpers';

/**
 * Issue 35: meetings that recur. A meeting of a series schedules the next one when it ends; the next one's
 * "review actions" phase goes through the open action items of the earlier ones; the initiative lists its series.
 */
useMockServer();
beforeAll(signInSeedAccounts);

const INITIATIVE = SEED_INITIATIVES.onboarding;
const WEEK = 7 * 86_400_000;

async function expectUnchanged(refused: () => Promise<unknown>): Promise<void> {
  const { before, after } = await snapshotsAround(refused);
  expect(after).toEqual(before);
}

const seriesList = async (who: 'host' | 'staff' | 'attendee' | 'outsider' = 'host') =>
  getAs<SeriesView[]>(who, meetingPaths.series, { initiativeId: INITIATIVE });
const reviewOf = async (who: 'host' | 'staff' | 'attendee' | 'outsider', meetingId: string) =>
  getAs<ActionReview>(who, meetingPaths.review, { meetingId });
const mark = (who: 'host' | 'staff' | 'attendee', meetingId: string, actionItemId: string, status: string) =>
  postAs<ActionReview>(who, meetingPaths.reviewMark, { meetingId, actionItemId, status });
const inSeries = async (seriesId: string) =>
  (await getAs<MeetingSummary[]>('host', meetingPaths.items, { initiativeId: INITIATIVE })).body
    .filter((meeting) => meeting.seriesId === seriesId)
    .sort((a, b) => a.scheduledAt.localeCompare(b.scheduledAt));

const AGENDA = [
  {
    type: 'reviewActions',
    title: 'Review actions',
    prompt: 'What became of last week’s actions?',
    timeboxSec: 300,
  },
  { type: 'discuss', title: 'Discuss', prompt: 'Agree on this week’s actions.', timeboxSec: 600 },
];

const firstAt = () => new Date(Math.floor(Date.now() / 60_000) * 60_000 + 3_600_000).toISOString();

async function createFirst(scheduledAt: string): Promise<MeetingDetail> {
  const created = await postAs<MeetingDetail>('host', meetingPaths.save, {
    initiativeId: INITIATIVE,
    title: 'Weekly onboarding sync',
    scheduledAt,
    template: 'custom',
    recurrence: 'weekly',
    attendeeIds: [SEED_USERS.staff, SEED_USERS.attendee],
    phases: AGENDA,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body;
}

/** The first meeting of a weekly series, run with three action items and ended: the second one is scheduled. */
async function firstEnded(scheduledAt = firstAt()) {
  const first = await createFirst(scheduledAt);
  expect((await postAs('host', meetingPaths.start, { id: first.id })).status).toBe(200);
  expect((await postAs('host', meetingPaths.advance, { meetingId: first.id })).status).toBe(200);
  let items: Discussion['actionItems'] = [];
  for (const [text, ownerId] of [
    ['Update the onboarding checklist', SEED_USERS.staff],
    ['Book the welcome lunch', SEED_USERS.attendee],
    ['Ask IT for a spare laptop', null],
  ] as const) {
    const saved = await postAs<Discussion>('staff', meetingPaths.actionSave, {
      meetingId: first.id,
      groupId: null,
      text,
      ownerId,
      dueOn: '2030-01-15',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    items = saved.body.actionItems;
  }
  expect((await postAs('host', meetingPaths.end, { id: first.id })).status).toBe(200);
  const second = (await inSeries(first.id))[1] as MeetingSummary;
  const item = (text: string) => items.find((entry) => entry.text.startsWith(text)) as ActionItemView;
  const [checklist, lunch, laptop] = [item('Update'), item('Book'), item('Ask')];
  return { first, second, checklist, lunch, laptop };
}

/** …and the second one started, its review marked: the checklist carried on, the lunch done, the laptop dropped. */
async function secondReviewed() {
  const run = await firstEnded();
  const { second, checklist, lunch, laptop } = run;
  expect((await postAs('host', meetingPaths.start, { id: second.id })).status).toBe(200);
  expect((await mark('attendee', second.id, lunch.id, 'done')).status).toBe(200);
  expect((await mark('host', second.id, laptop.id, 'dropped')).status).toBe(200);
  expect((await mark('host', second.id, checklist.id, 'carried')).status).toBe(200);
  return run;
}

describe('a meeting series', () => {
  test('a weekly meeting starts a series; review actions must open the agenda', async () => {
    const scheduledAt = firstAt();
    const refused = () =>
      postAs('host', meetingPaths.save, {
        initiativeId: INITIATIVE,
        title: 'Weekly onboarding sync',
        scheduledAt,
        template: 'custom',
        recurrence: 'weekly',
        phases: [...AGENDA].reverse(),
      });
    await expectUnchanged(async () => {
      const response = await refused();
      expect(response.status).toBe(400);
      expect(JSON.stringify(response.body)).toContain('it can only be the first phase');
    });
    await expectUnchanged(async () => {
      const response = await postAs('host', meetingPaths.save, {
        initiativeId: INITIATIVE,
        title: 'Weekly onboarding sync',
        scheduledAt,
        recurrence: 'daily',
      });
      expect(response.status).toBe(400);
    });

    const first = await createFirst(scheduledAt);
    expect(first).toMatchObject({ seriesId: first.id, recurrence: 'weekly' });
    // Nothing to review yet: the series has no earlier meeting.
    expect((await reviewOf('host', first.id)).body).toEqual({
      meetingId: first.id,
      seriesId: first.id,
      items: [],
    });
    expect((await seriesList()).body.find((s) => s.id === first.id)).toMatchObject({
      title: 'Weekly onboarding sync',
      recurrence: 'weekly',
      meetingCount: 1,
      next: { id: first.id, status: 'scheduled' },
      openActions: [],
    });
  });

  test('when it ends, the next meeting of the series is scheduled a week later with the same agenda', async () => {
    const scheduledAt = firstAt();
    const { first } = await firstEnded(scheduledAt);
    const meetings = await inSeries(first.id);
    expect(meetings.map((m) => m.status)).toEqual(['ended', 'scheduled']);
    const second = meetings[1] as MeetingSummary;
    expect(Date.parse(second.scheduledAt) - Date.parse(scheduledAt)).toBe(WEEK);
    expect(second).toMatchObject({
      title: 'Weekly onboarding sync',
      recurrence: 'weekly',
      attendeeIds: first.attendeeIds,
      hostId: first.hostId,
    });
    const detail = await meetingAs('host', second.id);
    expect(
      detail.phases.map(({ type, title, prompt, timeboxSec, status }) => ({
        type,
        title,
        prompt,
        timeboxSec,
        status,
      })),
    ).toEqual(AGENDA.map((phase) => ({ ...phase, status: 'pending' })));

    // The initiative shows the series, its next meeting and the open actions (never who wrote them).
    const series = (await seriesList('attendee')).body.find((s) => s.id === first.id);
    expect(series).toMatchObject({ meetingCount: 2, next: { id: second.id, status: 'scheduled' } });
    expect(series?.openActions.map((a) => [a.text, a.owner?.displayName ?? null, a.meeting.id])).toEqual([
      ['Update the onboarding checklist', 'Sami Staff', first.id],
      ['Book the welcome lunch', 'Ada Attendee', first.id],
      ['Ask IT for a spare laptop', null, first.id],
    ]);
    expect(JSON.stringify(series)).not.toMatch(/authorId/);
    // Outsiders learn nothing of it.
    expect((await seriesList('outsider')).status).toBe(404);
    expect((await reviewOf('outsider', second.id)).status).toBe(404);
  });

  test("the next meeting reviews the first one's open actions: done, carried on or dropped, by whom may", async () => {
    const { first, second, checklist, lunch, laptop } = await firstEnded();
    // Before its review phase runs, nobody marks anything.
    expect((await reviewOf('host', second.id)).body.items.every((item) => !item.viewerCanReview)).toBe(true);
    await expectUnchanged(async () => {
      const response = await mark('host', second.id, checklist.id, 'done');
      expect(response.status).toBe(409);
    });

    expect((await postAs('host', meetingPaths.start, { id: second.id })).status).toBe(200);
    const review = (await reviewOf('host', second.id)).body;
    expect(
      review.items.map((item) => [item.text, item.status, item.viewerCanReview, item.meeting.id]),
    ).toEqual([
      ['Update the onboarding checklist', 'open', true, first.id],
      ['Book the welcome lunch', 'open', true, first.id],
      ['Ask IT for a spare laptop', 'open', true, first.id],
    ]);
    // The owner of an item reviews their own item only.
    const asAttendee = (await reviewOf('attendee', second.id)).body.items.map((item) => item.viewerCanReview);
    expect(asAttendee).toEqual([false, true, false]);
    await expectUnchanged(async () => {
      expect((await mark('attendee', second.id, checklist.id, 'done')).status).toBe(403);
      expect((await mark('host', second.id, checklist.id, 'finished')).status).toBe(400);
      expect((await mark('host', second.id, 'no-such-item', 'done')).status).toBe(404);
    });

    expect((await mark('attendee', second.id, lunch.id, 'done')).status).toBe(200);
    expect((await mark('host', second.id, laptop.id, 'dropped')).status).toBe(200);
    const carried = await mark('host', second.id, checklist.id, 'carried');
    expect(carried.status).toBe(200);
    expect(carried.body.items.map((item) => [item.text, item.status])).toEqual([
      ['Update the onboarding checklist', 'carried'],
      ['Book the welcome lunch', 'done'],
      ['Ask IT for a spare laptop', 'dropped'],
    ]);
    // Carried on: an open copy in this meeting, its owner kept.
    const discussion = (await getAs<Discussion>('host', meetingPaths.discussion, { meetingId: second.id }))
      .body;
    expect(discussion.actionItems.map((a) => [a.text, a.owner?.displayName, a.dueOn])).toEqual([
      ['Update the onboarding checklist', 'Sami Staff', '2030-01-15'],
    ]);
    // Open again takes the copy back; carried again makes one.
    expect((await mark('host', second.id, checklist.id, 'open')).status).toBe(200);
    expect(
      (await getAs<Discussion>('host', meetingPaths.discussion, { meetingId: second.id })).body.actionItems,
    ).toEqual([]);
    expect((await mark('host', second.id, checklist.id, 'carried')).status).toBe(200);
    // Marking it the same way again changes nothing.
    await expectUnchanged(async () => {
      expect((await mark('host', second.id, checklist.id, 'carried')).status).toBe(200);
    });

    const series = (await seriesList()).body.find((s) => s.id === first.id);
    expect(series?.openActions.map((a) => [a.text, a.meeting.id])).toEqual([
      ['Update the onboarding checklist', second.id],
    ]);
    expect(series?.next).toMatchObject({ id: second.id, status: 'live' });

    // Once the review phase is over, the marks are kept and closed.
    expect((await postAs('host', meetingPaths.advance, { meetingId: second.id })).status).toBe(200);
    await expectUnchanged(async () => {
      expect((await mark('host', second.id, lunch.id, 'dropped')).status).toBe(409);
    });
  });

  test('the third meeting reviews what is still open; a series stopped schedules no more', async () => {
    const { first, second } = await secondReviewed();
    // The host stops the series before the second one ends: nothing more is scheduled.
    const saved = await postAs<MeetingDetail>('host', meetingPaths.save, {
      id: second.id,
      initiativeId: INITIATIVE,
      title: second.title,
      scheduledAt: second.scheduledAt,
      recurrence: null,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ seriesId: first.id, recurrence: null });
    // …and goes on again: the series is weekly once more.
    expect(
      (
        await postAs('host', meetingPaths.save, {
          id: second.id,
          initiativeId: INITIATIVE,
          title: second.title,
          scheduledAt: second.scheduledAt,
          recurrence: 'weekly',
        })
      ).status,
    ).toBe(200);
    expect((await postAs('host', meetingPaths.end, { id: second.id })).status).toBe(200);
    const meetings = await inSeries(first.id);
    expect(meetings.map((m) => m.status)).toEqual(['ended', 'ended', 'scheduled']);
    const third = meetings[2] as MeetingSummary;
    // The second meeting's review is kept as it was marked.
    expect((await reviewOf('staff', second.id)).body.items.map((item) => item.status)).toEqual([
      'carried',
      'done',
      'dropped',
    ]);
    // The third one reviews the carried copy only.
    expect((await reviewOf('host', third.id)).body.items.map((item) => [item.text, item.meeting.id])).toEqual(
      [['Update the onboarding checklist', second.id]],
    );

    const stopped = await postAs('host', meetingPaths.save, {
      id: third.id,
      initiativeId: INITIATIVE,
      title: third.title,
      scheduledAt: third.scheduledAt,
      recurrence: null,
    });
    expect(stopped.status).toBe(200);
    expect((await postAs('host', meetingPaths.start, { id: third.id })).status).toBe(200);
    expect((await postAs('host', meetingPaths.end, { id: third.id })).status).toBe(200);
    expect((await inSeries(first.id)).map((m) => m.status)).toEqual(['ended', 'ended', 'ended']);
    expect((await seriesList()).body.find((s) => s.id === first.id)).toMatchObject({
      recurrence: null,
      meetingCount: 3,
      next: null,
    });
  });
});
