// `npm run bench:server`: one meeting with N simulated attendees (default 200), each with its own live stream,
// against the built server on PostgreSQL: first one instance, then two on the same database (attendees split
// between them). A benchmark, not a test: it prints requests per second, latency percentiles of the writes, the
// statements each write sent (the server's /metrics), the time of a meeting's page and of a presence heartbeat
// once the meeting is full, how long a change takes to reach every stream (someone joining the meeting, then the
// host's reveal), and checks that no idea was lost. Then 20 meetings of 20 writers each, written at once (statements per write too). The baseline, measured in
// the same run on the same cluster: a minimal node:http server with the same `pg` driver and a pool of 10 that
// inserts one row per POST, under the same load (its ratio is what Chorus costs).
//   node scripts/bench-server.mjs [--attendees 200] [--meetings 20] [--per-meeting 20] [--no-streams] [--pglite]
//   [--profile DIR] [--refetch]   (--pglite: one instance on embedded PGlite; --profile: CPU profiles of the
//   instances; --no-streams: no attendee opens a live stream, so the difference is what the streams cost;
//   --refetch: each stream is a tab that refreshes what a live meeting's page shows on every change, as the client
//   does: of the meeting, its ideas and the meetings' list of the navigation's badge, the views the change names
//   as moved and does not bring the answers of, one refresh at a time, the changes heard meanwhile folded into one
//   more; the reveal's delivery is then until every tab has refreshed, and when it was heard)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer as createHttpServer } from 'node:http';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { bin, root, run } from './lib.mjs';
import { startPostgres } from './pg-cluster.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const index = argv.indexOf(`--${name}`);
  return index >= 0 ? argv[index + 1] : fallback;
};
const ATTENDEES = Number(option('attendees', 200));
const PGLITE = argv.includes('--pglite');
/** `--no-streams`: the attendees open no live stream (what the streams cost, by difference). */
const NO_STREAMS = argv.includes('--no-streams');
/** `--refetch`: each stream refreshes the live meeting's page on every change (as a tab does). */
const REFETCH = argv.includes('--refetch');
/** `--meetings 20 --per-meeting 20`: the run of many meetings written at once. */
const MEETINGS = Number(option('meetings', 20));
const PER_MEETING = Number(option('per-meeting', 20));
/** `--profile DIR`: each instance writes its CPU profile there when it stops (open it in Chrome's DevTools). */
const PROFILE = option('profile', '');
const MEETING = 'meeting-onboarding-next';
const SECRET = 'bench-secret-not-for-production';
const METRICS_TOKEN = 'bench-metrics-token-0123456789';

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** Starts `packages/server/dist/main.js`; resolves when it prints its URL. */
async function startInstance(env) {
  const port = await freePort();
  const args = PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE}`] : [];
  const child = spawn(process.execPath, [...args, join(root, 'packages/server/dist/main.js')], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: SECRET,
      LOG: '0',
      METRICS_TOKEN,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('Chorus server on')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`the server exited (${code}) before it listened`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        child.on('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

async function call(base, path, { token, body } = {}) {
  const response = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** The statements an instance has sent to the database so far (its /metrics). */
async function statementsOf(base) {
  const text = await (
    await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const line = text.split('\n').find((entry) => entry.startsWith('chorus_db_statements_total '));
  return line ? Number(line.split(' ')[1]) : Number.NaN;
}

/** The baseline: a minimal node:http server, `pg` with a pool of 10, one INSERT per POST. */
async function startMinimal(url) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  await pool.query('create table if not exists bench_minimal (id serial primary key, body text not null)');
  const server = createHttpServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', async () => {
      try {
        const { rows } = await pool.query('insert into bench_minimal (body) values ($1) returning id', [
          body,
        ]);
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(rows[0]));
      } catch (error) {
        response.writeHead(500);
        response.end(String(error));
      }
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    stop: async () => {
      await new Promise((resolve) => server.close(resolve));
      await pool.end();
    },
  };
}

/** Times `count` calls of `task` one after another: their median and 95th percentile. */
async function sequential(count, task) {
  const times = [];
  let failed = 0;
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    try {
      await task(i);
    } catch {
      // Refused (e.g. 503 past the request deadline): its time counts, and the refusal is printed.
      failed += 1;
    }
    times.push(performance.now() - start);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), failed };
}

/** Runs `tasks` with at most `limit` in flight. */
async function pool(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await task(items[index], index);
      }
    }),
  );
  return results;
}

/**
 * A live stream read in the background: the times at which change events arrived, and with `refresh` (a tab that
 * refetches its page on each change, one refresh at a time, what arrives meanwhile folded into one more) when each
 * refresh started and ended.
 */
async function listen(base, token, refresh) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/live`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  if (response.status !== 200) throw new Error(`/api/live: ${response.status}`);
  const heard = {
    arrivals: [],
    refreshes: [],
    failed: 0,
    bytes: 0,
    /** The server ended the stream (it is not the run's end that aborted it). */
    ended: false,
    stop: () => controller.abort(),
  };
  let running = false;
  let again = false;
  // What the changes heard since the last refresh name: the views that moved (null: any may have), and whether
  // any may move the navigation's badges (not `timing: false`).
  let views = new Set();
  let everything = false;
  let badges = false;
  const refreshed = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    do {
      again = false;
      const started = performance.now();
      const named = { views, everything, badges };
      views = new Set();
      everything = false;
      badges = false;
      const gets = await refresh(named).catch(() => {
        heard.failed += 1;
      });
      heard.refreshes.push({ started, ended: performance.now(), gets: gets?.length ?? 0 });
    } while (again && !controller.signal.aborted);
    running = false;
  };
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let text = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) {
          heard.ended = !controller.signal.aborted;
          break;
        }
        text += value;
        heard.bytes += value.length;
        const events = text.split('\n\n');
        text = events.pop() ?? '';
        let changes = 0;
        for (const event of events) {
          const data = /^event: change\ndata: (.+)$/m.exec(event)?.[1];
          if (!data) continue;
          changes += 1;
          heard.arrivals.push(performance.now());
          const change = JSON.parse(data);
          // The badges follow the meetings' list: a change that names its views moves them if it names the list.
          if (
            Array.isArray(change.views)
              ? change.views.includes('/api/meetings/items')
              : change.timing !== false
          )
            badges = true;
          // A view the change brings the answers of is on the tab without a read (the client's cache takes
          // them); one named without them is read.
          const answered = new Set((change.answers ?? []).map((answer) => answer.view));
          if (Array.isArray(change.views))
            for (const view of change.views) {
              if (answered.has(view)) views.delete(view);
              else views.add(view);
            }
          else everything = true;
        }
        if (changes > 0 && refresh) void refreshed();
      }
    } catch {
      // Aborted at the end of the run.
    }
  })();
  return heard;
}

