import {
  type DataContext,
  type DataEndpoint,
  type InitiativesState,
  type MeetingsData,
  type MeetingsState,
  type PresenceEntry,
  type StoredMeeting,
  type Viewer,
  autoReveal,
  emptyMeetingsState,
  initiativeContracts,
  meetingContracts,
  nextBellOf,
  personOf,
  settleTime,
} from '@chorus/domain';
import { eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { LiveEvent } from './changes';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import * as t from '../db/schema';
import {
  COLLECTIONS,
  INITIATIVE,
  type Collection,
  fromRow,
  initiativeFromRow,
  rowOfJson,
  toRow,
} from './records';

/**
 * One request of the initiatives and meetings API on PostgreSQL: find what the payload touches, lock it (a write),
 * load it into a MeetingsData, run the endpoint's resolve (the same as the mock's), then write what changed: the
 * rows inserted, updated and deleted, and one revision more for each meeting and initiative that changed (the
 * events the live channel sends after COMMIT).
 *
 * What is loaded and locked: for an endpoint that works within one meeting (its `scope: 'meeting'`), that meeting
 * (locked FOR NO KEY UPDATE, its initiative FOR KEY SHARE) with its records, its initiative and the members: a
 * write costs what the meeting holds, and the meetings of an initiative are written in parallel. For the others,
 * the initiatives in scope (locked FOR UPDATE, which waits for the meeting writers of the initiative and holds
 * new ones back) with every meeting and record of theirs.
 */

type Rec = Record<string, unknown>;

/** A column of a collection's table by its property name. */
const col = (table: PgTable, name: string) =>
  (table as unknown as Record<string, PgColumn>)[name] as PgColumn;

/** What a request loads: initiatives whole, or one meeting of one initiative. */
type Target = { initiativeIds: string[] } | { meetingId: string; initiativeId: string };

/** The collections a list read reads (besides the initiatives and their members, always loaded). */
type ListRead = ReadonlySet<Collection['key']>;

/**
 * The lists over the viewer's initiatives, and the records each reads: loaded with those alone, not with every
 * idea, ballot and note of every meeting of the viewer's initiatives (the navigation's badge reads the meetings'
 * list again on every change of a meeting's status, in every open tab). A pure projection of what it reads, so
 * its answer is the whole load's (store/listReads.test.ts compares them for every seeded account); a read that
 * changed something would run again as a write, on the whole load.
 */
const LIST_READS = new Map<DataEndpoint['contract'], ListRead>([
  // The summaries: each meeting, its phases' count, its initiative's title and members, its host's name.
  [meetingContracts.items, new Set(['meetings', 'phases'])],
  // The cards: each initiative's meetings (count, next, live) and its open decisions (outcomes).
  [initiativeContracts.items, new Set(['meetings', 'outcomes'])],
]);

let narrowListReads = true;
/** Tests: whether the lists read their records alone (true, the default) or on the whole load. */
export function setNarrowListReads(on: boolean): void {
  narrowListReads = on;
}

/**
 * A meeting-scoped request that turned out to need more (its payload names several meetings, or its change
 * reaches the initiative): its transaction is rolled back and it runs again on its initiatives whole.
 */
class WiderScope extends Error {}

interface Loaded {
  target: Target;
  initiatives: InitiativesState;
  state: MeetingsState;
  /** JSON of each record as loaded, by collection and id. */
  before: Map<string, Map<string, string>>;
  membersBefore: Map<string, string>;
  initiativesBefore: Map<string, string>;
  revisions: Map<string, number>;
  /** Who has the loaded meetings open (the domain's presence log; the endpoint may change it). */
  presence: PresenceEntry[];
  /** Each loaded heartbeat, by `meetingId userId`. */
  presenceBefore: Map<string, PresenceEntry>;
}

/** Every id-like string of a payload (ids are unique across tables: random UUIDs, or the seed's own). */
export function idsOf(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    if (value.length > 0 && value.length <= 200) out.add(value);
  } else if (Array.isArray(value)) for (const item of value) idsOf(item, out);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) idsOf(item, out);
  return out;
}

const EMAIL = /^[^\s@]+@[^\s@]+$/;

