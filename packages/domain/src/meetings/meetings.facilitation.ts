import type { Viewer } from '../auth/auth.people';
import { badRequest, forbidden, invalidState } from '../lib/errors';
import { createId } from '../lib/ids';
import { iso } from '../lib/time';
import {
  type MeetingsState,
  type StoredLogEntry,
  type StoredMeeting,
  facilitatorOf,
  facilitatorsOf,
} from './meetings.records';
import type { StoredInitiative } from '../initiatives/initiatives.records';
import { presentSince } from './meetings.presence';
import { type MeetingsData, canFacilitate, requireVisibleMeeting } from './meetings.rules';
import type { HandOffRequest, MeetingLogAction, MeetingLogEntry } from './meetings.schema';

/**
 * Facilitation (issue 34, a Chorus extension): the host names co-hosts among the attendees; the host and the
 * co-hosts run the meeting's controls; one of them leads (the facilitator) and may hand the lead on; a co-host
 * takes it over when the facilitator is away. Every control action is written to the meeting's log, which
 * every member reads: who advanced, who revealed, who hid an idea and why (never which idea, nor whose).
 */

/** Writes a control action to the meeting's log. `actorId` null: nobody acted (the room moved on by itself). */
export function logControl(
  state: MeetingsState,
  meeting: StoredMeeting,
  actorId: string | null,
  action: MeetingLogAction,
  now: number,
  about: { subjectId?: string | null; detail?: string | null } = {},
): void {
  state.controlLog.push({
    id: createId(),
    meetingId: meeting.id,
    at: iso(now),
    action,
    actorId,
    subjectId: about.subjectId ?? null,
    detail: about.detail ?? null,
  });
}

/** The meeting's log as members read it: names and phase titles in place of ids, oldest first. */
export function meetingLogView(data: MeetingsData, meeting: StoredMeeting): MeetingLogEntry[] {
  const phases = new Map(
    data.state.phases
      .filter((phase) => phase.meetingId === meeting.id)
      .map((phase) => [phase.id, phase.title]),
  );
  return data.state.controlLog
    .filter((entry: StoredLogEntry) => entry.meetingId === meeting.id)
    .map((entry) => ({
      id: entry.id,
      at: entry.at,
      action: entry.action,
      actorName: entry.actorId === null ? null : data.personOf(entry.actorId).displayName,
      subject:
        entry.subjectId === null
          ? null
          : (phases.get(entry.subjectId) ?? data.personOf(entry.subjectId).displayName),
      detail: entry.detail,
    }));
}

/**
 * Who may take the lead over while the facilitator is away: of the host and the co-hosts who have the meeting
 * open, the one here longest (the host's order between equals). Null while the facilitator is here (they hand it
 * on themselves).
 */
export function nextFacilitator(data: MeetingsData, meeting: StoredMeeting, now: number): string | null {
  const here = presentSince(data.presence ?? [], meeting.id, now);
  const current = facilitatorOf(meeting);
  if (here.has(current)) return null;
  let next: string | null = null;
  for (const id of facilitatorsOf(meeting)) {
    const since = here.get(id);
    if (id === current || since === undefined) continue;
    if (next === null || since < (here.get(next) as number)) next = id;
  }
  return next;
}

/**
 * Hands the lead to the host or a co-host (the facilitator, or the host, who may always take it back), or takes
 * it over (a co-host naming themself, while the facilitator is away and no co-host before them is here).
 */
export function handOff(
  data: MeetingsData,
  viewer: Viewer,
  body: HandOffRequest,
  now: number,
): StoredMeeting {
  const meeting = requireVisibleMeeting(data, body.meetingId, viewer);
  if (!canFacilitate(meeting, viewer.uid))
    forbidden("Only the meeting's host and co-hosts may hand facilitation on");
  if (meeting.status === 'ended') invalidState('The meeting has ended');
  const userId = body.userId ?? viewer.uid;
  if (!canFacilitate(meeting, userId)) badRequest('userId: facilitation goes to the host or a co-host');
  const current = facilitatorOf(meeting);
  if (userId === current) return meeting;
  const leads = viewer.uid === current || viewer.uid === meeting.hostId;
  let action: MeetingLogAction = 'handOff';
  if (!leads) {
    if (userId !== viewer.uid) forbidden('Only the facilitator hands facilitation to someone else');
    const next = nextFacilitator(data, meeting, now);
    if (next === null) invalidState('The facilitator is here: ask them to hand facilitation over');
    if (next !== viewer.uid)
      invalidState('Another co-host has been here longer: they take facilitation over');
    action = 'takeOver';
  }
  meeting.facilitatorId = userId === meeting.hostId ? null : userId;
  meeting.updatedAt = iso(now);
  logControl(data.state, meeting, viewer.uid, action, now, { subjectId: userId });
  return meeting;
}

/**
 * The rota (issue 34): who facilitates the initiative's next meeting, in turn. The members in order (the owner
 * first, then the others as they joined); after whoever led the latest meeting (by its date), the next one. Null
 * before any meeting (the host leads), or when the next in turn is `viewerId` (who leads by hosting it).
 */
export function nextInRota(
  data: MeetingsData,
  initiative: StoredInitiative,
  viewerId: string,
): string | null {
  const rota = [initiative.ownerId, ...initiative.memberIds.filter((id) => id !== initiative.ownerId)];
  const latest = data.state.meetings
    .filter((meeting) => meeting.initiativeId === initiative.id)
    .reduce<StoredMeeting | undefined>(
      (last, meeting) => (last && last.scheduledAt >= meeting.scheduledAt ? last : meeting),
      undefined,
    );
  if (!latest) return null;
  // A leader who has left the initiative: the rota starts again from its first member.
  const next = rota[(rota.indexOf(facilitatorOf(latest)) + 1) % rota.length] ?? null;
  return next === viewerId ? null : next;
}
