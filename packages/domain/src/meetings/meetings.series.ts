import type { Viewer } from '../auth/auth.people';
import { isMember } from '../initiatives/initiatives.rules';
import { forbidden, invalidState, notFound } from '../lib/errors';
import { createId } from '../lib/ids';
import { iso } from '../lib/time';
import {
  OPEN_ACTION,
  type MeetingsState,
  methodField,
  newPhase,
  notStarted,
  participantsOf,
  phasesOf,
  type StoredActionItem,
  type StoredMeeting,
} from './meetings.records';
import {
  canFacilitate,
  canSeeMeeting,
  currentPhase,
  type MeetingsData,
  requireLive,
  requireVisibleMeeting,
} from './meetings.rules';
import type {
  ActionReview,
  OpenAction,
  Recurrence,
  ReviewActionRequest,
  ReviewItem,
  SeriesView,
} from './meetings.schema';

/**
 * Meeting series (a Chorus extension, issue 35): a meeting that recurs schedules the next one of its series when it
 * ends (a week, two weeks or a month later, the same agenda, attendees and settings); a reviewActions phase opening a
 * later meeting goes through the action items its series' earlier meetings left open, each marked done, carried on
 * (an open copy in this meeting) or dropped; the initiative lists its series with their open actions. Plain
 * functions over the data they are given (no msw, no store).
 */

/** The date `steps` cadences after `from` (a month later keeps the day, or the month's last one). */
export function afterCadence(from: number, recurrence: Recurrence, steps = 1): number {
  if (recurrence !== 'monthly') return from + steps * (recurrence === 'weekly' ? 7 : 14) * 86_400_000;
  const date = new Date(from);
  const day = date.getUTCDate();
  const target = new Date(from);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + steps);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.getTime();
}

/** When the next meeting of the series falls: the first cadence after the ended one that is still to come. */
export function nextOccurrence(scheduledAt: string, recurrence: Recurrence, now: number): number {
  const from = Date.parse(scheduledAt);
  let steps = 1;
  while (afterCadence(from, recurrence, steps) <= now && steps < 1000) steps += 1;
  return afterCadence(from, recurrence, steps);
}

const seriesMeetings = (state: MeetingsState, seriesId: string): StoredMeeting[] =>
  state.meetings
    .filter((meeting) => meeting.seriesId === seriesId)
    .sort((a, b) => a.scheduledAt.localeCompare(b.scheduledAt) || a.createdAt.localeCompare(b.createdAt));

/**
 * A meeting of a series that recurs has ended: the next one is scheduled, unless the series already has one to come.
 * Returns it (or null).
 */
export function scheduleNext(state: MeetingsState, ended: StoredMeeting, now: number): StoredMeeting | null {
  if (ended.recurrence === null || ended.seriesId === null) return null;
  const seriesId = ended.seriesId;
  if (seriesMeetings(state, seriesId).some((m) => m.id !== ended.id && m.status !== 'ended')) return null;
  const next: StoredMeeting = {
    id: createId(),
    initiativeId: ended.initiativeId,
    title: ended.title,
    goal: ended.goal,
    hostId: ended.hostId,
    attendeeIds: [...ended.attendeeIds],
    coHostIds: [...ended.coHostIds],
    ...notStarted(),
    scheduledAt: iso(nextOccurrence(ended.scheduledAt, ended.recurrence, now)),
    durationMin: ended.durationMin,
    template: ended.template,
    settings: { ...ended.settings },
    seriesId,
    recurrence: ended.recurrence,
    createdAt: iso(now),
    updatedAt: iso(now),
  };
  state.meetings.push(next);
  phasesOf(state, ended.id).forEach((phase, order) => {
    const { type, title, prompt, timeboxSec, columns } = phase;
    state.phases.push(
      newPhase(createId(), next.id, order, {
        type,
        title,
        prompt,
        timeboxSec,
        columns,
        ...methodField(phase),
      }),
    );
  });
  return next;
}

/** The meeting an action item was written in, as a review or a series names it. */
const sourceOf = (meeting: StoredMeeting) => ({
  id: meeting.id,
  title: meeting.title,
  scheduledAt: meeting.scheduledAt,
});

function openActionOf(data: MeetingsData, item: StoredActionItem, meeting: StoredMeeting): OpenAction {
  return {
    id: item.id,
    text: item.text,
    owner: item.ownerId ? { id: item.ownerId, displayName: data.personOf(item.ownerId).displayName } : null,
    dueOn: item.dueOn,
    meeting: sourceOf(meeting),
  };
}

/** Oldest first; written in the same minute, in the order they were written (a stable sort of the stored order). */
const byTime = (a: StoredActionItem, b: StoredActionItem) => a.createdAt.localeCompare(b.createdAt);

/**
 * The items a meeting reviews, each with the meeting it was written in: those the series' earlier meetings (ended
 * before it, and the viewer may see) left open, and those this meeting reviewed. Oldest meeting first.
 */
function reviewedItems(data: MeetingsData, meeting: StoredMeeting, viewer: Viewer) {
  if (meeting.seriesId === null) return [];
  const earlier = seriesMeetings(data.state, meeting.seriesId).filter(
    (m) => m.id !== meeting.id && m.status === 'ended' && canSeeMeeting(data, m, viewer),
  );
  const order = new Map(earlier.map((m, index) => [m.id, index] as const));
  return data.state.actionItems
    .filter(
      (item) =>
        order.has(item.meetingId) &&
        (item.reviewedIn === meeting.id || (item.status === 'open' && meeting.status !== 'ended')),
    )
    .sort((a, b) => (order.get(a.meetingId) ?? 0) - (order.get(b.meetingId) ?? 0) || byTime(a, b))
    .map((item) => ({ item, source: earlier[order.get(item.meetingId) ?? 0] as StoredMeeting }));
}