/** The ids as a list of parameters (`in (…)`). */
export const listOf = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** The meetings the ids name: a meeting itself, or a record of one. */
export const meetingsNamedBy = (list: SQL) => sql`
    select id from meetings where id in (${list})
    union select meeting_id from phases where id in (${list})
    union select meeting_id from ideas where id in (${list})
    union select meeting_id from idea_groups where id in (${list})
    union select meeting_id from proposals where id in (${list})
    union select meeting_id from turns where id in (${list})
    union select meeting_id from notes where id in (${list})
    union select meeting_id from action_items where id in (${list})`;

/** The initiatives a payload's ids belong to (an initiative, an invitation, a meeting or any meeting record). */
async function initiativesOfIds(db: Db, ids: string[], lock: boolean): Promise<string[]> {
  if (ids.length === 0) return [];
  const list = listOf(ids);
  const scope = sql`
    select id from initiatives where id in (${list})
    union select initiative_id from invitations where id in (${list})
    union select initiative_id from outcomes where id in (${list})
    union select initiative_id from meetings where id in (${meetingsNamedBy(list)})`;
  // A write locks them in the same round trip (in a fixed order: two writes never wait on each other crosswise).
  const result = (await db.execute(
    lock ? sql`select id from initiatives where id in (${scope}) order by id for update` : scope,
  )) as unknown as { rows: Array<{ id: string }> };
  return [...new Set(result.rows.map((row) => row.id))].sort();
}

/**
 * The one meeting a payload's ids name (the meeting, or a record of it), with its initiative; a write locks it
 * (FOR NO KEY UPDATE: its revision changes) and its initiative (FOR KEY SHARE: an initiative-wide write waits for
 * it) in the same round trip. Null when they name none; `several` when more than one.
 */
async function meetingOfIds(
  db: Db,
  ids: string[],
  lock: boolean,
): Promise<{ meetingId: string; initiativeId: string } | 'several' | null> {
  if (ids.length === 0) return null;
  const named = meetingsNamedBy(listOf(ids));
  const result = (await db.execute(
    lock
      ? sql`select m.id, m.initiative_id from meetings m join initiatives i on i.id = m.initiative_id
          where m.id in (${named}) order by m.id for no key update of m for key share of i`
      : sql`select id, initiative_id from meetings where id in (${named})`,
  )) as unknown as { rows: Array<{ id: string; initiative_id: string }> };
  if (result.rows.length > 1) return 'several';
  const [row] = result.rows;
  return row ? { meetingId: row.id, initiativeId: row.initiative_id } : null;
}

/** The viewer's initiatives (a member) and those they are invited to: the scope of the calls that list. */
async function initiativesOfViewer(db: Db, viewer: Viewer): Promise<string[]> {
  // One statement (each is a round trip every list read of every open tab pays).
  const result = (await db.execute(
    sql`select ${t.initiativeMembers.initiativeId} as id from ${t.initiativeMembers}
      where ${t.initiativeMembers.userId} = ${viewer.uid}
      union select ${t.invitations.initiativeId} from ${t.invitations}
      where ${t.invitations.inviteeId} = ${viewer.uid}`,
  )) as unknown as { rows: Array<{ id: string }> };
  return result.rows.map((row) => row.id).sort();
}

const json = (value: unknown) => JSON.stringify(value);

/**
 * The initiatives given, their members and every record of theirs, in ONE round trip to the database (a write
 * holds its initiatives' lock while it loads: each round trip more is time every other write of the meeting
 * waits). Each part is `row_to_json` of its table's rows, tagged with its part and ordered by its sequence.
 */