/**
 * What a tab on the live meeting's page fetches again at a change, as the client does (apps' lib/query.tsx): of
 * its queries (the meeting, its ideas, the navigation's badge: the meetings' list), those whose views the changes
 * named as moved without bringing their answers, or all when one named none; the badge also unless every change
 * said its meeting's status and phases stayed (`timing: false`).
 */
const pageOf =
  (person) =>
  ({ views, everything, badges }) =>
    Promise.all(
      [
        ...(everything || views.has('/api/meetings/item') ? [`/api/meetings/item?id=${MEETING}`] : []),
        ...(everything || views.has('/api/meetings/ideas')
          ? [`/api/meetings/ideas?meetingId=${MEETING}`]
          : []),
        ...(badges || views.has('/api/meetings/items') ? ['/api/meetings/items'] : []),
      ].map((path) => call(person.base, path, { token: person.token })),
    );

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const ms = (value) => `${value.toFixed(1)} ms`;

/** Timed writes: latency of each, and the throughput of the whole burst. */
async function burst(label, items, task) {
  const latencies = [];
  const t0 = performance.now();
  await pool(items, 64, async (item, index) => {
    const start = performance.now();
    await task(item, index);
    latencies.push(performance.now() - start);
  });
  const seconds = (performance.now() - t0) / 1000;
  return {
    step: label,
    requests: items.length,
    'req/s': Math.round(items.length / seconds),
    p50: ms(percentile(latencies, 50)),
    p95: ms(percentile(latencies, 95)),
    p99: ms(percentile(latencies, 99)),
  };
}

