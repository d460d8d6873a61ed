import {
  type DataContext,
  type InitiativesState,
  type MeetingsData,
  type PresenceEntry,
  meetingContracts,
} from '@chorus/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import * as t from '../db/schema';
import type { LiveEvent } from './changes';
import {
  type RunOptions,
  idsOf,
  listOf,
  loadMeetingData,
  meetingsNamedBy,
  presenceKey,
  writePresence,
} from './data';
import { deepFreeze } from './deepFreeze';

/**
 * The reads of one meeting (its page, ideas, ballot, results, report, discussion) and the presence heartbeat,
 * answered from this instance's copy of the meeting: one statement asks which meeting the input names, its
 * revision, the version of its row and its initiative's, and who is here; the meeting's records come from the copy
 * made at that version (or a later one), loaded once per version for every reader of the instance, and the domain's own endpoint projects it for the
 * viewer as on the whole load. The copy is frozen: a read that would change a record (time settled a reveal
 * nobody wrote yet) fails to, and runs on the whole load instead, which writes that change (data.ts).
 *
 * A heartbeat writes only the presence it changed (one statement: the viewer's renewed entry, the stale ones
 * forgotten) and tells the others only when who is here changed.
 */

type Loaded = { data: MeetingsData; initiatives: InitiativesState };

/**
 * How long a meeting's copy is kept once nobody reads it, how long it is used at most (the people it names may
 * have changed their name or photo: no revision says so), and how many meetings an instance keeps.
 */
const IDLE_MS = 60_000;
const MAX_AGE_MS = 10_000;
const MAX_MEETINGS = 500;

interface Entry {
  /**
   * The versions of the meeting's row and of its initiative's (their `xmin`: every change of the meeting moves
   * its revision, every change of the initiative's members its own, and either writes the row anew). Compared
   * for equality, never order: a restored or re-seeded database starts its revisions again, not its xids.
   */
  version: string;
  loading: Promise<Loaded | null>;
  usedAt: number;
  loadedAt: number;
}

const caches = new WeakMap<Db, Map<string, Entry>>();

/**
 * The meeting's records as of `version` (its row's and its initiative's) or later, shared by the readers of this
 * instance (frozen); null when it does not exist. Its presence is whatever it was at the load: callers give their own.
 */
export function meetingAt(db: Db, meetingId: string, version: string): Promise<Loaded | null> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const now = Date.now();
  const known = cache.get(meetingId);
  if (known && known.version === version && now - known.loadedAt < MAX_AGE_MS) {
    known.usedAt = now;
    return known.loading;
  }
  const loading = loadMeetingData(db, meetingId).then((loaded) => {
    if (!loaded) return null;
    deepFreeze(loaded.data.state);
    deepFreeze(loaded.data.initiatives);
    deepFreeze(loaded.initiatives);
    return loaded;
  });
  const entry: Entry = { version, loading, usedAt: now, loadedAt: now };
  const map = cache;
  map.set(meetingId, entry);
  loading.catch(() => {
    if (map.get(meetingId) === entry) map.delete(meetingId);
  });
  // The copies nobody read for a while go (and the oldest, past the bound).
  for (const [id, other] of map) if (now - other.usedAt > IDLE_MS) map.delete(id);
  if (map.size > MAX_MEETINGS) {
    const oldest = [...map].sort((a, b) => a[1].usedAt - b[1].usedAt)[0];
    if (oldest) map.delete(oldest[0]);
  }
  return loading;
}

/** Reads of one meeting, and the heartbeat, answered from the instance's copy. */
export const readsFromCopy = (options: RunOptions) =>
  options.endpoint.scope === 'meeting' &&
  (!options.endpoint.write || options.endpoint.path === meetingContracts.presence.path);

/** Not answered from the copy (several meetings named, none, a read that settles something): null. */
export async function readFromCopy(options: RunOptions): Promise<{ value: unknown } | null> {
  const { db, endpoint, input, viewer, request } = options;
  const ids = [...idsOf(input)];
  if (ids.length === 0) return null;
  const result = (await db.execute(sql`
    select m.id, m.revision, m.xmin::text || ' ' || i.xmin::text as version,
      coalesce((select json_agg(json_build_object('meetingId', p.meeting_id, 'userId', p.user_id, 'seenAt', p.seen_at, 'since', p.since))
        from ${t.meetingPresence} p where p.meeting_id = m.id), '[]'::json) as presence
    from ${t.meetings} m join ${t.initiatives} i on i.id = m.initiative_id where m.id in (${meetingsNamedBy(listOf(ids))})`)) as unknown as {
    rows: Array<{
      id: string;
      revision: number;
      version: string;
      presence: PresenceEntry[] | string;
    }>;
  };
  if (result.rows.length !== 1) return null;
  const [row] = result.rows as [(typeof result.rows)[0]];
  const loaded = await meetingAt(db, row.id, row.version);
  if (!loaded) return null;
  const presence = (typeof row.presence === 'string' ? JSON.parse(row.presence) : row.presence).map(
    (entry: PresenceEntry) => ({
      ...entry,
      seenAt: Number(entry.seenAt),
      since: entry.since == null ? undefined : Number(entry.since),
    }),
  ) as PresenceEntry[];
  const before = new Map(presence.map((entry) => [presenceKey(entry), { ...entry }]));
  const data: MeetingsData = { ...loaded.data, presence };
  const notices: LiveEvent[] = [];
  const context: DataContext = {
    request,
    viewer,
    data,
    initiatives: loaded.initiatives,
    accountOf: () => undefined,
    now: Date.now(),
    notify: (meetingId) =>
      notices.push({ kind: 'meeting', id: meetingId, revision: row.revision, timing: false }),
  };
  let value: unknown;
  try {
    value = await endpoint.resolve(input, context);
  } catch (error) {
    // The read would change a frozen record: the whole load runs it and writes that change.
    if (error instanceof TypeError) return null;
    throw error;
  }
  await writePresence(db, before, presence);
  if (notices.length > 0) options.publish(notices);
  return { value };
}