async function loadRows(db: Db, target: Target, only?: ListRead): Promise<Map<string, Rec[]>> {
  const parts = new Map<string, Rec[]>();
  const select = (key: string, table: PgTable, where: SQL, order: PgColumn | SQL) =>
    sql`select ${key}::text as k, ${order}::integer as s, row_to_json(${table}.*) as r from ${table} where ${where}`;
  let initiativeIs: SQL;
  let meetingIs: (column: PgColumn) => SQL;
  let own: Record<'meetings' | 'invitations' | 'outcomes', SQL>;
  if ('meetingId' in target) {
    initiativeIs = sql`= ${target.initiativeId}`;
    meetingIs = (column) => sql`${column} = ${target.meetingId}`;
    // The meeting, and of the initiative's own records those of this meeting: its outcomes (no invitation).
    own = {
      meetings: meetingIs(t.meetings.id),
      invitations: sql`false`,
      outcomes: meetingIs(t.outcomes.meetingId),
    };
  } else {
    if (target.initiativeIds.length === 0) return parts;
    initiativeIs = sql`in (${listOf(target.initiativeIds)})`;
    const meetings = sql`select ${t.meetings.id} from ${t.meetings} where ${t.meetings.initiativeId} ${initiativeIs}`;
    meetingIs = (column) => sql`${column} in (${meetings})`;
    own = {
      meetings: sql`${t.meetings.initiativeId} ${initiativeIs}`,
      invitations: sql`${t.invitations.initiativeId} ${initiativeIs}`,
      outcomes: sql`${t.outcomes.initiativeId} ${initiativeIs}`,
    };
  }
  const proposals = sql`select ${t.proposals.id} from ${t.proposals} where ${meetingIs(t.proposals.meetingId)}`;
  const selects = [
    select('initiatives', t.initiatives, sql`${t.initiatives.id} ${initiativeIs}`, t.initiatives.seq),
    select(
      'members',
      t.initiativeMembers,
      sql`${t.initiativeMembers.initiativeId} ${initiativeIs}`,
      t.initiativeMembers.position,
    ),
    ...COLLECTIONS.filter((collection) => !only || only.has(collection.key)).map((collection) =>
      select(
        collection.key,
        collection.table,
        collection.key === 'meetings' || collection.key === 'invitations' || collection.key === 'outcomes'
          ? own[collection.key]
          : collection.key === 'stances'
            ? sql`${col(collection.table, 'proposalId')} in (${proposals})`
            : meetingIs(col(collection.table, 'meetingId')),
        col(collection.table, 'seq'),
      ),
    ),
    ...(only ? [] : [select('presence', t.meetingPresence, meetingIs(t.meetingPresence.meetingId), sql`0`)]),
  ];
  const result = (await db.execute(sql`${sql.join(selects, sql` union all `)} order by k, s`)) as unknown as {
    rows: Array<{ k: string; r: Record<string, unknown> | string }>;
  };
  const tables = new Map<string, PgTable>([
    ['initiatives', t.initiatives],
    ['members', t.initiativeMembers],
    ['presence', t.meetingPresence],
    ...COLLECTIONS.map((collection) => [collection.key, collection.table] as [string, PgTable]),
  ]);
  for (const { k, r } of result.rows) {
    const list = parts.get(k) ?? [];
    list.push(rowOfJson(tables.get(k) as PgTable, typeof r === 'string' ? JSON.parse(r) : r));
    parts.set(k, list);
  }
  return parts;
}

export const presenceKey = (entry: PresenceEntry) => `${entry.meetingId} ${entry.userId}`;

/**
 * Writes what the endpoint changed in the presence log (markPresence: the viewer's heartbeat, or leaving, and
 * the stale entries it forgot) in one statement: the rows gone deleted, the new or renewed ones upserted.
 */
async function savePresence(db: Db, loaded: Loaded): Promise<void> {
  await writePresence(db, loaded.presenceBefore, loaded.presence);
}

