import { meetingPaths } from '@chorus/domain/contracts';
import { accessTokenFor } from '@chorus/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type RunningServer, startServer } from './app';
import { openDatabase } from './db/database';
import * as t from './db/schema';
import { addMembers, callApi, newInitiative } from './test/api';
import { createTestDatabase, postgresSkipReason } from './test/postgres';

/**
 * Against a real PostgreSQL (one cluster per run, a database per file): the migrations apply from empty and
 * hold the constraints; concurrent ballots never exceed a budget nor lose a vote; a restart loses nothing.
 */
const reason = postgresSkipReason();
if (reason) console.warn(`PostgreSQL tests skipped: ${reason}`);
const JWT_SECRET = 'postgres-tests-secret';
const BUDGET = { dotsPerPerson: 5, maxDotsPerIdea: 3 };

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let server: RunningServer;

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary bodies
const call = <T = any>(token: string, path: string, body?: unknown, at: RunningServer = server) =>
  callApi<T>(at, token, path, body);

// The races below queue up to 100 writes on one meeting's lock and on 20 connections: on 2 busy cores the last
// waits far longer than production's bounds (5 s for a connection, 15 s a request), and what is measured here is
// what they leave, not how fast.
const start = (url: string) =>
  startServer({
    port: 0,
    database: { url, poolSize: 20, connectTimeoutMs: 120_000, queryTimeoutMs: 120_000 },
    requestTimeoutMs: 180_000,
    jwtSecret: JWT_SECRET,
    log: false,
  });

/** A host's initiative with `count` attendees (made in the tables), and a live meeting at its vote phase. */
async function meetingAtVote(count: number) {
  const host = await accessTokenFor(server.auth, 'user-host');
  const initiativeId = await newInitiative(server, host, 'Concurrency');
  const voters = await addMembers(server, initiativeId, count, 'voter', 'Voter');
  const meeting = await call(host, meetingPaths.save, {
    initiativeId,
    title: 'Vote under load',
    scheduledAt: new Date().toISOString(),
    template: 'custom',
    phases: [
      { type: 'silentIdeate', title: 'Ideas', prompt: 'Ideas?', timeboxSec: null },
      { type: 'vote', title: 'Vote', prompt: 'Vote', timeboxSec: null },
    ],
    settings: BUDGET,
  });
  expect(meeting.status, JSON.stringify(meeting.body)).toBe(200);
  const meetingId = meeting.body.id as string;
  expect((await call(host, meetingPaths.start, { id: meetingId })).status).toBe(200);
  const detail = await call(host, `${meetingPaths.item}?id=${meetingId}`);
  const ideate = detail.body.currentPhaseId as string;
  const ideas: string[] = [];
  for (const text of ['Idea A', 'Idea B', 'Idea C', 'Idea D']) {
    const saved = await call(host, meetingPaths.ideaSave, { phaseId: ideate, text });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    ideas.push(saved.body.id);
  }
  expect((await call(host, meetingPaths.reveal, { meetingId })).status).toBe(200);
  const advanced = await call(host, meetingPaths.advance, { meetingId });
  expect(advanced.status, JSON.stringify(advanced.body)).toBe(200);
  const vote = advanced.body.currentPhaseId as string;
  const tokens = await Promise.all(voters.map((uid) => accessTokenFor(server.auth, uid)));
  return { meetingId, vote, ideas, voters, tokens, host };
}

type Allocation = { targetId: string; points: number };
/** An allocation list as the domain stores it (one entry per idea, in idea order): compared as a set. */
/** A ballot's allocations in one order, each entry's keys too (jsonb stores an object's keys in its own order). */
const normal = (allocations: unknown) =>
  JSON.stringify(
    [...(allocations as Allocation[])]
      .sort((a, b) => a.targetId.localeCompare(b.targetId))
      .map(({ targetId, points }) => ({ targetId, points })),
  );

/** The stored points per idea of a phase, and the ballots' count per voter. */
async function stored(phaseId: string) {
  const rows = await server.database.db
    .select()
    .from(t.ballots)
    .where(sql`${t.ballots.phaseId} = ${phaseId}`);
  const totals = new Map<string, number>();
  for (const row of rows)
    for (const { targetId, points } of row.allocations as { targetId: string; points: number }[])
      totals.set(targetId, (totals.get(targetId) ?? 0) + points);
  return { rows, totals };
}

