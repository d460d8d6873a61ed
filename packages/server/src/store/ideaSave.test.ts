import { accessTokenFor } from '@chorus/domain';
import { meetingPaths } from '@chorus/domain/contracts';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type RunningServer, startServer } from '../app';
import type { DatabaseOptions } from '../db/database';
import * as t from '../db/schema';
import { addMembers, callApi, countingServer, newInitiative } from '../test/api';
import { createTestDatabase, postgresSkipReason } from '../test/postgres';

/**
 * idea/save on its narrow load (store/ideaSave.ts): two statements, writers of one meeting not serialised on a
 * whole load, and a meeting changed between a save's read and its write decides the save as the whole load would.
 */

const call = callApi;

/** A live meeting in its ideation phase with `count` attendees (made in the tables), and their tokens. */
async function liveIdeation(server: RunningServer, count: number, settings: Record<string, unknown> = {}) {
  const host = await accessTokenFor(server.auth, 'user-host');
  const initiativeId = await newInitiative(server, host, 'Ideas');
  const people = await addMembers(server, initiativeId, count, 'writer', 'Writer');
  const meeting = await call(server, host, meetingPaths.save, {
    initiativeId,
    title: 'Ideas under load',
    scheduledAt: new Date().toISOString(),
    template: 'custom',
    phases: [
      { type: 'silentIdeate', title: 'Ideas', prompt: 'Ideas?', timeboxSec: null },
      { type: 'vote', title: 'Vote', prompt: 'Vote', timeboxSec: null },
    ],
    settings,
  });
  expect(meeting.status, JSON.stringify(meeting.body)).toBe(200);
  const meetingId = meeting.body.id as string;
  const started = await call(server, host, meetingPaths.start, { id: meetingId });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const tokens = await Promise.all(people.map((uid) => accessTokenFor(server.auth, uid)));
  return { meetingId, phaseId: started.body.currentPhaseId as string, host, people, tokens };
}

const storedIdeas = async (server: RunningServer, meetingId: string) =>
  server.database.db.select().from(t.ideas).where(eq(t.ideas.meetingId, meetingId));