/** Writes the presence log as it is `after`, from what it was `before` (by `meetingId userId`): one statement. */
export async function writePresence(
  db: Db,
  before: ReadonlyMap<string, PresenceEntry>,
  after: readonly PresenceEntry[],
): Promise<void> {
  const now = new Map(after.map((entry) => [presenceKey(entry), entry]));
  const gone = [...before].filter(([key]) => !now.has(key)).map(([, entry]) => entry);
  const renewed = after.filter((entry) => before.get(presenceKey(entry))?.seenAt !== entry.seenAt);
  if (gone.length === 0 && renewed.length === 0) return;
  const pairs = (entries: PresenceEntry[]) =>
    sql.join(
      entries.map(({ meetingId, userId }) => sql`(${meetingId}, ${userId})`),
      sql`, `,
    );
  const deleted =
    gone.length > 0
      ? sql`delete from ${t.meetingPresence} where (${t.meetingPresence.meetingId}, ${t.meetingPresence.userId}) in (${pairs(gone)})`
      : undefined;
  const upsert =
    renewed.length > 0
      ? db
          .insert(t.meetingPresence)
          .values(
            renewed.map(({ meetingId, userId, seenAt, since }) => ({
              meetingId,
              userId,
              seenAt,
              since: since ?? seenAt,
            })),
          )
          .onConflictDoUpdate({
            target: [t.meetingPresence.meetingId, t.meetingPresence.userId],
            set: { seenAt: sql`excluded.seen_at`, since: sql`excluded.since` },
          })
      : undefined;
  if (deleted && upsert) await db.execute(sql`with gone as (${deleted}) ${upsert.getSQL()}`);
  else if (deleted) await db.execute(deleted);
  else if (upsert) await upsert;
}

async function load(db: Db, target: Target, only?: ListRead): Promise<Loaded> {
  const state = emptyMeetingsState();
  const initiatives: InitiativesState = { initiatives: [], invitations: [] };
  const before = new Map<string, Map<string, string>>();
  const revisions = new Map<string, number>();
  const parts = await loadRows(db, target, only);
  const presence = (parts.get('presence') ?? []) as unknown as PresenceEntry[];
  const members = (parts.get('members') ?? []) as Array<typeof t.initiativeMembers.$inferSelect>;
  for (const row of (parts.get('initiatives') ?? []) as Array<typeof t.initiatives.$inferSelect>) {
    const memberIds = members.filter((m) => m.initiativeId === row.id).map((m) => m.userId);
    initiatives.initiatives.push(initiativeFromRow(row, memberIds));
    revisions.set(`initiative:${row.id}`, row.revision);
  }
  for (const collection of COLLECTIONS) {
    const rows = parts.get(collection.key) ?? [];
    if (collection.key === 'meetings')
      for (const row of rows) revisions.set(`meeting:${row.id}`, row.revision as number);
    const records = rows.map((row) => fromRow(collection, row));
    if (collection.key === 'invitations')
      initiatives.invitations = records as InitiativesState['invitations'];
    else (state[collection.key] as Rec[]) = records;
    before.set(collection.key, new Map(records.map((record) => [record.id as string, json(record)])));
  }
  return {
    target,
    initiatives,
    state,
    before,
    revisions,
    presence,
    presenceBefore: new Map(presence.map((entry) => [presenceKey(entry), { ...entry }])),
    membersBefore: new Map(initiatives.initiatives.map((i) => [i.id, json(i.memberIds)])),
    initiativesBefore: new Map(
      initiatives.initiatives.map((i) => {
        const { memberIds: _m, ...rest } = i;
        return [i.id, json(rest)];
      }),
    ),
  };
}

/** Every user id a record may name (hosts, attendees, members, authors, owners, voters, queues). */
function userIdsOf(loaded: Loaded, viewer: Viewer): string[] {
  const ids = new Set<string>([viewer.uid]);
  const visit = (value: unknown, key = '') => {
    if (typeof value === 'string') {
      if (/(Id|Ids|By|queue)$/.test(key)) ids.add(value);
    } else if (Array.isArray(value)) for (const item of value) visit(item, key);
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) visit(v, k);
  };
  visit(loaded.state);
  visit(loaded.initiatives);
  return [...ids];
}

interface Changes {
  events: LiveEvent[];
  count: number;
}