async function runMeeting(instances, label) {
  const host = instances[0];
  const hostToken = (
    await call(host, '/api/auth', { body: { email: 'host@chorus.dev', password: 'chorus-host' } })
  ).access_token;
  const meeting = await call(host, `/api/meetings/item?id=${MEETING}`, { token: hostToken });
  const run = Date.now().toString(36);
  const people = Array.from({ length: ATTENDEES }, (_, index) => ({
    email: `bench-${run}-${index}@chorus.dev`,
    base: instances[index % instances.length],
  }));
  // Accounts and membership (not timed: set-up). Invitations go out in batches under the pending limit.
  await pool(people, 16, async (person, index) => {
    const answer = await call(person.base, '/api/auth/register', {
      body: { displayName: `Attendee ${index}`, email: person.email, password: 'bench-password-1' },
    });
    person.token = answer.access_token;
  });
  for (let start = 0; start < people.length; start += 50) {
    const batch = people.slice(start, start + 50);
    for (const person of batch) {
      await call(host, '/api/initiatives/invitation/send', {
        token: hostToken,
        body: { initiativeId: meeting.initiativeId, email: person.email },
      });
    }
    await pool(batch, 16, async (person) => {
      const [invitation] = await call(person.base, '/api/initiatives/invitations', { token: person.token });
      await call(person.base, '/api/initiatives/invitation/accept', {
        token: person.token,
        body: { id: invitation.id },
      });
    });
  }
  const streams = NO_STREAMS
    ? []
    : await Promise.all(
        people.map((person) => listen(person.base, person.token, REFETCH ? pageOf(person) : undefined)),
      );
  const started = await call(host, '/api/meetings/item/start', { token: hostToken, body: { id: MEETING } });
  const phaseId = started.currentPhaseId;

  const rows = [];
  const statementsBefore = (await Promise.all(instances.map(statementsOf))).reduce((a, b) => a + b, 0);
  rows.push(
    await burst(`${label}: ideas`, people, (person, index) =>
      call(person.base, '/api/meetings/idea/save', {
        token: person.token,
        body: { phaseId, text: `Idea ${index} of the bench` },
      }),
    ),
  );
  const statementsAfter = (await Promise.all(instances.map(statementsOf))).reduce((a, b) => a + b, 0);
  // Once the meeting is full and the instances quiet: its page, and a presence heartbeat of someone already here
  // (what every open tab sends every 20 s), one at a time (uncontended). Joining tells the others: not timed.
  const quiet = async () => {
    let now = (await Promise.all(instances.map(statementsOf))).reduce((a, b) => a + b, 0);
    // A server without the statements' metric (an older build): a few seconds instead.
    if (Number.isNaN(now)) return new Promise((resolve) => setTimeout(resolve, 5_000));
    for (let last = -1; now !== last; ) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      last = now;
      now = (await Promise.all(instances.map(statementsOf))).reduce((a, b) => a + b, 0);
    }
  };
  const beat = (index) =>
    call(people[index].base, '/api/meetings/presence', {
      token: people[index].token,
      body: { meetingId: MEETING, here: true },
    });
  for (let index = 0; index < 20; index++) await beat(index).catch(() => {});
  await quiet();
  const page = await sequential(20, () =>
    call(host, `/api/meetings/item?id=${MEETING}`, { token: hostToken }),
  );
  const heartbeat = await sequential(20, beat);

  // The host's reveal: how long until every attendee's stream hears of it.
  const refreshesOfBurst = streams.reduce((sum, stream) => sum + stream.refreshes.length, 0);
  const eventsOfBurst = streams.reduce((sum, stream) => sum + stream.arrivals.length, 0);
  const bytesOfBurst = streams.reduce((sum, stream) => sum + stream.bytes, 0);
  const getsOfBurst = streams.reduce(
    (sum, stream) => sum + stream.refreshes.reduce((gets, refresh) => gets + refresh.gets, 0),
    0,
  );
  /**
   * How long after `action` was sent every stream heard a change (with refetching tabs: until each had refreshed
   * after hearing it). 10 s, and more with many streams (a round to 2,000 of them may take seconds): a stream not
   * heard by then is printed as not heard.
   */
  const toEveryStream = async (action) => {
    for (const stream of streams) {
      stream.arrivals.length = 0;
      stream.refreshes.length = 0;
    }
    const sentAt = performance.now();
    await action();
    const deadline = sentAt + Math.max(10_000, streams.length * 15);
    const endedBefore = streams.filter((stream) => stream.ended).length;
    while (streams.some((stream) => stream.arrivals.length === 0) && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    // With refetching tabs: until the first refresh begun after the change was heard has ended.
    const refreshedAfter = (stream) =>
      stream.refreshes.find((refresh) => refresh.started >= (stream.arrivals[0] ?? Number.POSITIVE_INFINITY));
    while (
      REFETCH &&
      streams.some((stream) => stream.arrivals.length > 0 && !refreshedAfter(stream)) &&
      performance.now() < deadline
    ) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return {
      endedBefore,
      delays: streams
        .filter((s) => s.arrivals.length > 0 && (!REFETCH || refreshedAfter(s)))
        .map((s) => (REFETCH ? (refreshedAfter(s)?.ended ?? 0) : (s.arrivals[0] ?? 0)) - sentAt),
      heardAfter: streams.filter((s) => s.arrivals.length > 0).map((s) => (s.arrivals[0] ?? 0) - sentAt),
    };
  };
  // A light change every viewer sees: someone opens the meeting (who is here moves on everyone's page), then the
  // host's reveal (every viewer's ideas and detail move).
  const joined = await toEveryStream(() => beat(Math.min(people.length - 1, 25)).catch(() => {}));
  const revealed = await toEveryStream(() =>
    call(host, '/api/meetings/phase/reveal', { token: hostToken, body: { meetingId: MEETING } }),
  );
  const ideas = await call(host, `/api/meetings/ideas?meetingId=${MEETING}`, { token: hostToken });
  const mine = ideas.ideas.filter((idea) => /^Idea \d+ of the bench$/.test(idea.text));
  for (const stream of streams) stream.stop();

  // Many meetings at once: MEETINGS meetings of the initiative, each with PER_MEETING of the attendees, all writing
  // at the same time (64 in flight); without live streams (every attendee here belongs to one initiative, so each
  // stream would hear all of the meetings: not the issue's case of one initiative per meeting).
  const uidOf = (token) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub;
  const groups = Array.from({ length: MEETINGS }, (_, m) =>
    Array.from({ length: PER_MEETING }, (_, w) => people[(m * PER_MEETING + w) % people.length]),
  );
  const writes = [];
  for (const [m, group] of groups.entries()) {
    const saved = await call(host, '/api/meetings/item/save', {
      token: hostToken,
      body: {
        initiativeId: meeting.initiativeId,
        title: `Bench meeting ${m}`,
        scheduledAt: new Date().toISOString(),
        template: 'custom',
        attendeeIds: [...new Set(group.map((person) => uidOf(person.token)))],
        phases: [{ type: 'silentIdeate', title: 'Ideas', prompt: 'Ideas?', timeboxSec: null }],
      },
    });
    const live = await call(host, '/api/meetings/item/start', { token: hostToken, body: { id: saved.id } });
    for (const person of group) writes.push({ person, phaseId: live.currentPhaseId, meetingId: saved.id });
  }
  // Interleaved: each meeting's writers arrive together with the others'.
  const order = writes.map((_, i) => writes[(i % MEETINGS) * PER_MEETING + Math.floor(i / MEETINGS)]);
  const manyBefore = (await Promise.all(instances.map(statementsOf))).reduce((a, b) => a + b, 0);
  rows.push(
    await burst(
      `${label}: ${MEETINGS} meetings × ${PER_MEETING} writers (no streams)`,
      order,
      (write, index) =>
        call(write.person.base, '/api/meetings/idea/save', {
          token: write.person.token,
          body: { phaseId: write.phaseId, text: `Many ${index}` },
        }),
    ),
  );
  const manyAfter = (await Promise.all(instances.map(statementsOf))).reduce((a, b) => a + b, 0);
  let manyLost = 0;
  for (const [m, group] of groups.entries()) {
    const meetingId = writes[m * PER_MEETING].meetingId;
    // Before the reveal the host sees how many wrote, not what: revealed, every idea shows.
    await call(host, '/api/meetings/phase/reveal', { token: hostToken, body: { meetingId } });
    const stored = await call(host, `/api/meetings/ideas?meetingId=${meetingId}`, { token: hostToken });
    manyLost += group.length - stored.ideas.filter((idea) => /^Many \d+$/.test(idea.text)).length;
  }
  return {
    rows,
    manyLost,
    costs: {
      run: label,
      'statements / idea': ((statementsAfter - statementsBefore) / ATTENDEES).toFixed(1),
      [`statements / idea, ${MEETINGS} meetings`]: ((manyAfter - manyBefore) / writes.length).toFixed(1),
      'meeting page p50': ms(page.p50),
      'meeting page p95': ms(page.p95),
      'heartbeat p50': ms(heartbeat.p50),
      'heartbeat p95': ms(heartbeat.p95),
      refused: page.failed + heartbeat.failed,
      ...(REFETCH
        ? {
            'tab refreshes': refreshesOfBurst,
            'GETs / refresh': (getsOfBurst / Math.max(1, refreshesOfBurst)).toFixed(2),
            'KB / event': (bytesOfBurst / 1024 / Math.max(1, eventsOfBurst)).toFixed(1),
            'refreshes refused': streams.reduce((sum, stream) => sum + stream.failed, 0),
          }
        : {}),
    },
    delivery: [
      ['someone joins', joined],
      ['the reveal', revealed],
    ].map(([change, { endedBefore, delays, heardAfter }]) => ({
      run: label,
      change,
      streams: streams.length,
      'ended by the server': `${endedBefore} before, ${streams.filter((stream) => stream.ended).length} after`,
      heard: delays.length,
      p50: ms(percentile(delays, 50)),
      p95: ms(percentile(delays, 95)),
      max: ms(Math.max(...delays)),
      ...(REFETCH
        ? { 'heard p50': ms(percentile(heardAfter, 50)), 'heard p95': ms(percentile(heardAfter, 95)) }
        : {}),
    })),
    lost: ATTENDEES - mine.length,
  };
}

