import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { serveFront } from '../scripts/front.mjs';
import { type PostgresCluster, postgresBin, startPostgres } from '../scripts/pg-cluster.mjs';
import { type AccountName, accounts, signIn } from './support';

/**
 * A meeting held live through a running Chorus server: a host and two attendees in three browser contexts with
 * nothing shared (three "machines"). Set-up steps the other e2e tests cover through the UI go through the API;
 * the live parts (the attendees see the host's reveal and phase change within a second, without a reload) go
 * through the UI. Then the same with the host on one server instance and the attendees on another, both on one
 * PostgreSQL. scripts/e2e.mjs builds the server and the demo for it (E2E_SERVER_DEMO_DIR) when this test runs.
 */
const demoDir = process.env.E2E_SERVER_DEMO_DIR;
test.skip(!demoDir, 'needs the demo built for a server (run through scripts/e2e.mjs)');

// Pushed, not polled: the client's fallback polling starts at 5 s, so a limit under it proves the push. The
// time it takes (1 s is the target) is measured by `npm run bench:server`, not asserted here: on a loaded 2-core
// machine the attendees' refetch after the event has taken over 1 s.
const LIVE_MS = Number(process.env.E2E_LIVE_MS ?? 4_000);
const root = fileURLToPath(new URL('..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
// Across two instances the event also travels through PostgreSQL's NOTIFY: the same limit.
const TWO_INSTANCES_LIVE_MS = LIVE_MS;
const JWT_SECRET = 'e2e-live-secret';

interface Instance {
  url: string;
  stop(): Promise<void>;
}

/** One server instance (packages/server/dist/main.js) with the demo in front of it, on one origin. */
async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const api: ChildProcess = spawn(process.execPath, ['packages/server/dist/main.js'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), JWT_SECRET, LOG: '0', ...env },
  });
  await new Promise<void>((resolve, reject) => {
    api.stdout?.on('data', (chunk) => String(chunk).includes('Chorus server on') && resolve());
    api.on('exit', (code) => reject(new Error(`the server stopped (${code})`)));
  });
  const front = await serveFront({ dir: demoDir ?? '', apiUrl: `http://127.0.0.1:${port}` });
  return {
    url: front.url,
    async stop() {
      await front.close();
      const exited = new Promise((resolve) => api.once('exit', resolve));
      api.kill('SIGTERM');
      await exited;
    },
  };
}

async function call<T = Record<string, unknown>>(
  base: string,
  path: string,
  body: unknown,
  token?: string,
): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  expect(response.status, `${path}: ${JSON.stringify(answer)}`).toBe(200);
  return answer as T;
}

/** Signs in through the API (the login form is covered by auth.e2e.ts) to set the meeting up. */
async function apiToken(base: string, name: AccountName): Promise<string> {
  const { email, password } = accounts[name];
  return (await call<{ access_token: string }>(base, '/api/auth', { email, password })).access_token;
}

/** A new brainwriting meeting in the roadmap initiative, started: its id. */
async function startedMeeting(base: string, hostToken: string, title: string): Promise<string> {
  const meeting = await call<{ id: string }>(
    base,
    '/api/meetings/item/save',
    { initiativeId: 'initiative-roadmap', title, scheduledAt: new Date().toISOString() },
    hostToken,
  );
  await call(base, '/api/meetings/item/start', { id: meeting.id }, hostToken);
  return meeting.id;
}

/** A browser context of its own (no shared storage), signed in through the form on `base`. */
async function machine(browser: Browser, base: string, name: AccountName): Promise<Page> {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  await signIn(page, name);
  await expect(page).toHaveURL(/\/apps\/initiatives$/);
  return page;
}

async function writeIdea(page: Page, idea: string) {
  await page.getByRole('textbox', { name: 'Your idea', exact: true }).fill(idea);
  await page.getByRole('button', { name: 'Add idea' }).click();
  await expect(page.getByRole('list', { name: 'Your ideas' })).toContainText(idea);
}

/** The host reveals and moves on (UI); each attendee sees both within a second, without a reload. */
async function revealAndMoveOn(host: Page, attendees: Page[], ideas: string[], within = LIVE_MS) {
  await host.getByRole('button', { name: 'Reveal all ideas' }).click();
  for (const page of attendees) {
    const board = page.getByRole('list', { name: 'Revealed ideas' });
    for (const idea of ideas) await expect(board).toContainText(idea, { timeout: within });
  }
  await host.getByRole('button', { name: 'Next: Group' }).click();
  for (const page of attendees) {
    await expect(page.getByRole('heading', { name: 'Group', exact: true })).toBeVisible({ timeout: within });
  }
}