/** Writes what the resolve changed, and raises the revisions of what it touched. */
async function write(db: Db, loaded: Loaded): Promise<Changes> {
  const meetingsTouched = new Set<string>();
  /** The meetings whose status or phases changed: their clock may have moved (LiveEvent.timing). */
  const clocksTouched = new Set<string>();
  const initiativesTouched = new Set<string>();
  const proposalMeeting = new Map<string, string>();
  for (const p of loaded.state.proposals) proposalMeeting.set(p.id, p.meetingId);
  let count = 0;
  const touch = (key: Collection['key'], record: Rec) => {
    if (key === 'invitations' || key === 'outcomes') initiativesTouched.add(record.initiativeId as string);
    if (key === 'meetings') {
      meetingsTouched.add(record.id as string);
      clocksTouched.add(record.id as string);
    } else if (key === 'phases') {
      meetingsTouched.add(record.meetingId as string);
      clocksTouched.add(record.meetingId as string);
    } else if (key === 'stances') {
      const meeting = proposalMeeting.get(record.proposalId as string);
      if (meeting) meetingsTouched.add(meeting);
    } else if (typeof record.meetingId === 'string') meetingsTouched.add(record.meetingId);
  };
  const current = (key: Collection['key']) =>
    (key === 'invitations' ? loaded.initiatives.invitations : loaded.state[key]) as unknown as Rec[];

  // Deletions first, children before parents (a ballot replaced for one voter frees its unique key).
  const deleted = new Map<string, Rec[]>();
  for (const collection of [...COLLECTIONS].reverse()) {
    const kept = new Set(current(collection.key).map((record) => record.id as string));
    const gone = [...(loaded.before.get(collection.key) ?? new Map()).entries()].filter(
      ([id]) => !kept.has(id),
    );
    if (gone.length === 0) continue;
    await db.delete(collection.table).where(
      inArray(
        col(collection.table, 'id'),
        gone.map(([id]) => id),
      ),
    );
    count += gone.length;
    const records = gone.map(([, text]) => JSON.parse(text) as Rec);
    deleted.set(collection.key, records);
    for (const record of records) {
      touch(collection.key, record);
      if (collection.key === 'meetings') initiativesTouched.add(record.initiativeId as string);
    }
  }
  // Initiatives: deleted, inserted, updated; their members when memberIds changed.
  const nowIds = new Set(loaded.initiatives.initiatives.map((i) => i.id));
  const goneInitiatives = [...loaded.initiativesBefore.keys()].filter((id) => !nowIds.has(id));
  if (goneInitiatives.length > 0) {
    await db.delete(t.initiatives).where(inArray(t.initiatives.id, goneInitiatives));
    count += goneInitiatives.length;
  }
  for (const initiative of loaded.initiatives.initiatives) {
    const { memberIds, ...rest } = initiative;
    const previous = loaded.initiativesBefore.get(initiative.id);
    if (previous === undefined) {
      await db.insert(t.initiatives).values(toRow(INITIATIVE, rest) as typeof t.initiatives.$inferInsert);
      initiativesTouched.add(initiative.id);
      count += 1;
    } else if (previous !== json(rest)) {
      await db.update(t.initiatives).set(toRow(INITIATIVE, rest)).where(eq(t.initiatives.id, initiative.id));
      initiativesTouched.add(initiative.id);
      count += 1;
    }
    if (loaded.membersBefore.get(initiative.id) !== json(memberIds)) {
      await db.delete(t.initiativeMembers).where(eq(t.initiativeMembers.initiativeId, initiative.id));
      if (memberIds.length > 0)
        await db
          .insert(t.initiativeMembers)
          .values(memberIds.map((userId, position) => ({ initiativeId: initiative.id, userId, position })));
      initiativesTouched.add(initiative.id);
      count += 1;
    }
  }
  // Inserts and updates, parents before children.
  for (const collection of COLLECTIONS) {
    const previous = loaded.before.get(collection.key) ?? new Map<string, string>();
    const inserts: Rec[] = [];
    for (const record of current(collection.key)) {
      const id = record.id as string;
      const was = previous.get(id);
      if (was === undefined) {
        inserts.push(record);
        touch(collection.key, record);
        if (collection.key === 'meetings') initiativesTouched.add(record.initiativeId as string);
      } else if (was !== json(record)) {
        await db
          .update(collection.table)
          .set(toRow(collection, record))
          .where(eq(col(collection.table, 'id'), id));
        touch(collection.key, record);
        count += 1;
      }
    }
    if (inserts.length > 0) {
      await db.insert(collection.table).values(inserts.map((record) => toRow(collection, record)));
      count += inserts.length;
    }
  }
  // A meeting's lock does not cover its initiative: such a change is made again with the initiative locked.
  if ('meetingId' in loaded.target && initiativesTouched.size > 0) throw new WiderScope();
  const events: LiveEvent[] = [];
  const deletedMeetings = new Set((deleted.get('meetings') ?? []).map((m) => m.id as string));
  const liveMeetings = [...meetingsTouched].filter((id) => !deletedMeetings.has(id));
  if (liveMeetings.length > 0) {
    const rows = await db
      .update(t.meetings)
      // Any change but an idea's own save moves the rules' revision too: an idea save in flight that checked
      // the meeting before this change finds it moved and runs again (store/ideaSave.ts).
      .set({ revision: sql`${t.meetings.revision} + 1`, rulesRevision: sql`${t.meetings.rulesRevision} + 1` })
      .where(inArray(t.meetings.id, liveMeetings))
      .returning({ id: t.meetings.id, revision: t.meetings.revision });
    for (const row of rows)
      events.push({ kind: 'meeting', id: row.id, revision: row.revision, timing: clocksTouched.has(row.id) });
  }
  for (const id of deletedMeetings)
    events.push({ kind: 'meeting', id, revision: (loaded.revisions.get(`meeting:${id}`) ?? 0) + 1 });
  const goneSet = new Set(goneInitiatives);
  const liveInitiatives = [...initiativesTouched].filter((id) => !goneSet.has(id));
  if (liveInitiatives.length > 0) {
    const rows = await db
      .update(t.initiatives)
      .set({ revision: sql`${t.initiatives.revision} + 1` })
      .where(inArray(t.initiatives.id, liveInitiatives))
      .returning({ id: t.initiatives.id, revision: t.initiatives.revision });
    for (const row of rows) events.push({ kind: 'initiative', id: row.id, revision: row.revision });
  }
  for (const id of goneSet)
    events.push({ kind: 'initiative', id, revision: (loaded.revisions.get(`initiative:${id}`) ?? 0) + 1 });
  return { events, count };
}

