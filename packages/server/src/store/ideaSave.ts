import {
  type DataContext,
  type MeetingsData,
  type StoredIdea,
  type StoredMeeting,
  type StoredPhase,
  emptyMeetingsState,
  meetingContracts,
  participantsOf,
  personOf,
} from '@chorus/domain';
import { type SQL, getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import * as t from '../db/schema';
import { type RunOptions, revealIfAllSubmitted } from './data';
import { COLLECTIONS, type Collection, fromRow, initiativeFromRow, rowOfJson, toRow } from './records';
import { deepFreeze } from './deepFreeze';

/**
 * `idea/save`, the write of every attendee of a meeting at once, on a narrow load: the domain's own endpoint
 * (saveIdea and ideaView, as on the mock) judges it on the meeting, the phase, the viewer's membership and the idea
 * being edited, read in one statement without locking anything; the write is a second statement, committed on its
 * own, that raises the meeting's revision only if its `rules_revision` (every other change of the meeting moves it:
 * data.ts' write) and its initiative's revision (its members) have not moved since the read, and inserts or updates
 * the idea in the same statement. So a save is two statements, and the writers of one meeting wait for each other
 * only while PostgreSQL runs one write (the meeting's row), not for a whole load → rule → write → commit, nor for
 * this process between statements.
 *
 * Where the narrow load does not let the rule decide alone, the save runs on the meeting's whole load instead
 * (data.ts), which answers the same: a `newId` already in use (a save sent again), a rule that changes more than
 * the idea (its records are frozen here), and a meeting changed between the read and the write. The reveal at the
 * last submission (revealMode allSubmitted, which reads every author's ideas) is decided once the idea is stored.
 */

type Rec = Record<string, unknown>;

const IDEAS = COLLECTIONS.find((c) => c.key === 'ideas') as Collection;
const MEETINGS = COLLECTIONS.find((c) => c.key === 'meetings') as Collection;
const PHASES = COLLECTIONS.find((c) => c.key === 'phases') as Collection;

/** The narrow load does not let the rule decide alone: the whole meeting's load decides (data.ts). */
class NotNarrow extends Error {}

const col = (table: PgTable, name: string) =>
  (table as unknown as Record<string, PgColumn>)[name] as PgColumn;

/** Whether any record of any table has this id (a client-made id must name nothing yet). */
const idTaken = (id: string) =>
  sql.join(
    [
      sql`exists (select 1 from ${t.initiatives} where ${t.initiatives.id} = ${id})`,
      ...COLLECTIONS.map(
        (collection) =>
          sql`exists (select 1 from ${collection.table} where ${col(collection.table, 'id')} = ${id})`,
      ),
    ],
    sql` or `,
  );

/** The value of a column as a typed parameter (`$1::boolean`): an INSERT … SELECT does not type its parameters. */
const typed = (column: PgColumn, value: unknown) =>
  value === null ? sql`null` : sql`${column.mapToDriverValue(value)}::${sql.raw(column.getSQLType())}`;

interface LoadedRow {
  meeting: Rec;
  phase: Rec;
  initiative: Rec;
  member: boolean;
  idea: Rec | null;
  taken: boolean;
  person: { displayName: string; photoURL: string; userType: number } | null;
}

/** Whether the endpoint is idea/save (the one write this module takes). */
export const isIdeaSave = (options: RunOptions) => options.endpoint.path === meetingContracts.ideaSave.path;

/**
 * Runs idea/save on its narrow load; null when it must run on the meeting's whole load (the caller then does).
 * A refusal of the rule (4xx) is thrown as on the whole load.
 */
export async function saveIdeaNarrowly(options: RunOptions): Promise<{ value: unknown } | null> {
  const { db, viewer, request } = options;
  const body = options.input as { id?: string; phaseId?: string; newId?: string };
  // Without an idea or a phase the rule refuses at once (400): the whole load says so as well.
  if (!body.id && !body.phaseId) return null;
  let event: { id: string; revision: number } | undefined;
  let reveal: { meeting: StoredMeeting; phase: StoredPhase } | undefined;
  try {
    const value = await (async () => {
      const from: SQL = body.id
        ? sql`from ${t.ideas} x join ${t.phases} p on p.id = x.phase_id
              join ${t.meetings} m on m.id = x.meeting_id join ${t.initiatives} i on i.id = m.initiative_id
              where x.id = ${body.id}`
        : sql`from ${t.phases} p join ${t.meetings} m on m.id = p.meeting_id
              join ${t.initiatives} i on i.id = m.initiative_id where p.id = ${body.phaseId}`;
      // One statement: what the rule reads (no lock: the write checks that none of it moved).
      const result = (await db.execute(sql`
        select row_to_json(m.*) as meeting, row_to_json(p.*) as phase, row_to_json(i.*) as initiative,
          exists (select 1 from ${t.initiativeMembers} im where im.initiative_id = i.id and im.user_id = ${viewer.uid}) as member,
          ${body.id ? sql`row_to_json(x.*)` : sql`null::json`} as idea,
          ${body.newId ? sql`(${idTaken(body.newId)})` : sql`false`} as taken,
          (select json_build_object('displayName', u.display_name, 'photoURL', u.photo_url, 'userType', u.user_type)
             from ${t.users} u where u.uid = ${viewer.uid}) as person
        ${from}`)) as unknown as { rows: LoadedRow[] };
      const [row] = result.rows;
      const state = emptyMeetingsState();
      const initiatives = [];
      let meetingRow: Rec | undefined;
      let loadedIdea: StoredIdea | undefined;
      let before: Rec | undefined;
      if (row) {
        if (row.taken) throw new NotNarrow();
        meetingRow = rowOfJson(t.meetings, row.meeting);
        const meeting = fromRow(MEETINGS, meetingRow) as unknown as StoredMeeting;
        state.meetings.push(deepFreeze(meeting));
        state.phases.push(
          deepFreeze(fromRow(PHASES, rowOfJson(t.phases, row.phase)) as unknown as StoredPhase),
        );
        initiatives.push(
          deepFreeze(
            initiativeFromRow(
              rowOfJson(t.initiatives, row.initiative) as typeof t.initiatives.$inferSelect,
              row.member ? [viewer.uid] : [],
            ),
          ),
        );
        if (row.idea) {
          loadedIdea = fromRow(IDEAS, rowOfJson(t.ideas, row.idea)) as unknown as StoredIdea;
          before = { ...loadedIdea };
          state.ideas.push(loadedIdea);
        }
      }
      const data: MeetingsData = {
        state,
        initiatives,
        // The viewer is the author of whatever this save answers (another's idea is refused before).
        personOf: (userId) =>
          personOf(
            userId,
            userId === viewer.uid && row?.person
              ? {
                  data: {
                    ...row.person,
                    userType: row.person.userType as NonNullable<
                      Parameters<typeof personOf>[1]
                    >['data']['userType'],
                  },
                }
              : undefined,
          ),
        presence: [],
      };
      const context: DataContext = {
        request,
        viewer,
        data,
        initiatives: { initiatives, invitations: [] },
        accountOf: () => undefined,
        now: Date.now(),
        notify: () => {},
      };
      let value: unknown;
      try {
        value = await options.endpoint.resolve(options.input, context);
      } catch (error) {
        // A rule that changes a frozen record (more than the idea) needs the whole load.
        if (error instanceof TypeError) throw new NotNarrow();
        throw error;
      }
      if (!row || !meetingRow) throw new NotNarrow();
      // What changed: the one idea written (new), or the fields of the edited one.
      let write: SQL;
      // The write, in one statement that commits by itself (no transaction: the meeting's row is held only while
      // PostgreSQL runs it, never while this process is busy): the initiative as read (its members; held FOR KEY
      // SHARE, as a meeting's write holds it, so a change of its members waits or has moved its revision), the
      // meeting's rules as read, then the meeting's revision and the idea.
      const guard = sql`with i as (select id from ${t.initiatives}
          where id = ${meetingRow.initiativeId as string} and revision = ${Number(row.initiative.revision)} for key share),
        m as (update ${t.meetings} set revision = revision + 1
          where id = ${meetingRow.id as string} and rules_revision = ${meetingRow.rulesRevision as number}
            and exists (select 1 from i)
          returning revision)`;
      if (loadedIdea && before) {
        if (state.ideas.length !== 1 || state.ideas[0] !== loadedIdea) throw new NotNarrow();
        const now = toRow(IDEAS, loadedIdea as unknown as Rec);
        const old = toRow(IDEAS, before);
        const columns = getTableColumns(t.ideas) as unknown as Record<string, PgColumn>;
        const changed = Object.keys(now).filter((key) => {
          const a = now[key];
          const b = old[key];
          return a instanceof Date && b instanceof Date ? a.getTime() !== b.getTime() : a !== b;
        });
        if (changed.length === 0) return value;
        const sets = sql.join(
          changed.map(
            (key) =>
              sql`${sql.identifier((columns[key] as PgColumn).name)} = ${typed(columns[key] as PgColumn, now[key])}`,
          ),
          sql`, `,
        );
        write = sql`${guard}, w as (update ${t.ideas} set ${sets}
            where id = ${loadedIdea.id} and exists (select 1 from m) returning 1)`;
      } else {
        const added = state.ideas;
        if (added.length !== 1) throw new NotNarrow();
        const rowOf = toRow(IDEAS, added[0] as unknown as Rec);
        const columns = getTableColumns(t.ideas) as unknown as Record<string, PgColumn>;
        const keys = Object.keys(rowOf);
        write = sql`${guard}, w as (insert into ${t.ideas}
            (${sql.join(
              keys.map((key) => sql.identifier((columns[key] as PgColumn).name)),
              sql`, `,
            )})
            select ${sql.join(
              keys.map((key) => typed(columns[key] as PgColumn, rowOf[key])),
              sql`, `,
            )} from m
            on conflict (id) do nothing returning 1)`;
      }
      const written = (await db.execute(
        sql`${write} select (select revision from m) as revision, (select count(*) from w)::integer as written`,
      )) as unknown as { rows: Array<{ revision: number | null; written: number }> };
      const [outcome] = written.rows;
      // The meeting changed since the read (or the id was taken meanwhile): the whole load decides.
      if (!outcome || outcome.revision === null || outcome.written !== 1) throw new NotNarrow();
      event = { id: meetingRow.id as string, revision: outcome.revision };
      const meeting = state.meetings[0] as StoredMeeting;
      const phase = state.phases[0] as StoredPhase;
      if (!loadedIdea && meeting.settings.revealMode === 'allSubmitted' && !phase.revealedAt)
        reveal = { meeting, phase };
      return value;
    })();
    if (event) options.publish([{ kind: 'meeting', id: event.id, revision: event.revision, timing: false }]);
    // revealMode allSubmitted: the rule saw only this author's ideas, so whether this was the last submission is
    // asked now that it is stored (a statement of its own: it sees every save committed before this one's; of
    // several last ones saved at once, the later one sees them all), and the domain's autoReveal decides.
    if (reveal) {
      const { meeting, phase } = reveal;
      const participants = participantsOf(meeting);
      const counted = (await db.execute(sql`
        select count(distinct ${t.ideas.authorId})::integer as n from ${t.ideas}
        where ${t.ideas.phaseId} = ${phase.id} and ${t.ideas.authorId} in (${sql.join(
          participants.map((id) => sql`${id}`),
          sql`, `,
        )})`)) as unknown as { rows: Array<{ n: number }> };
      if ((counted.rows[0]?.n ?? 0) >= participants.length) {
        const events = await revealIfAllSubmitted(db, meeting.id, phase.id, Date.now());
        if (events.length > 0) options.publish(events);
      }
    }
    return { value };
  } catch (error) {
    if (error instanceof NotNarrow) return null;
    throw error;
  }
}
