import { authPaths, meetingPaths } from '@chorus/domain/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RunningServer, startServer } from './app';
import { createLogger } from './log';

/**
 * The log helps and does not leak (issue 28): each request is one JSON line with its id (echoed as
 * X-Request-Id), method, route, status, duration and user; no line carries a password, a token, a hash, a salt or
 * a person's text, not even when a query fails (drizzle's message carries the query's parameters). The lines
 * are read where the server writes them: its log destination, and stdout.
 */
const lines: string[] = [];
const destination = { write: (line: string) => void lines.push(line) };

async function call(
  server: RunningServer,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${server.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary bodies
  return { status: response.status, body: (await response.json()) as any, response };
}

describe('the log', () => {
  let server: RunningServer;
  let stopped = false;
  const printed = vi.spyOn(process.stdout, 'write');
  beforeAll(async () => {
    server = await startServer({
      port: 0,
      database: { pgliteDir: 'memory://' },
      jwtSecret: 'logs-test-secret-value',
      seed: true,
      allowedOrigins: [],
      logDestination: destination,
    });
  });
  afterAll(async () => {
    printed.mockRestore();
    if (!stopped) await server?.stop(1_000);
  });

  it('has one JSON line per request with its id, route, status, duration and user; never a secret, a token, a hash, a salt or a person’s text', async () => {
    const secrets: string[] = ['logs-test-secret-value'];
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

    // Register, then sign in (right and wrong passwords).
    const password = 'correct horse battery';
    const registered = await call(server, authPaths.register, {
      displayName: 'Lena Logtest',
      email: 'lena@example.org',
      password,
    });
    expect(registered.status).toBe(200);
    secrets.push(password, registered.body.access_token);
    const signedIn = await call(server, authPaths.signIn, { email: 'lena@example.org', password });
    secrets.push(signedIn.body.access_token);
    await call(server, authPaths.signIn, { email: 'lena@example.org', password: 'wrong guess here' });
    secrets.push('wrong guess here');
    const [stored] = (
      (await server.database.db.execute(
        sql`select password_hash, password_salt from users where email = 'lena@example.org'`,
      )) as unknown as { rows: { password_hash: string; password_salt: string }[] }
    ).rows;
    secrets.push(stored?.password_hash as string, stored?.password_salt as string);

    // An idea in the live meeting, by an attendee (with a request id of the caller's).
    const attendee = await call(server, authPaths.signIn, {
      email: 'attendee@chorus.dev',
      password: 'chorus-attendee',
    });
    const token = attendee.body.access_token as string;
    secrets.push('chorus-attendee', token);
    const meeting = await call(
      server,
      `${meetingPaths.item}?id=meeting-roadmap-live`,
      undefined,
      bearer(token),
    );
    const phaseId = meeting.body.currentPhaseId as string;
    const ideaText = 'A private thought about the roadmap, not for the log';
    const idea = await call(
      server,
      meetingPaths.ideaSave,
      { phaseId, text: ideaText },
      { ...bearer(token), 'x-request-id': 'client-chosen.id-1' },
    );
    expect(idea.status, JSON.stringify(idea.body)).toBe(200);
    const echoed = idea.response.headers.get('x-request-id');
    secrets.push(ideaText);

    // A guest link: the host turns it on, a guest previews and joins under a name (the link's token, the name).
    const host = await call(server, authPaths.signIn, { email: 'host@chorus.dev', password: 'chorus-host' });
    secrets.push('chorus-host', host.body.access_token);
    const linked = await call(
      server,
      meetingPaths.guestLink,
      { meetingId: 'meeting-roadmap-live', kind: 'guest', enabled: true },
      bearer(host.body.access_token),
    );
    const link = linked.body.guestLinks.guest as string;
    expect((await call(server, `${meetingPaths.guest}?token=${link}`)).status).toBe(200);
    const guest = await call(server, meetingPaths.guestJoin, { token: link, displayName: 'Gwen Guestlog' });
    expect(guest.status, JSON.stringify(guest.body)).toBe(200);
    secrets.push(link, 'Gwen Guestlog', guest.body.access_token);

    // Queries that fail inside the database (a constraint the test adds): the handler fails (500).
    await server.database.db.execute(
      sql`alter table users add constraint logs_test_refuses check (display_name <> 'Fay Failing') not valid`,
    );
    await server.database.db.execute(
      sql`alter table ideas add constraint logs_test_refuses check (text not like '%refused%') not valid`,
    );
    const failedPassword = 'failing registrant password';
    const failedRegister = await call(server, authPaths.register, {
      displayName: 'Fay Failing',
      email: 'fay@example.org',
      password: failedPassword,
    });
    expect(failedRegister.status).toBe(500);
    secrets.push(failedPassword, 'Fay Failing', 'fay@example.org');
    const failedText = 'This idea is refused by the database and its words stay private';
    const failedIdea = await call(
      server,
      meetingPaths.ideaSave,
      { phaseId, text: failedText },
      { ...bearer(token), 'x-request-id': 'not sane\tid' },
    );
    expect(failedIdea.status).toBe(500);
    const generated = failedIdea.response.headers.get('x-request-id') ?? '';
    secrets.push(failedText);

    // Stopped (its lines written out) before they are read.
    await server.stop(1_000);
    stopped = true;
    const stdout = printed.mock.calls.map(([chunk]) => String(chunk));
    const all = [...lines, ...stdout].join('').split('\n').filter(Boolean);
    const mine = lines.join('').split('\n').filter(Boolean);

    // Nothing secret nor personal, in any line.
    for (const line of all) {
      for (const secret of secrets) expect(line, 'a log line').not.toContain(secret);
      expect(line).not.toMatch(/Failed query|params:/);
      // A scrypt hash (64 hex), a salt (32 hex), a JWT.
      expect(line).not.toMatch(/[0-9a-f]{32}/);
      expect(line).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
    }
    // Structured and useful: the caller's sane request id is echoed, an insane one replaced.
    expect(echoed).toBe('client-chosen.id-1');
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);
    const entries = mine.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = entries.filter((entry) => entry.route !== undefined && entry.status !== undefined);
    expect(requests.length).toBeGreaterThanOrEqual(8);
    for (const entry of requests) {
      expect(entry).toMatchObject({ level: 'info', method: expect.any(String), ms: expect.any(Number) });
      expect(String(entry.reqId)).toMatch(/^[\w.:-]+$/);
      expect(String(entry.route)).toMatch(/^\/api\//);
    }
    const saved = requests.find((entry) => entry.reqId === 'client-chosen.id-1');
    expect(saved).toMatchObject({ route: meetingPaths.ideaSave, status: 200, userId: 'user-attendee' });
    expect(requests.find((entry) => entry.reqId === generated)).toMatchObject({ status: 500 });
    const failures = entries.filter((entry) => entry.msg === 'handler failed');
    expect(failures.length).toBe(2);
    for (const failure of failures)
      expect(failure).toMatchObject({ level: 'error', reason: expect.stringMatching(/^23514 /) });
  }, 120_000);
});

describe('LOG=0', () => {
  it('silences the line per request; the server’s own lines (start-up, warnings) stay', async () => {
    const quiet: string[] = [];
    const logger = createLogger({ destination: { write: (line: string) => void quiet.push(line) } });
    const server = await startServer({
      port: 0,
      database: { pgliteDir: 'memory://' },
      jwtSecret: 'logs-test-secret-value',
      seed: false,
      allowedOrigins: [],
      log: false,
      logger,
    });
    try {
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      logger.info('Chorus server on …');
    } finally {
      await server.stop(1_000);
    }
    const entries = quiet
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    expect(entries.some((entry) => entry.msg === 'Chorus server on …')).toBe(true);
    expect(entries.filter((entry) => entry.reqId !== undefined)).toEqual([]);
  }, 120_000);
});
