import { initiativePaths } from '@chorus/domain/contracts';
import { accessTokenFor } from '@chorus/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PostgresCluster, postgresBin, startPostgres } from '../../../scripts/pg-cluster.mjs';
import { type RunningServer, startServer } from './app';
import type { LiveEvent } from './live/bus';

/**
 * Surviving the database (issue 28), against a real PostgreSQL of this file's own (the faults would disturb the
 * other files' shared cluster): a restart (`pg_ctl restart -m fast`) and a hung database (SIGSTOP).
 */
const JWT_SECRET = 'fault-tests-secret';

interface Answer {
  status: number;
  ms: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary bodies
  body: any;
  retryAfter: string | null;
}

/** A call; one that has not answered after `limitMs` counts as status 0 (it hung). */
async function call(
  server: RunningServer,
  path: string,
  token?: string,
  body?: unknown,
  limitMs = 30_000,
): Promise<Answer> {
  const started = Date.now();
  const response = await fetch(`${server.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(limitMs),
  }).catch(() => null);
  if (!response) return { status: 0, ms: Date.now() - started, body: 'no answer', retryAfter: null };
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: kept as text.
  }
  return {
    status: response.status,
    ms: Date.now() - started,
    body: parsed,
    retryAfter: response.headers.get('retry-after'),
  };
}

/** A viewer's live stream read in the background: the events heard so far. */
async function listen(server: RunningServer, token: string) {
  const controller = new AbortController();
  const response = await fetch(`${server.url}/api/live`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const heard = { events: [] as LiveEvent[], ended: false, stop: () => controller.abort() };
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let text = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += value;
        heard.events = [...text.matchAll(/event: change\ndata: (.+)\n\n/g)].map(([, data]) =>
          JSON.parse(data ?? ''),
        );
      }
    } catch {
      // Aborted.
    }
    heard.ended = true;
  })();
  return heard;
}

describe.skipIf(!postgresBin())('a PostgreSQL restart (pg_ctl restart -m fast)', () => {
  let cluster: PostgresCluster;
  let server: RunningServer;
  const unhandled: unknown[] = [];
  const onError = (error: unknown) => unhandled.push(error);

  beforeAll(async () => {
    cluster = await startPostgres();
    server = await startServer({
      port: 0,
      database: { url: cluster.url },
      jwtSecret: JWT_SECRET,
      log: false,
      seed: true,
    });
    process.on('uncaughtException', onError);
  }, 120_000);
  afterAll(async () => {
    process.off('uncaughtException', onError);
    await server?.stop(1_000);
    await cluster?.stop();
  });

  it('keeps the server up: it answers again, ends the streams that missed changes, and a change made after is heard live', async () => {
    const host = await accessTokenFor(server.auth, 'user-host');
    // Idle connections in the pool and the bus's LISTEN session: the restart ends them all.
    const warm = await Promise.all(
      Array.from({ length: 6 }, () => call(server, initiativePaths.items, host)),
    );
    expect(warm.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    const stream = await listen(server, host);

    await cluster.restart();

    // Every answer meanwhile is a 200 or a quick 503 with Retry-After; never a 500, never a crash.
    let answer: Answer;
    for (let attempt = 0; ; attempt += 1) {
      answer = await call(server, initiativePaths.items, host);
      if (answer.status === 200) break;
      expect(answer.status, JSON.stringify(answer.body)).toBe(503);
      expect(answer.retryAfter).toMatch(/^\d+$/);
      expect(attempt).toBeLessThan(50);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // Nothing escaped as an uncaught exception (a pool's unhandled 'error' event crashes a real process).
    expect(unhandled.map(String)).toEqual([]);
    // Ready again: the database answers and the live channel listens again.
    await expect.poll(async () => (await call(server, '/readyz')).status, { timeout: 10_000 }).toBe(200);
    // The stream opened before the restart was ended (its client reconnects and refetches what it missed).
    await expect.poll(() => stream.ended).toBe(true);

    // A change written now is heard live again.
    const again = await listen(server, host);
    const created = await call(server, initiativePaths.save, host, {
      title: 'After the restart',
      description: '',
      status: 'active',
      invite: [],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    await expect
      .poll(() => again.events.map((event) => event.id), { timeout: 5_000 })
      .toContain(created.body.id);
    again.stop();
    stream.stop();
    expect(unhandled).toEqual([]);
  }, 90_000);
});

describe.skipIf(!postgresBin())('a hung database (its processes stopped with SIGSTOP)', () => {
  let cluster: PostgresCluster;
  let server: RunningServer;
  const REQUEST_TIMEOUT_MS = 3_000;

  beforeAll(async () => {
    cluster = await startPostgres();
    server = await startServer({
      port: 0,
      database: { url: cluster.url, connectTimeoutMs: 1_000, queryTimeoutMs: 1_500, poolSize: 4 },
      requestTimeoutMs: REQUEST_TIMEOUT_MS,
      readyTimeoutMs: 500,
      jwtSecret: JWT_SECRET,
      log: false,
      seed: true,
    });
  }, 120_000);
  afterAll(async () => {
    await cluster?.resume();
    await server?.stop(1_000);
    await cluster?.stop();
  });

  it('answers every request within the deadline (503, Retry-After, a JSON message), /healthz at once, and recovers', async () => {
    const host = await accessTokenFor(server.auth, 'user-host');
    const warm = await Promise.all(
      Array.from({ length: 4 }, () => call(server, initiativePaths.items, host)),
    );
    expect(warm.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);

    await cluster.pause();
    let answers: Record<string, Answer>;
    try {
      const limit = REQUEST_TIMEOUT_MS + 12_000;
      const named = {
        healthz: call(server, '/healthz', undefined, undefined, limit),
        readyz: call(server, '/readyz', undefined, undefined, limit),
        signIn: call(
          server,
          '/api/auth',
          undefined,
          { email: 'host@chorus.dev', password: 'chorus-host' },
          limit,
        ),
        live: call(server, '/api/live', host, undefined, limit),
        write: call(
          server,
          initiativePaths.save,
          host,
          { title: 'While the database hangs', description: '', status: 'active', invite: [] },
          limit,
        ),
        // More reads than the pool has connections: some wait for a connection, some for an answer.
        ...Object.fromEntries(
          Array.from({ length: 8 }, (_, index) => [
            `read${index}`,
            call(server, initiativePaths.items, host, undefined, limit),
          ]),
        ),
      };
      const settled = await Promise.all(Object.values(named));
      answers = Object.fromEntries(Object.keys(named).map((name, index) => [name, settled[index] as Answer]));
    } finally {
      await cluster.resume();
    }

    const { healthz, readyz, ...rest } = answers;
    expect(healthz?.status).toBe(200);
    expect(healthz?.ms).toBeLessThan(1_000);
    expect(readyz?.status).toBe(503);
    expect(readyz?.retryAfter).toMatch(/^\d+$/);
    expect(readyz?.ms).toBeLessThan(REQUEST_TIMEOUT_MS);
    for (const [name, answer] of Object.entries(rest)) {
      expect({ name, status: answer.status }).toEqual({ name, status: 503 });
      expect(answer.retryAfter, name).toMatch(/^\d+$/);
      expect(answer.body?.error?.code, name).toBe('UNAVAILABLE');
      expect(answer.body?.error?.message, name).toMatch(/try again/);
      expect(answer.ms, name).toBeLessThan(REQUEST_TIMEOUT_MS + 1_000);
    }

    // Continued: everything answers again.
    await expect.poll(async () => (await call(server, '/readyz')).status, { timeout: 15_000 }).toBe(200);
    expect((await call(server, initiativePaths.items, host)).status).toBe(200);
  }, 90_000);
});