describe('idea/save on PGlite', () => {
  let server: RunningServer;
  let sent: Awaited<ReturnType<typeof countingServer>>['sent'];
  beforeAll(async () => {
    ({ server, sent } = await countingServer('idea-save-test'));
  }, 60_000);
  afterAll(async () => {
    await server?.stop(1000);
  });

  test('a new idea and an edit each send two statements to the database (and one for the session)', async () => {
    const { phaseId, tokens, meetingId } = await liveIdeation(server, 2);
    const token = tokens[0] as string;
    const first = await sent(() => call(server, token, meetingPaths.ideaSave, { phaseId, text: 'Counted' }));
    const saved = first.result;
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ text: 'Counted', isMine: true, meetingId, phaseId });
    // The session's check, the load and the write (no transaction: the write commits by itself).
    expect(first.kinds).toEqual(['select', 'select', 'with']);

    const second = await sent(() =>
      call(server, token, meetingPaths.ideaSave, { id: saved.body.id, text: 'Edited' }),
    );
    const edited = second.result;
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ id: saved.body.id, text: 'Edited', isMine: true });
    expect(second.kinds).toEqual(['select', 'select', 'with']);
    const rows = await storedIdeas(server, meetingId);
    expect(rows.map((row) => row.text)).toEqual(['Edited']);
  });

  test('the rule still judges: another’s idea, a closed phase, an unknown phase are refused as on the whole load', async () => {
    const { phaseId, tokens, host, meetingId } = await liveIdeation(server, 2);
    const mine = await call(server, tokens[0] as string, meetingPaths.ideaSave, { phaseId, text: 'Mine' });
    expect(mine.status).toBe(200);
    const theirs = await call(server, tokens[1] as string, meetingPaths.ideaSave, {
      id: mine.body.id,
      text: 'Not yours',
    });
    expect(theirs.status).toBe(403);
    expect(theirs.body.error.message).toBe("Only an idea's author may edit it");
    const unknown = await call(server, tokens[0] as string, meetingPaths.ideaSave, {
      phaseId: 'no-such-phase',
      text: 'Lost',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Phase no-such-phase does not exist');
    // Someone not a member of the initiative: the meeting does not exist for them.
    const outsider = await accessTokenFor(server.auth, 'user-staff');
    const refused = await call(server, outsider, meetingPaths.ideaSave, { phaseId, text: 'Outside' });
    expect(refused.status).toBe(404);
    expect((await call(server, host, meetingPaths.reveal, { meetingId })).status).toBe(200);
    const late = await call(server, tokens[1] as string, meetingPaths.ideaSave, { phaseId, text: 'Late' });
    expect(late.status).toBeGreaterThanOrEqual(400);
    expect(late.status).toBeLessThan(500);
    expect((await storedIdeas(server, meetingId)).map((row) => row.text)).toEqual(['Mine']);
  });

  test('a save sent again with its newId answers the idea it made, once; the last submission still reveals', async () => {
    const { phaseId, tokens, meetingId } = await liveIdeation(server, 1, { revealMode: 'allSubmitted' });
    const newId = crypto.randomUUID();
    const first = await call(server, tokens[0] as string, meetingPaths.ideaSave, {
      phaseId,
      newId,
      text: 'Once',
    });
    const again = await call(server, tokens[0] as string, meetingPaths.ideaSave, {
      phaseId,
      newId,
      text: 'Once',
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await storedIdeas(server, meetingId)).toHaveLength(1);
    // revealMode allSubmitted: the host and the one attendee; the host's idea is the last submission.
    const host = await accessTokenFor(server.auth, 'user-host');
    expect((await call(server, host, meetingPaths.ideaSave, { phaseId, text: 'Host' })).status).toBe(200);
    const [phase] = await server.database.db.select().from(t.phases).where(eq(t.phases.id, phaseId));
    expect(phase?.revealedAt).not.toBeNull();
  });
});

const reason = postgresSkipReason();

describe.skipIf(reason !== '')('idea/save on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: RunningServer;
  const options = (url: string): DatabaseOptions => ({ url, poolSize: 20, connectTimeoutMs: 60_000 });
  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startServer({
      port: 0,
      database: options(database.url),
      jwtSecret: 'idea-save-test',
      log: false,
      requestTimeoutMs: 120_000,
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop(1000);
    await database?.drop();
  });

  test('60 writers of one meeting at once: every idea stored once, one revision each', async () => {
    const { phaseId, tokens, meetingId } = await liveIdeation(server, 60);
    const [before] = await server.database.db.select().from(t.meetings).where(eq(t.meetings.id, meetingId));
    const answers = await Promise.all(
      tokens.map((token, index) =>
        call(server, token, meetingPaths.ideaSave, { phaseId, text: `Idea ${index}` }),
      ),
    );
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const rows = await storedIdeas(server, meetingId);
    expect(rows.map((row) => row.text).sort()).toEqual(tokens.map((_, index) => `Idea ${index}`).sort());
    const [after] = await server.database.db.select().from(t.meetings).where(eq(t.meetings.id, meetingId));
    expect((after?.revision ?? 0) - (before?.revision ?? 0)).toBe(60);
    // Idea saves leave the rules' revision alone: they never make each other start again.
    expect(after?.rulesRevision).toBe(before?.rulesRevision);
  }, 120_000);

  test('revealMode allSubmitted: 30 last submissions at once reveal the ideas; one missing, they stay hidden', async () => {
    const { phaseId, tokens, host } = await liveIdeation(server, 30, { revealMode: 'allSubmitted' });
    const save = (token: string, text: string) =>
      call(server, token, meetingPaths.ideaSave, { phaseId, text });
    expect((await save(host, 'The host first')).status).toBe(200);
    const answers = await Promise.all(tokens.slice(1).map((token, index) => save(token, `Idea ${index}`)));
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const revealedAt = async () =>
      (await server.database.db.select().from(t.phases).where(eq(t.phases.id, phaseId)))[0]?.revealedAt;
    expect(await revealedAt()).toBeNull();
    expect((await save(tokens[0] as string, 'The last one')).status).toBe(200);
    expect(await revealedAt()).not.toBeNull();
    // The second round: everyone at once, the last ones racing.
    const again = await liveIdeation(server, 30, { revealMode: 'allSubmitted' });
    const all = [again.host, ...again.tokens];
    const round = await Promise.all(
      all.map((token, index) =>
        call(server, token, meetingPaths.ideaSave, { phaseId: again.phaseId, text: `${index}` }),
      ),
    );
    for (const answer of round) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [phase] = await server.database.db.select().from(t.phases).where(eq(t.phases.id, again.phaseId));
    expect(phase?.revealedAt).not.toBeNull();
  }, 120_000);

  test('a phase closed between a save’s read and its write: the save is refused, not written into the closed phase', async () => {
    const { phaseId, tokens, meetingId } = await liveIdeation(server, 1);
    // Another writer of the meeting holds its row (as a meeting's change does from its start to its commit).
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('select id from meetings where id = $1 for no key update', [meetingId]);
      const saving = call(server, tokens[0] as string, meetingPaths.ideaSave, { phaseId, text: 'Too late' });
      // The save has read the open phase and waits to write (for the meeting's row).
      for (let waited = 0; ; waited += 20) {
        const { rows } = await other.query('select count(*)::int as n from pg_locks where not granted');
        if (rows[0].n > 0) break;
        if (waited > 10_000) throw new Error('the save never waited for the meeting');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      // The change closes the phase, as any change of the meeting does it moves the rules' revision.
      await other.query(`update phases set status = 'closed', closed_at = now() where id = $1`, [phaseId]);
      await other.query(
        'update meetings set revision = revision + 1, rules_revision = rules_revision + 1 where id = $1',
        [meetingId],
      );
      await other.query('commit');
      const answer = await saving;
      expect(answer.status, JSON.stringify(answer.body)).toBe(409);
      expect(answer.body.error.message).toBe('This phase is closed');
      expect(await storedIdeas(server, meetingId)).toEqual([]);
    } finally {
      await other.end();
    }
  }, 60_000);

  test('a member removed between a save’s read and its write: the save is refused, nothing written', async () => {
    const { phaseId, tokens, meetingId, people } = await liveIdeation(server, 2);
    const [meeting] = await server.database.db.select().from(t.meetings).where(eq(t.meetings.id, meetingId));
    const initiativeId = meeting?.initiativeId as string;
    // An initiative-wide change in progress holds the initiative (FOR UPDATE, as data.ts' whole load does).
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('select id from initiatives where id = $1 for update', [initiativeId]);
      const saving = call(server, tokens[1] as string, meetingPaths.ideaSave, { phaseId, text: 'Gone' });
      for (let waited = 0; ; waited += 20) {
        const { rows } = await other.query('select count(*)::int as n from pg_locks where not granted');
        if (rows[0].n > 0) break;
        if (waited > 10_000) throw new Error('the save never waited for the initiative');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await other.query('delete from initiative_members where initiative_id = $1 and user_id = $2', [
        initiativeId,
        people[1],
      ]);
      await other.query('update initiatives set revision = revision + 1 where id = $1', [initiativeId]);
      await other.query('commit');
      const answer = await saving;
      expect(answer.status, JSON.stringify(answer.body)).toBe(404);
      expect(await storedIdeas(server, meetingId)).toEqual([]);
    } finally {
      await other.end();
    }
  }, 60_000);
});