export interface RunOptions {
  db: Db;
  endpoint: DataEndpoint;
  input: unknown;
  viewer: Viewer;
  request: Request;
  /** Called with the events of a committed change (and of presence news). */
  publish(events: LiveEvent[]): void;
}

/** The columns of a user the projections read (personOf: name, photo, type) and invitations (e-mail): no secret. */
const PERSON_COLUMNS = {
  uid: t.users.uid,
  email: t.users.email,
  displayName: t.users.displayName,
  photoURL: t.users.photoURL,
  userType: t.users.userType,
};
type PersonRow = { uid: string; email: string; displayName: string; photoURL: string; userType: number };
type PersonRecord = NonNullable<Parameters<typeof personOf>[1]>;
const personRecordOf = (row: PersonRow): PersonRecord => ({
  data: {
    displayName: row.displayName,
    photoURL: row.photoURL,
    userType: row.userType as PersonRecord['data']['userType'],
  },
});

/** The meetings domain's view of what was loaded, with the people it names (a departed one: "Former member"). */
function meetingsDataOf(loaded: Loaded, users: Map<string, Parameters<typeof personOf>[1]>): MeetingsData {
  return {
    state: loaded.state,
    initiatives: loaded.initiatives.initiatives,
    personOf: (userId) => personOf(userId, users.get(userId)),
    presence: loaded.presence,
  };
}

