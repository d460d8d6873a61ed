import { authPaths, meetingPaths } from '@chorus/domain/contracts';
import { accessTokenFor } from '@chorus/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from './app';
import { readConfig } from './config';
import { createTestDatabase, postgresSkipReason } from './test/postgres';

/**
 * `/metrics` (issue 28): Prometheus text, scraped with its token on the API's port or on a port of its own; the
 * series move with the requests, the pool, the live streams and the failed sign-ins.
 */
const skip = postgresSkipReason();
const METRICS_PATH = '/metrics';
const TOKEN = 'scrape-token-for-the-tests';

/** Prometheus' text format: `name{label="value",…} number` lines (comments skipped). */
function parse(text: string): Array<{ name: string; labels: Record<string, string>; value: number }> {
  const samples = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)$/.exec(line);
    if (!match) throw new Error(`Not a Prometheus sample: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g))
      labels[key as string] = value as string;
    samples.push({ name: match[1] as string, labels, value: Number(match[3]) });
  }
  return samples;
}

describe.skipIf(Boolean(skip))('metrics (PostgreSQL)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: RunningServer;
  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startServer({
      port: 0,
      database: { url: database.url },
      jwtSecret: 'metrics-test-secret',
      log: false,
      seed: true,
      allowedOrigins: [],
      metrics: { token: TOKEN, port: 0 },
    });
  });
  afterAll(async () => {
    await server?.stop(1_000);
    await database?.drop();
  });

  const scrape = async () => {
    const response = await fetch(`${server.url}${METRICS_PATH}`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const samples = parse(await response.text());
    const value = (name: string, labels: Record<string, string> = {}) =>
      samples
        .filter(
          (sample) =>
            sample.name === name && Object.entries(labels).every(([key, v]) => sample.labels[key] === v),
        )
        .reduce((sum, sample) => sum + sample.value, 0);
    const has = (name: string) => samples.some((sample) => sample.name === name);
    return { value, has };
  };

  it('is refused without its token, and configured from the environment', async () => {
    expect((await fetch(`${server.url}${METRICS_PATH}`)).status).toBe(401);
    const wrong = await fetch(`${server.url}${METRICS_PATH}`, { headers: { authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(401);
    expect(readConfig({}).config.metrics.mode).toBe('off');
    expect(readConfig({ METRICS_TOKEN: 'short' }).errors.join()).toMatch(/METRICS_TOKEN/);
    expect(readConfig({ METRICS_PORT: '9464' }).config.metrics).toMatchObject({ mode: 'port', port: 9464 });
    // Its own listener answers without a token (it is bound to loopback, for the scraper).
    expect(server.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    const own = await fetch(server.metricsUrl as string);
    expect(own.status).toBe(200);
    expect(await own.text()).toMatch(/chorus_http_requests_total/);
  });

  it('moves with requests (by route template and status), the statements, the pool, the live streams and failed sign-ins', async () => {
    const before = await scrape();
    const route = { route: meetingPaths.items, status: '200', method: 'GET' };
    const token = await accessTokenFor(server.auth, 'user-attendee');
    const host = await accessTokenFor(server.auth, 'user-host');
    const get = (path: string, bearer = token) =>
      fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${bearer}` } }).then((response) =>
        response.text(),
      );
    await Promise.all([get(meetingPaths.items), get(meetingPaths.items), get(meetingPaths.items)]);
    await get('/api/images/avatar/Some%20Name');
    await fetch(`${server.url}${authPaths.signIn}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'host@chorus.dev', password: 'not the password' }),
    });

    // A live stream, and a change it is told of.
    const abort = new AbortController();
    const stream = await fetch(`${server.url}/api/live`, {
      headers: { authorization: `Bearer ${token}` },
      signal: abort.signal,
    });
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    const during = await scrape();
    expect(during.value('chorus_live_streams_open')).toBe(1);
    const timer = await fetch(`${server.url}${meetingPaths.timer}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${host}` },
      body: JSON.stringify({ meetingId: 'meeting-roadmap-live', addSec: 60 }),
    });
    expect(timer.status).toBe(200);
    let text = '';
    while (!text.includes('event: change')) {
      const { value, done } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
    abort.abort();

    await expect
      .poll(async () => (await scrape()).value('chorus_live_events_sent_total'), { timeout: 10_000 })
      .toBeGreaterThan(before.value('chorus_live_events_sent_total'));
    const after = await scrape();
    expect(after.value('chorus_http_requests_total', route)).toBe(
      before.value('chorus_http_requests_total', route) + 3,
    );
    expect(after.value('chorus_http_request_duration_seconds_count', route)).toBe(
      before.value('chorus_http_request_duration_seconds_count', route) + 3,
    );
    // The route template, never the path (a person's name here).
    expect(after.value('chorus_http_requests_total', { route: '/api/images/avatar/:name' })).toBe(1);
    expect(after.value('chorus_sign_in_failures_total')).toBe(
      before.value('chorus_sign_in_failures_total') + 1,
    );
    expect(after.has('chorus_sign_in_throttled_total')).toBe(true);
    // Each of those requests sent statements (three lists, a sign-in, a timer write).
    expect(after.value('chorus_db_statements_total')).toBeGreaterThan(
      before.value('chorus_db_statements_total') + 5,
    );
    // The pool: connections were opened and are idle now; nobody waits.
    expect(after.value('chorus_db_pool_connections', { state: 'idle' })).toBeGreaterThan(0);
    expect(after.value('chorus_db_pool_connections', { state: 'waiting' })).toBe(0);
    expect(after.has('chorus_password_hashes')).toBe(true);
    expect(after.has('chorus_process_cpu_seconds_total')).toBe(true);
  });
});