describe.skipIf(reason !== '')('on PostgreSQL', () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    server = await start(database.url);
  }, 120_000);
  afterAll(async () => {
    await server?.stop(1000);
    await database?.drop();
  });

  test('the migrations apply from empty and hold the constraints', async () => {
    const fresh = await createTestDatabase();
    const opened = openDatabase({ url: fresh.url });
    try {
      await opened.migrate();
      await opened.migrate(); // applied once: a second run is a no-op
      const tables = (await opened.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
      )) as unknown as { rows: { table_name: string }[] };
      expect(tables.rows.map((row) => row.table_name)).toEqual([
        'action_items',
        'ballots',
        'idea_groups',
        'ideas',
        'initiative_members',
        'initiatives',
        'invitations',
        'meeting_log',
        'meeting_presence',
        'meetings',
        'notes',
        'outcomes',
        'phases',
        'proposals',
        'sign_in_failures',
        'stances',
        'turns',
        'users',
      ]);
      const user = {
        from: 'api',
        role: ['user'],
        displayName: 'A',
        email: 'Same@chorus.test',
        photoURL: '',
        settings: {},
        shortcuts: [],
        userType: 2,
      };
      await opened.db.insert(t.users).values({ ...user, uid: 'u1' });
      // One account per e-mail, whatever its case.
      await expect(
        opened.db.insert(t.users).values({ ...user, uid: 'u2', email: 'same@CHORUS.test' }),
      ).rejects.toThrow();
    } finally {
      await opened.close();
      await fresh.drop();
    }
  });

  test('50 concurrent ballot saves from one voter: one ballot, within the budget, as a serial run leaves it', async () => {
    const { vote, ideas, tokens } = await meetingAtVote(1);
    const token = tokens[0] as string;
    const ballots = Array.from({ length: 50 }, (_, index) => [
      { targetId: ideas[index % 4] as string, points: 1 + (index % 3) },
      { targetId: ideas[(index + 1) % 4] as string, points: 2 },
    ]);
    const answers = await Promise.all(
      ballots.map((allocations) => call(token, meetingPaths.voteSave, { phaseId: vote, allocations })),
    );
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { rows, totals } = await stored(vote);
    expect(rows).toHaveLength(1);
    const spent = [...totals.values()].reduce((sum, points) => sum + points, 0);
    expect(spent).toBeLessThanOrEqual(BUDGET.dotsPerPerson);
    // The last save to commit is the ballot, as the last of a serial run would be; the voter reads it back.
    const mine = await call(token, `${meetingPaths.votesMine}?phaseId=${vote}`);
    expect(mine.body.allocations).toEqual(rows[0]?.allocations);
    expect(ballots.map(normal)).toContain(normal(mine.body.allocations));
    expect(mine.body.dotsRemaining).toBe(BUDGET.dotsPerPerson - spent);
  }, 240_000);

  test('50 voters saving at once, each from two tabs: one ballot each and the totals of a serial run', async () => {
    const { vote, ideas, tokens } = await meetingAtVote(50);
    const first = (index: number) => [{ targetId: ideas[index % 4] as string, points: 3 }];
    const second = (index: number) => [
      { targetId: ideas[index % 4] as string, points: 2 },
      { targetId: ideas[(index + 2) % 4] as string, points: 3 },
    ];
    const answers = await Promise.all(
      tokens.flatMap((token, index) => [
        call(token, meetingPaths.voteSave, { phaseId: vote, allocations: first(index) }),
        call(token, meetingPaths.voteSave, { phaseId: vote, allocations: second(index) }),
      ]),
    );
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { rows, totals } = await stored(vote);
    expect(rows).toHaveLength(50);
    // A serial run of the ballots that won (each voter's stored one) gives these totals; no vote is lost.
    const serial = new Map<string, number>();
    for (const row of rows) {
      const index = Number(row.voterId.split('-').at(-1));
      expect([normal(first(index)), normal(second(index))]).toContain(normal(row.allocations));
      for (const { targetId, points } of row.allocations as { targetId: string; points: number }[])
        serial.set(targetId, (serial.get(targetId) ?? 0) + points);
      const spent = (row.allocations as { points: number }[]).reduce((sum, a) => sum + a.points, 0);
      expect(spent).toBeLessThanOrEqual(BUDGET.dotsPerPerson);
    }
    expect(totals).toEqual(serial);
  }, 240_000);

  test('two instances on one database agree on who is here, whichever one each heartbeat reached', async () => {
    const { meetingId, voters, tokens, host } = await meetingAtVote(2);
    const other = await start(database.url);
    try {
      const hereOn = async (at: RunningServer) => {
        const detail = await call(host, `${meetingPaths.item}?id=${meetingId}`, undefined, at);
        expect(detail.status).toBe(200);
        return (detail.body.participants as { id: string; here: boolean }[])
          .filter((person) => person.here)
          .map((person) => person.id)
          .sort();
      };
      const heartbeat = (token: string, here: boolean, at: RunningServer) =>
        call(token, meetingPaths.presence, { meetingId, here }, at);
      expect(await hereOn(server)).toEqual([]);
      expect((await heartbeat(host, true, server)).status).toBe(200);
      expect((await heartbeat(tokens[0] as string, true, other)).status).toBe(200);
      const both = ['user-host', voters[0] as string].sort();
      expect(await hereOn(server)).toEqual(both);
      expect(await hereOn(other)).toEqual(both);
      // Leaving on the other instance than the one that heard the arrival.
      expect((await heartbeat(host, false, other)).status).toBe(200);
      expect(await hereOn(server)).toEqual([voters[0]]);
      expect(await hereOn(other)).toEqual([voters[0]]);
    } finally {
      await other.stop(1000);
    }
  });

  test('a restart in the middle of a meeting loses nothing', async () => {
    const { meetingId, vote, tokens, ideas, host } = await meetingAtVote(3);
    await call(tokens[0] as string, meetingPaths.voteSave, {
      phaseId: vote,
      allocations: [{ targetId: ideas[0], points: 2 }],
    });
    const before = await call(host, `${meetingPaths.item}?id=${meetingId}`);
    const ideasBefore = await call(host, `${meetingPaths.ideas}?meetingId=${meetingId}`);
    const ballotBefore = await call(tokens[0] as string, `${meetingPaths.votesMine}?phaseId=${vote}`);
    await server.stop(1000);
    server = await start(database.url);
    const after = await call(host, `${meetingPaths.item}?id=${meetingId}`);
    expect(after.status).toBe(200);
    // serverTime is the clock of each answer, not stored data.
    expect({ ...after.body, serverTime: null }).toEqual({ ...before.body, serverTime: null });
    expect((await call(host, `${meetingPaths.ideas}?meetingId=${meetingId}`)).body).toEqual(ideasBefore.body);
    expect((await call(tokens[0] as string, `${meetingPaths.votesMine}?phaseId=${vote}`)).body).toEqual(
      ballotBefore.body,
    );
  });
});