test('three machines hold one meeting live through the server (PGlite), to a logged decision', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const server = await startInstance({ PGLITE_DIR: 'memory://' });
  try {
    const [host, staff, attendee] = await Promise.all([
      machine(browser, server.url, 'host'),
      machine(browser, server.url, 'staff'),
      machine(browser, server.url, 'attendee'),
    ]);
    const hostToken = await apiToken(server.url, 'host');
    const meetingId = await startedMeeting(server.url, hostToken, 'Live over the server (e2e)');
    const meetingPath = `/apps/meetings/details?id=${meetingId}`;
    await Promise.all([host, staff, attendee].map((page) => page.goto(meetingPath)));
    await expect(host.getByRole('heading', { name: 'Write alone' })).toBeVisible();

    // Silent ideation: each writes alone; the counts reach the host live, the ideas do not.
    const ideas = ['Pair new colleagues with a buddy (server e2e)', 'A map of who knows what (server e2e)'];
    await writeIdea(staff, ideas[0] ?? '');
    await writeIdea(attendee, ideas[1] ?? '');
    await expect(host.getByTestId('progress').first()).toHaveText(/^2 of 3 submitted/);
    await expect(staff.getByText(ideas[1] ?? '')).toHaveCount(0);

    await revealAndMoveOn(host, [staff, attendee], ideas);

    // On to the decision through the API (the voting and consent UI is covered by meetings.e2e.ts); the host's
    // decision reaches the attendee's open decision log live.
    await attendee.goto('/apps/initiatives/details?id=initiative-roadmap');
    const log = attendee.getByRole('list', { name: 'Decision log' });
    await expect(log).toBeVisible();
    const decision = 'Every new colleague gets a buddy (server e2e)';
    await call(server.url, '/api/meetings/outcome/save', { meetingId, statement: decision }, hostToken);
    await call(server.url, '/api/meetings/item/end', { id: meetingId }, hostToken);
    await expect(log).toContainText(decision, { timeout: 5_000 });
  } finally {
    await server.stop();
  }
});

test.describe('two server instances on one PostgreSQL', () => {
  test.skip(!postgresBin(), 'PostgreSQL is not installed');
  let cluster: PostgresCluster | undefined;
  test.afterAll(() => cluster?.stop());

  test("the attendees on one instance see the host's reveal and phase change made on the other", async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    cluster = await startPostgres();
    // The demo accounts on PostgreSQL only when asked for (CHORUS_SEED).
    const first = await startInstance({ DATABASE_URL: cluster.url, CHORUS_SEED: 'demo' });
    const second = await startInstance({ DATABASE_URL: cluster.url, CHORUS_SEED: 'demo' });
    try {
      const [host, staff, attendee] = await Promise.all([
        machine(browser, first.url, 'host'),
        machine(browser, second.url, 'staff'),
        machine(browser, second.url, 'attendee'),
      ]);
      const meetingId = await startedMeeting(
        first.url,
        await apiToken(first.url, 'host'),
        'Two instances (e2e)',
      );
      await Promise.all(
        [host, staff, attendee].map((page) => page.goto(`/apps/meetings/details?id=${meetingId}`)),
      );
      const idea = 'One database, two servers (e2e)';
      await writeIdea(attendee, idea);
      await expect(host.getByTestId('progress').first()).toHaveText(/^1 of 3 submitted/);
      await revealAndMoveOn(host, [staff, attendee], [idea], TWO_INSTANCES_LIVE_MS);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });
});

test.describe('the database away in the middle of a meeting', () => {
  test.skip(!postgresBin(), 'PostgreSQL is not installed');
  let cluster: PostgresCluster | undefined;
  test.afterAll(async () => {
    await cluster?.resume().catch(() => undefined);
    await cluster?.stop();
  });

  test('an idea written while PostgreSQL hangs stays on screen, is kept, and is stored once when it answers', async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    cluster = await startPostgres();
    // Short bounds, so the outage answers (503) come in a second or three rather than the production defaults.
    const server = await startInstance({
      DATABASE_URL: cluster.url,
      CHORUS_SEED: 'demo',
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
      DATABASE_QUERY_TIMEOUT_MS: '2000',
      REQUEST_TIMEOUT_MS: '3000',
    });
    try {
      const attendee = await machine(browser, server.url, 'attendee');
      const meetingId = await startedMeeting(
        server.url,
        await apiToken(server.url, 'host'),
        'Through an outage (e2e)',
      );
      await attendee.goto(`/apps/meetings/details?id=${meetingId}`);
      await expect(attendee.getByRole('heading', { name: 'Write alone' })).toBeVisible();

      // The database stops answering (its processes stopped: connections open, nothing comes back).
      await cluster.pause();
      const idea = 'Written while the database was away (e2e)';
      await attendee.getByRole('textbox', { name: 'Your idea', exact: true }).fill(idea);
      await attendee.getByRole('button', { name: 'Add idea' }).click();
      const mine = attendee.getByRole('list', { name: 'Your ideas' });
      await expect(mine).toContainText(idea);
      await expect(mine.getByText('Not saved yet')).toBeVisible({ timeout: 15_000 });
      // The meeting stays on screen, with a banner that says what happens.
      const banner = attendee.getByTestId('outage-banner');
      await expect(banner).toContainText('The server cannot be reached', { timeout: 15_000 });
      await expect(attendee.getByRole('heading', { name: 'Write alone' })).toBeVisible();

      // The database answers again: the idea is sent by itself, once, and the banner goes.
      await cluster.resume();
      await expect(mine.getByText('Not saved yet')).toHaveCount(0, { timeout: 60_000 });
      await expect(banner).toBeEmpty({ timeout: 30_000 });
      await expect(mine).toContainText(idea);
      const token = await apiToken(server.url, 'attendee');
      const detail = await (
        await fetch(`${server.url}/api/meetings/item?id=${meetingId}`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json();
      const answer = await (
        await fetch(
          `${server.url}/api/meetings/ideas?meetingId=${meetingId}&phaseId=${detail.currentPhaseId}`,
          { headers: { authorization: `Bearer ${token}` } },
        )
      ).json();
      expect(answer.ideas.filter((entry: { text: string }) => entry.text === idea)).toHaveLength(1);
    } finally {
      await cluster.resume().catch(() => undefined);
      await server.stop();
    }
  });
});