async function attempt(db: Db, options: RunOptions, lock: boolean, wide: boolean) {
  const { endpoint, input, viewer, request } = options;
  const payloadIds = [...idsOf(input)];
  const meeting = endpoint.scope === 'meeting' && !wide ? await meetingOfIds(db, payloadIds, lock) : null;
  if (meeting === 'several' && lock) throw new WiderScope();
  let target: Target;
  if (meeting && meeting !== 'several') target = meeting;
  else {
    let scope = await initiativesOfIds(db, payloadIds, lock);
    const locked = scope.length > 0;
    if (!locked) scope = await initiativesOfViewer(db, viewer);
    if (lock && !locked && scope.length > 0) {
      await db
        .select({ id: t.initiatives.id })
        .from(t.initiatives)
        .where(inArray(t.initiatives.id, scope))
        .orderBy(t.initiatives.id)
        .for('update');
    }
    target = { initiativeIds: scope };
  }
  // A list over the viewer's initiatives that reads some of their records loads those alone (LIST_READS).
  const only =
    !lock && narrowListReads && 'initiativeIds' in target ? LIST_READS.get(endpoint.contract) : undefined;
  const loaded = await load(db, target, only);
  const emails = payloadIds.filter((id) => EMAIL.test(id)).map((email) => email.trim().toLowerCase());
  const userRows = await db
    .select(PERSON_COLUMNS)
    .from(t.users)
    .where(
      or(
        inArray(t.users.uid, userIdsOf(loaded, viewer)),
        emails.length > 0 ? t.usersWithEmail(emails) : sql`false`,
      ),
    );
  const users = new Map(userRows.map((row) => [row.uid, personRecordOf(row)]));
  const byEmail = new Map(userRows.map((row) => [row.email.toLowerCase(), row.uid]));
  const data = meetingsDataOf(loaded, users);
  const notices: LiveEvent[] = [];
  const context: DataContext = {
    request,
    viewer,
    data,
    initiatives: loaded.initiatives,
    accountOf: (email) => byEmail.get(email.trim().toLowerCase()),
    now: Date.now(),
    notify: (meetingId) =>
      notices.push({
        kind: 'meeting',
        id: meetingId,
        revision: loaded.revisions.get(`meeting:${meetingId}`) ?? 0,
        timing: false,
      }),
  };
  const value = await endpoint.resolve(input, context);
  await savePresence(db, loaded);
  return { value, loaded, notices };
}

/**
 * Runs a data endpoint. A write: in one transaction with what it touches locked (its meeting, or the initiatives
 * in scope). A read: without locks; if the read changed something (a phase that closed at its bell while nobody
 * wrote), it runs again as a write so that change is kept.
 */
export async function runDataEndpoint(options: RunOptions): Promise<unknown> {
  const { db } = options;
  if (!options.endpoint.write) {
    const { value, loaded, notices } = await attempt(db, options, false, false);
    if (!dirty(loaded)) {
      if (notices.length > 0) options.publish(notices);
      return value;
    }
  }
  let events: LiveEvent[] = [];
  const inTransaction = (wide: boolean) =>
    db.transaction(async (tx) => {
      const { value, loaded, notices } = await attempt(tx as unknown as Db, options, true, wide);
      const changes = await write(tx as unknown as Db, loaded);
      events = [...changes.events, ...notices];
      return value;
    });
  let result: unknown;
  try {
    result = await inTransaction(false);
  } catch (error) {
    if (!(error instanceof WiderScope)) throw error;
    result = await inTransaction(true);
  }
  if (events.length > 0) options.publish(events);
  return result;
}

/** Whether the resolve changed any record (a read that settled something must be written). */
function dirty(loaded: Loaded): boolean {
  for (const collection of COLLECTIONS) {
    const previous = loaded.before.get(collection.key) ?? new Map<string, string>();
    const records = (collection.key === 'invitations'
      ? loaded.initiatives.invitations
      : loaded.state[collection.key]) as unknown as Rec[];
    if (records.length !== previous.size) return true;
    if (records.some((record) => previous.get(record.id as string) !== json(record))) return true;
  }
  if (loaded.initiatives.initiatives.length !== loaded.initiativesBefore.size) return true;
  return loaded.initiatives.initiatives.some(({ memberIds, ...rest }) => {
    return (
      loaded.initiativesBefore.get(rest.id) !== json(rest) ||
      loaded.membersBefore.get(rest.id) !== json(memberIds)
    );
  });
}

/**
 * The bells of live meetings (all of them, or those given): when time next settles each by itself, by the
 * domain's rule (nextBellOf), or null. Reads only the meetings and their phases.
 */