console.log('Building the server…');
if ((await run(bin('tsup'), [], { cwd: join(root, 'packages/server') })) !== 0) process.exit(1);

const results = [];
let failed = false;
let baseline = null;
if (PGLITE) {
  const dir = mkdtempSync(join(tmpdir(), 'chorus-bench-'));
  const instance = await startInstance({ PGLITE_DIR: join(dir, 'data') });
  try {
    results.push(await runMeeting([instance.url], 'PGlite, 1 instance'));
  } finally {
    await instance.stop();
    rmSync(dir, { recursive: true, force: true });
  }
} else {
  for (const count of [1, 2]) {
    const pg = await startPostgres({ database: `bench${count}` });
    const instances = [];
    try {
      if (count === 1) {
        const minimal = await startMinimal(pg.url);
        try {
          baseline = await burst(
            'minimal node:http + pg (baseline): inserts',
            Array.from({ length: ATTENDEES }),
            (_, index) =>
              fetch(`${minimal.url}/`, { method: 'POST', body: `Idea ${index} of the bench` }).then((r) =>
                r.text(),
              ),
          );
        } finally {
          await minimal.stop();
        }
      }
      for (let i = 0; i < count; i++)
        instances.push(await startInstance({ DATABASE_URL: pg.url, CHORUS_SEED: 'demo' }));
      results.push(
        await runMeeting(
          instances.map((instance) => instance.url),
          `PostgreSQL, ${count} instance(s)`,
        ),
      );
    } finally {
      for (const instance of instances) await instance.stop();
      await pg.stop();
    }
  }
}

console.log(`\n${ATTENDEES} attendees, each with a live stream; writes 64 at a time`);
const rows = results.flatMap((result) => result.rows);
if (baseline) {
  for (const row of rows) row['× baseline req/s'] = (row['req/s'] / baseline['req/s']).toFixed(2);
  rows.push(baseline);
}
console.table(rows);
console.log('What a write costs, and the meeting read once full (one request at a time):');
console.table(results.map((result) => result.costs));
console.log(
  REFETCH
    ? 'A change → every tab has refreshed its page (time from the change being sent):'
    : 'A change → every stream (time from the change being sent; someone joining, then the reveal):',
);
console.table(results.flatMap((result) => result.delivery));
for (const result of results) {
  const lost = result.lost + result.manyLost;
  const heard = NO_STREAMS
    ? 'no streams'
    : result.delivery.map((row) => `${row.heard}/${ATTENDEES} streams heard ${row.change}`).join(', ');
  if (lost !== 0 || (!NO_STREAMS && result.delivery.some((row) => row.heard !== ATTENDEES))) failed = true;
  console.log(`${result.delivery[0].run}: ${lost === 0 ? 'no idea lost' : `${lost} ideas LOST`}; ${heard}`);
}
process.exit(failed ? 1 : 0);
