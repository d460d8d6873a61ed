import { initiativePaths, meetingPaths } from '@chorus/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from './app';
import { type Database, openDatabase } from './db/database';

/**
 * The plans of the hot statements (issue 32): every statement a meeting's common requests send (sign in, the
 * lists, a meeting's page, start, ideas, votes, presence) is explained with sequential scans priced out
 * (`enable_seqscan = off`: the planner then scans a table whole only where no index serves the condition). A
 * sequential scan left means that request's cost grows with every team's data, not with what it touches.
 */
interface Statement {
  query: string;
  params: unknown[];
}

const MEETING = 'meeting-onboarding-next';

describe('query plans of the hot requests', () => {
  const statements: Statement[] = [];
  let recording = false;
  let database: Database;
  let server: RunningServer;

  beforeAll(async () => {
    database = openDatabase({
      pgliteDir: 'memory://',
      logQuery: (query, params) => {
        if (recording) statements.push({ query, params });
      },
    });
    server = await startServer({
      port: 0,
      database,
      jwtSecret: 'query-plans-test',
      log: false,
      seed: true,
      allowedOrigins: [],
    });
  }, 60_000);
  afterAll(async () => {
    // Stopping the server closes the database it was given.
    await server?.stop(1_000);
  });

  const send = async (path: string, token: string | null, body?: unknown) => {
    const response = await fetch(`${server.url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as Record<string, unknown>;
    expect(response.status, `${path}: ${JSON.stringify(json)}`).toBe(200);
    return json;
  };
  const signIn = async (email: string, password: string) =>
    (await send('/api/auth', null, { email, password })).access_token as string;

  it('no statement of theirs scans a whole table', async () => {
    recording = true;
    const host = await signIn('host@chorus.dev', 'chorus-host');
    const attendee = await signIn('attendee@chorus.dev', 'chorus-attendee');
    await send(initiativePaths.items, host);
    await send(meetingPaths.items, attendee);
    const started = await send(meetingPaths.start, host, { id: MEETING });
    const phaseId = started.currentPhaseId as string;
    await send(`${meetingPaths.item}?id=${MEETING}`, attendee);
    await send(meetingPaths.presence, attendee, { meetingId: MEETING, here: true });
    await send(meetingPaths.ideaSave, attendee, { phaseId, text: 'An idea of the plan test' });
    await send(`${meetingPaths.ideas}?meetingId=${MEETING}`, attendee);
    await send(meetingPaths.advance, host, { meetingId: MEETING });
    recording = false;

    const pglite = database.pglite;
    if (!pglite) throw new Error('PGlite expected');
    const explained = new Map<string, Statement>();
    for (const statement of statements) {
      if (/^\s*(select|update|delete|with|insert)\b/i.test(statement.query))
        explained.set(statement.query, statement);
    }
    expect(explained.size).toBeGreaterThan(10);
    const scans: string[] = [];
    await pglite.exec('set enable_seqscan = off');
    try {
      for (const { query, params } of explained.values()) {
        const result = await pglite.query<{ 'QUERY PLAN': unknown }>(
          `explain (format json) ${query}`,
          params,
        );
        const plan = result.rows[0]?.['QUERY PLAN'];
        const visit = (node: unknown) => {
          if (Array.isArray(node)) for (const item of node) visit(item);
          else if (node && typeof node === 'object') {
            const entry = node as Record<string, unknown>;
            if (entry['Node Type'] === 'Seq Scan')
              scans.push(`${String(entry['Relation Name'])} in: ${query.replace(/\s+/g, ' ').slice(0, 300)}`);
            for (const value of Object.values(entry)) visit(value);
          }
        };
        visit(typeof plan === 'string' ? JSON.parse(plan) : plan);
      }
    } finally {
      await pglite.exec('reset enable_seqscan');
    }
    expect(scans).toEqual([]);
  }, 60_000);
});