export async function meetingBells(
  db: Db,
  meetingIds?: readonly string[],
): Promise<Map<string, number | null>> {
  const bells = new Map<string, number | null>();
  if (meetingIds?.length === 0) return bells;
  const meetingsTable = COLLECTIONS.find((c) => c.key === 'meetings') as Collection;
  const phasesTable = COLLECTIONS.find((c) => c.key === 'phases') as Collection;
  const rows = await db
    .select()
    .from(t.meetings)
    .where(meetingIds ? inArray(t.meetings.id, [...meetingIds]) : eq(t.meetings.status, 'live'));
  const state = emptyMeetingsState();
  state.meetings = rows.map((row) => fromRow(meetingsTable, row)) as MeetingsState['meetings'];
  if (rows.length > 0) {
    const phases = await db
      .select()
      .from(t.phases)
      .where(
        inArray(
          t.phases.meetingId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(t.phases.seq);
    state.phases = phases.map((row) => fromRow(phasesTable, row)) as MeetingsState['phases'];
  }
  for (const id of meetingIds ?? []) bells.set(id, null);
  for (const meeting of state.meetings) bells.set(meeting.id, nextBellOf(state, meeting));
  return bells;
}

/**
 * At a meeting's bell: writes what time has settled by `now` (the domain's settleTime: a timed reveal, or the room
 * moving on at the end of its phase), in
 * one transaction with the meeting locked. Returns the events to publish (none if nothing was due).
 */
export function settleAtTheBell(db: Db, meetingId: string, now: number): Promise<LiveEvent[]> {
  return settleWith(db, meetingId, (state, meeting) => settleTime(state, meeting, now));
}

/**
 * revealMode allSubmitted, once an idea saved on its narrow load is stored (ideaSave.ts): the domain's autoReveal
 * on the meeting's whole load, locked, so of several last submissions saved at once one reveals. Returns the
 * events to publish (none if the phase is not revealed now).
 */
export function revealIfAllSubmitted(
  db: Db,
  meetingId: string,
  phaseId: string,
  now: number,
): Promise<LiveEvent[]> {
  return settleWith(db, meetingId, (state, meeting) => {
    const phase = state.phases.find((entry) => entry.id === phaseId);
    if (phase) autoReveal(state, meeting, phase, now);
  });
}

/** Runs `settle` on the meeting's whole load with the meeting locked, and writes what it changed. */
function settleWith(
  db: Db,
  meetingId: string,
  settle: (state: MeetingsState, meeting: StoredMeeting) => void,
): Promise<LiveEvent[]> {
  return db.transaction(async (tx) => {
    const target = await meetingOfIds(tx as unknown as Db, [meetingId], true);
    if (!target || target === 'several') return [];
    const loaded = await load(tx as unknown as Db, target);
    const meeting = loaded.state.meetings.find((m): m is StoredMeeting => m.id === meetingId);
    if (!meeting) return [];
    settle(loaded.state, meeting);
    if (!dirty(loaded)) return [];
    return (await write(tx as unknown as Db, loaded)).events;
  });
}

/** Every initiative and meeting record (tests: what a response says is stored). */
export async function loadEverything(
  db: Db,
): Promise<{ meetings: MeetingsState; initiatives: InitiativesState }> {
  const ids = (await db.select({ id: t.initiatives.id }).from(t.initiatives)).map((row) => row.id);
  const loaded = await load(db, { initiativeIds: ids });
  return { meetings: loaded.state, initiatives: loaded.initiatives };
}

/**
 * A meeting with every record of it, its initiative and the people it names, as the meeting's endpoints read it
 * (one load): what the live channel projects for each viewer to tell whether their view changed (live/views.ts).
 * Null when the meeting does not exist.
 */
export async function loadMeetingData(
  db: Db,
  meetingId: string,
): Promise<{ data: MeetingsData; initiatives: InitiativesState } | null> {
  const target = await meetingOfIds(db, [meetingId], false);
  if (!target || target === 'several') return null;
  const loaded = await load(db, target);
  const ids = userIdsOf(loaded, { uid: '', userType: 2 }).filter(Boolean);
  const rows =
    ids.length > 0 ? await db.select(PERSON_COLUMNS).from(t.users).where(inArray(t.users.uid, ids)) : [];
  const users = new Map(rows.map((row) => [row.uid, personRecordOf(row)]));
  return {
    initiatives: loaded.initiatives,
    data: meetingsDataOf(loaded, users),
  };
}
