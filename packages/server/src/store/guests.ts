import type { GuestStore, StoredMeeting } from '@chorus/domain';
import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import * as t from '../db/schema';
import type { LiveEvent } from './changes';
import { COLLECTIONS, fromRow, userToRow } from './records';

const MEETINGS = COLLECTIONS.find(
  (collection) => collection.key === 'meetings',
) as (typeof COLLECTIONS)[number];

const byToken = (token: string) => or(eq(t.meetings.guestToken, token), eq(t.meetings.spectatorToken, token));

/**
 * The guest endpoints' meetings on the server (meetings.guests.ts): a link's meeting found by its token (a unique
 * index on each link's column: one row, whatever the database holds), and a guest added in one transaction (the
 * account, the meeting's guest list, its revision) with the meeting's row locked, then told to its viewers.
 */
export function serverGuestStore(db: Db, publish: (events: LiveEvent[]) => void): GuestStore {
  return {
    async findByToken(token) {
      const [row] = await db
        .select({ meeting: t.meetings, hostName: t.users.displayName })
        .from(t.meetings)
        .leftJoin(t.users, eq(t.users.uid, t.meetings.hostId))
        .where(byToken(token))
        .limit(1);
      if (!row) return null;
      return {
        meeting: fromRow(MEETINGS, row.meeting) as StoredMeeting,
        hostName: row.hostName ?? '',
      };
    },
    async addGuest(token, user, join) {
      const done = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(t.meetings).where(byToken(token)).for('no key update').limit(1);
        if (!row) return null;
        const meeting = fromRow(MEETINGS, row) as StoredMeeting;
        const kind = join(meeting);
        if (!kind) return null;
        await tx.insert(t.users).values(userToRow(user));
        const [updated] = await tx
          .update(t.meetings)
          .set({
            guestIds: meeting.guestIds,
            spectatorIds: meeting.spectatorIds,
            breakouts: meeting.breakouts,
            updatedAt: new Date(meeting.updatedAt),
            revision: sql`${t.meetings.revision} + 1`,
            rulesRevision: sql`${t.meetings.rulesRevision} + 1`,
          })
          .where(eq(t.meetings.id, meeting.id))
          .returning({ id: t.meetings.id, revision: t.meetings.revision });
        return updated ? { meetingId: meeting.id, kind, revision: updated.revision } : null;
      });
      if (!done) return null;
      publish([{ kind: 'meeting', id: done.meetingId, revision: done.revision, timing: false }]);
      return { meetingId: done.meetingId, kind: done.kind };
    },
  };
}
