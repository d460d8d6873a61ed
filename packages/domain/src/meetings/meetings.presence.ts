import type { Viewer } from '../auth/auth.people';
import { invalidState } from '../lib/errors';
import type { PresenceEntry, StoredMeeting } from './meetings.records';
import { type MeetingsData, requireVisibleMeeting } from './meetings.rules';
import { PRESENCE_TTL_SEC } from './meetings.schema';

/**
 * Presence (a Chorus extension): who has a meeting open now. Each open meeting page says "here" every
 * PRESENCE_HEARTBEAT_SEC; a person not heard from for PRESENCE_TTL_SEC is away. Plain functions over the
 * log they are given; the log is ephemeral (the mock keeps it in memory, a server may too).
 */

/**
 * The people heard from within the time to live, each with when their stretch of presence began (epoch ms), in
 * the order they arrived.
 */
export function presentSince(
  log: readonly PresenceEntry[],
  meetingId: string,
  now: number,
): Map<string, number> {
  const since = now - PRESENCE_TTL_SEC * 1000;
  const here = log
    .filter((entry) => entry.meetingId === meetingId && entry.seenAt > since)
    .map((entry) => [entry.userId, entry.since ?? entry.seenAt] as const)
    .sort((a, b) => a[1] - b[1]);
  return new Map(here);
}

/** The ids of the people heard from within the time to live. */
export function presentIds(log: readonly PresenceEntry[], meetingId: string, now: number): Set<string> {
  const since = now - PRESENCE_TTL_SEC * 1000;
  return new Set(
    log.filter((entry) => entry.meetingId === meetingId && entry.seenAt > since).map((entry) => entry.userId),
  );
}

/**
 * Records the viewer here (or gone) in a scheduled or live meeting they may see: a participant, or a member who
 * watches without taking part (a spectator, shown as watching). `changed`: whether the set of people here
 * changed (others are then told; a heartbeat that changes nothing is not news).
 */
export function markPresence(
  data: MeetingsData,
  log: PresenceEntry[],
  viewer: Viewer,
  body: { meetingId: string; here: boolean },
  now: number,
): { meeting: StoredMeeting; changed: boolean } {
  const meeting = requireVisibleMeeting(data, body.meetingId, viewer);
  if (meeting.status === 'ended') invalidState('The meeting has ended');
  const before = presentIds(log, meeting.id, now);
  const since = now - PRESENCE_TTL_SEC * 1000;
  // Here without a break since the first heartbeat of this stretch: its start is kept.
  const mine = log.find(
    (entry) => entry.meetingId === meeting.id && entry.userId === viewer.uid && entry.seenAt > since,
  );
  // Forget the stale entries (of every meeting) and the viewer's own, then note the viewer if here.
  const kept = log.filter(
    (entry) => entry.seenAt > since && !(entry.meetingId === meeting.id && entry.userId === viewer.uid),
  );
  if (body.here)
    kept.push({
      meetingId: meeting.id,
      userId: viewer.uid,
      seenAt: now,
      since: mine?.since ?? mine?.seenAt ?? now,
    });
  log.splice(0, log.length, ...kept);
  const after = presentIds(log, meeting.id, now);
  const changed = before.size !== after.size || [...after].some((id) => !before.has(id));
  return { meeting, changed };
}