/** Whether the meeting is in its review of the actions now (a reviewActions phase running). */
const reviewing = (state: MeetingsState, meeting: StoredMeeting) => {
  const phase = currentPhase(state, meeting);
  return meeting.status === 'live' && phase?.type === 'reviewActions' && phase.status === 'active';
};

const mayReview = (meeting: StoredMeeting, item: StoredActionItem, viewer: Viewer) =>
  canFacilitate(meeting, viewer.uid) ||
  (item.ownerId === viewer.uid && participantsOf(meeting).includes(viewer.uid));

function reviewView(data: MeetingsData, meeting: StoredMeeting, viewer: Viewer): ActionReview {
  const open = reviewing(data.state, meeting);
  return {
    meetingId: meeting.id,
    seriesId: meeting.seriesId,
    items: reviewedItems(data, meeting, viewer).map(
      ({ item, source }): ReviewItem => ({
        ...openActionOf(data, item, source),
        status: item.reviewedIn === meeting.id ? item.status : 'open',
        viewerCanReview: open && mayReview(meeting, item, viewer),
      }),
    ),
  };
}

/** GET review: whoever sees the meeting. */
export function reviewFor(data: MeetingsData, meetingId: string, viewer: Viewer): ActionReview {
  return reviewView(data, requireVisibleMeeting(data, meetingId, viewer), viewer);
}

/**
 * POST review/mark: during the meeting's reviewActions phase, a facilitator (or the item's owner, taking part) marks
 * an item of the review done, carried or dropped, or open again. Carried: an open copy goes on in this meeting (its
 * owner kept if they take part); open again takes that copy back.
 */
export function markReview(
  data: MeetingsData,
  viewer: Viewer,
  body: ReviewActionRequest,
  now: number,
): ActionReview {
  const meeting = requireVisibleMeeting(data, body.meetingId, viewer);
  const entry = reviewedItems(data, meeting, viewer).find(({ item }) => item.id === body.actionItemId);
  if (!entry) return notFound(`Action item ${body.actionItemId} is not in this meeting's review`);
  const { item } = entry;
  if (!mayReview(meeting, item, viewer))
    forbidden("Only the meeting's host, its co-hosts and the item's owner review an action item");
  requireLive(meeting);
  if (!reviewing(data.state, meeting))
    invalidState('Action items are reviewed while the meeting is in its Review actions phase');
  const was = item.reviewedIn === meeting.id ? item.status : 'open';
  if (was === body.status) return reviewView(data, meeting, viewer);
  if (was === 'carried') {
    const copy = data.state.actionItems.find((a) => a.carriedFrom === item.id && a.meetingId === meeting.id);
    if (copy) data.state.actionItems = data.state.actionItems.filter((a) => a !== copy);
  }
  if (body.status === 'open') {
    Object.assign(item, OPEN_ACTION);
  } else {
    item.status = body.status;
    item.reviewedIn = meeting.id;
  }
  if (body.status === 'carried') {
    data.state.actionItems.push({
      id: createId(),
      meetingId: meeting.id,
      groupId: null,
      text: item.text,
      ownerId: item.ownerId !== null && participantsOf(meeting).includes(item.ownerId) ? item.ownerId : null,
      dueOn: item.dueOn,
      createdAt: iso(Math.floor(now / 60_000) * 60_000),
      authorId: viewer.uid,
      ...OPEN_ACTION,
      carriedFrom: item.id,
    });
  }
  meeting.updatedAt = iso(now);
  return reviewView(data, meeting, viewer);
}

/** GET series: the initiative's series (its members only; 404 to anyone else), the next meeting's first. */
export function seriesOf(data: MeetingsData, initiativeId: string, viewer: Viewer): SeriesView[] {
  const initiative = data.initiatives.find((entry) => entry.id === initiativeId);
  if (!initiative || viewer.guestOf !== undefined || !isMember(initiative, viewer.uid))
    return notFound(`Initiative ${initiativeId} does not exist`);
  const ids = new Set(
    data.state.meetings
      .filter((m) => m.initiativeId === initiativeId && m.seriesId !== null)
      .map((m) => m.seriesId as string),
  );
  const views = [...ids].map((seriesId): SeriesView => {
    const meetings = seriesMeetings(data.state, seriesId);
    const latest = meetings.at(-1) as StoredMeeting;
    const next = meetings.find((m) => m.status !== 'ended');
    const byId = new Map(meetings.map((m) => [m.id, m] as const));
    return {
      id: seriesId,
      title: latest.title,
      recurrence: latest.recurrence,
      meetingCount: meetings.length,
      next: next ? { ...sourceOf(next), status: next.status } : null,
      openActions: data.state.actionItems
        .filter((item) => item.status === 'open' && byId.has(item.meetingId))
        .sort(byTime)
        .map((item) => openActionOf(data, item, byId.get(item.meetingId) as StoredMeeting)),
    };
  });
  return views.sort(
    (a, b) =>
      (a.next?.scheduledAt ?? '\uffff').localeCompare(b.next?.scheduledAt ?? '\uffff') ||
      a.title.localeCompare(b.title),
  );
}
