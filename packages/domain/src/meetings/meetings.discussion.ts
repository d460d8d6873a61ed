import type { Viewer } from '../auth/auth.people';
import { badRequest, conflict } from '../lib/errors';
import { createId } from '../lib/ids';
import { iso } from '../lib/time';
import {
  OPEN_ACTION,
  participantsOf,
  recordWithId,
  type StoredMeeting,
  type StoredNote,
} from './meetings.records';
import { type MeetingsData, requireLive, requireParticipant, requireVisibleMeeting } from './meetings.rules';
import type { Discussion, MeetingReport, SaveActionItemRequest } from './meetings.schema';

/**
 * The discussion (Chorus extension, docs/meetings.md): per theme (or on the meeting as a whole), shared
 * notes and action items (what, who, by when), written by anyone taking part while the meeting is live and
 * read by every member, also once it has ended (its summary). Never who wrote them. Plain functions.
 */

/** Times to the minute: when a note was written must not tell who wrote it. */
const minuteOf = (now: number) => iso(Math.floor(now / 60_000) * 60_000);

/** A participant of the live meeting, writing on one of its themes (or on the meeting: null). */
function requireWriter(data: MeetingsData, meetingId: string, groupId: string | null, viewer: Viewer) {
  const meeting = requireVisibleMeeting(data, meetingId, viewer);
  requireParticipant(meeting, viewer);
  requireLive(meeting);
  if (groupId !== null && !data.state.groups.some((g) => g.id === groupId && g.meetingId === meeting.id))
    badRequest(`groupId: ${groupId} is not a theme of this meeting`);
  return meeting;
}

export function saveNote(
  data: MeetingsData,
  viewer: Viewer,
  body: { meetingId: string; groupId: string | null; text: string; newId?: string | undefined },
  now: number,
): StoredMeeting {
  if (body.newId) {
    // Sent again (its answer was lost, the page was offline or reloaded): nothing more is written, and the note
    // it made is answered even once the meeting has ended (it was saved in time).
    const earlier = recordWithId(data.state, body.newId);
    if (earlier) {
      const meeting = requireVisibleMeeting(data, body.meetingId, viewer);
      const note = earlier.record as StoredNote;
      if (earlier.collection !== 'notes' || note.authorId !== viewer.uid || note.meetingId !== meeting.id)
        conflict('newId: this id is already in use');
      return meeting;
    }
    if (data.initiatives.some((initiative) => initiative.id === body.newId))
      conflict('newId: this id is already in use');
  }
  const meeting = requireWriter(data, body.meetingId, body.groupId, viewer);
  data.state.notes.push({
    id: body.newId ?? createId(),
    meetingId: meeting.id,
    groupId: body.groupId,
    text: body.text,
    createdAt: minuteOf(now),
    authorId: viewer.uid,
  });
  return meeting;
}

export function saveActionItem(
  data: MeetingsData,
  viewer: Viewer,
  body: Omit<SaveActionItemRequest, 'text'> & { text: string },
  now: number,
): StoredMeeting {
  const meeting = requireWriter(data, body.meetingId, body.groupId, viewer);
  const ownerId = body.ownerId ?? null;
  if (ownerId !== null && !participantsOf(meeting).includes(ownerId))
    badRequest('ownerId: the owner must take part in the meeting');
  data.state.actionItems.push({
    id: createId(),
    meetingId: meeting.id,
    groupId: body.groupId,
    text: body.text,
    ownerId,
    dueOn: body.dueOn ?? null,
    createdAt: minuteOf(now),
    authorId: viewer.uid,
    ...OPEN_ACTION,
  });
  return meeting;
}

/** The notes and action items of a meeting, oldest first, for any member. */
export function discussionView(data: MeetingsData, meeting: StoredMeeting): Discussion {
  const titles = new Map(
    data.state.groups.filter((g) => g.meetingId === meeting.id).map((g) => [g.id, g.title] as const),
  );
  const byTime = <T extends { createdAt: string; id: string }>(a: T, b: T) =>
    a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);
  return {
    meetingId: meeting.id,
    notes: data.state.notes
      .filter((note) => note.meetingId === meeting.id)
      .sort(byTime)
      .map(({ id, meetingId, groupId, text, createdAt }) => ({ id, meetingId, groupId, text, createdAt })),
    actionItems: data.state.actionItems
      .filter((item) => item.meetingId === meeting.id)
      .sort(byTime)
      .map((item) => ({
        id: item.id,
        meetingId: item.meetingId,
        groupId: item.groupId,
        groupTitle: item.groupId ? (titles.get(item.groupId) ?? null) : null,
        text: item.text,
        owner: item.ownerId
          ? { id: item.ownerId, displayName: data.personOf(item.ownerId).displayName }
          : null,
        dueOn: item.dueOn,
        createdAt: item.createdAt,
      })),
  };
}

/** GET discussion. */
export function discussionFor(data: MeetingsData, meetingId: string, viewer: Viewer): Discussion {
  return discussionView(data, requireVisibleMeeting(data, meetingId, viewer));
}

/**
 * The discussion as a meeting's summary records it (GET summary): the notes (what, on which theme) and the action
 * items (what, who, by when, on which theme), oldest first. Never who wrote them.
 */
export function reportDiscussion(
  data: MeetingsData,
  meetingId: string,
  viewer: Viewer,
): Pick<MeetingReport, 'notes' | 'actionItems'> {
  const discussion = discussionFor(data, meetingId, viewer);
  const titles = new Map(
    data.state.groups.filter((g) => g.meetingId === meetingId).map((g) => [g.id, g.title] as const),
  );
  return {
    notes: discussion.notes.map((note) => ({
      text: note.text,
      theme: note.groupId ? (titles.get(note.groupId) ?? null) : null,
    })),
    actionItems: discussion.actionItems.map((item) => ({
      text: item.text,
      owner: item.owner?.displayName ?? null,
      dueOn: item.dueOn,
      theme: item.groupTitle,
    })),
  };
}
