import { type ChildProcess, spawn } from 'node:child_process';
import {
  createServer as createHttpServer,
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { serveFront } from '../scripts/front.mjs';
import { type PostgresCluster, postgresBin, startPostgres } from '../scripts/pg-cluster.mjs';
import { accounts, newWindow, revealEarly, signIn, type AccountName } from './support';

/**
 * A meeting held live through a running Chorus server: a host and two attendees in three browser contexts with
 * nothing shared (three "machines"). Set-up steps the other e2e tests cover through the UI go through the API;
 * the live parts (the attendees see the host's reveal and phase change within a second, without a reload) go
 * through the UI. Then the same with the host on one server instance and the attendees on another, both on one
 * PostgreSQL. Then the faults of issue 28, each on a server the file has started already: a proxy that holds a live
 * stream open and silent, PostgreSQL hanging, and PostgreSQL restarted while writes wait on the page.
 * scripts/e2e.mjs builds the server and the demo for it (E2E_SERVER_DEMO_DIR) when this test runs.
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

/** Something between the front (scripts/front.mjs) and the API server: its URL, and how it stops. */
interface Between {
  url: string;
  close(): Promise<void>;
}

/** One server instance (packages/server/dist/main.js) with the demo in front of it, on one origin. */
async function startInstance(
  env: Record<string, string>,
  between?: (apiUrl: string) => Promise<Between>,
): Promise<Instance> {
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
  const middle = await between?.(`http://127.0.0.1:${port}`);
  const front = await serveFront({ dir: demoDir ?? '', apiUrl: middle?.url ?? `http://127.0.0.1:${port}` });
  return {
    url: front.url,
    async stop() {
      await front.close();
      await middle?.close();
      const exited = new Promise((resolve) => api.once('exit', resolve));
      api.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * A proxy in front of the API that passes everything on until told to `silence()` the live channel: from then on
 * it holds every stream of `/api/live` open and passes nothing more on it (the open ones stop mid-way, new ones
 * get their answer's head and nothing else), as a proxy whose upstream died without telling it does. The other
 * calls still go through. `speaking` counts the streams the server has spoken through (not silenced).
 */
async function silencingProxy(apiUrl: string) {
  const target = new URL(apiUrl);
  let silent = false;
  const speaking = new Set<ServerResponse>();
  /** When each stream first spoke, in order: a test counts the streams its own pages opened (`speakingSince`). */
  const spokeAt = new Map<ServerResponse, number>();
  let spoken = 0;
  const held = new Set<ServerResponse>();
  const streams = new Map<ServerResponse, IncomingMessage>();
  const server = createHttpServer((req, res) => {
    const live = (req.url ?? '').startsWith('/api/live');
    if (live && silent) {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.flushHeaders();
      held.add(res);
      res.on('close', () => held.delete(res));
      return;
    }
    const upstream = httpRequest(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        res.flushHeaders();
        answer.on('error', () => {
          if (!held.has(res)) res.destroy();
        });
        answer.pipe(res);
        if (!live) return;
        streams.set(res, answer);
        answer.once('data', () => {
          if (silent) return;
          speaking.add(res);
          spoken += 1;
          spokeAt.set(res, spoken);
        });
        res.on('close', () => {
          speaking.delete(res);
          spokeAt.delete(res);
          streams.delete(res);
          answer.destroy();
        });
      },
    );
    upstream.on('error', () => {
      if (!held.has(res)) res.destroy();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    /** How many live streams the server speaks through now. */
    get speaking() {
      return speaking.size;
    },
    /** A mark to count from: the streams that first speak after it are the ones opened since. */
    mark: () => spoken,
    /**
     * How many streams that first spoke after `mark` the server speaks through now (those of pages closed by an
     * earlier test may still be closing: they are not counted).
     */
    speakingSince: (mark: number) => [...speaking].filter((res) => (spokeAt.get(res) ?? 0) > mark).length,
    silence() {
      silent = true;
      for (const [res, answer] of streams) {
        // The server's side ends; the browser's side stays open, and hears nothing more.
        answer.unpipe(res);
        answer.destroy();
        streams.delete(res);
        speaking.delete(res);
        held.add(res);
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of held) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
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

/** A GET of the API as `token`. */
async function read<T = Record<string, unknown>>(base: string, path: string, token: string): Promise<T> {
  const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const answer = await response.json();
  expect(response.status, `${path}: ${JSON.stringify(answer)}`).toBe(200);
  return answer as T;
}

/** Signs in through the API (the login form is covered by auth.e2e.ts) to set the meeting up. */
async function apiToken(base: string, name: AccountName): Promise<string> {
  const { email, password } = accounts[name];
  return (await call<{ access_token: string }>(base, '/api/auth', { email, password })).access_token;
}

/** A new meeting in the roadmap initiative (brainwriting, or the agenda given), started: its id. */
async function startedMeeting(
  base: string,
  hostToken: string,
  title: string,
  phases?: { type: string; title: string; prompt: string; timeboxSec: number | null }[],
): Promise<string> {
  const meeting = await call<{ id: string }>(
    base,
    '/api/meetings/item/save',
    {
      initiativeId: 'initiative-roadmap',
      title,
      scheduledAt: new Date().toISOString(),
      ...(phases ? { template: 'custom', phases } : {}),
    },
    hostToken,
  );
  await call(base, '/api/meetings/item/start', { id: meeting.id }, hostToken);
  return meeting.id;
}

/**
 * The browser contexts a test opened, closed after it whatever its outcome: a meeting page left open on a server
 * that was stopped keeps reconnecting and polling, on the CPU the next tests of its worker need.
 */
const opened = new Set<BrowserContext>();
test.afterEach(async () => {
  await Promise.all([...opened].map((context) => context.close()));
  opened.clear();
});

/** A browser context of its own (no shared storage), signed in through the form on `base`. */
async function machine(browser: Browser, base: string, name: AccountName): Promise<Page> {
  const context = await browser.newContext({ baseURL: base });
  opened.add(context);
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
  await revealEarly(host);
  for (const page of attendees) {
    const board = page.getByRole('list', { name: 'Revealed ideas' });
    for (const idea of ideas) await expect(board).toContainText(idea, { timeout: within });
  }
  await host.getByRole('button', { name: 'Next: Group' }).click();
  for (const page of attendees) {
    await expect(page.getByRole('heading', { name: 'Group', exact: true })).toBeVisible({ timeout: within });
  }
}

/** Writing, then grouping: the agenda of the meetings held through the UI here. */
const WRITE_AND_GROUP = [
  { type: 'silentIdeate', title: 'Write alone', prompt: 'One idea per card.', timeboxSec: 300 },
  { type: 'group', title: 'Group', prompt: 'Gather similar ideas.', timeboxSec: 300 },
];

/** The heartbeat of the PGlite server's live streams (LIVE_HEARTBEAT_MS): a page gives up a stream silent twice that. */
const HEARTBEAT_MS = 1_000;

test.describe('one server on PGlite, a proxy in front of its API', () => {
  let server: Instance;
  let proxy: Awaited<ReturnType<typeof silencingProxy>> | undefined;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = await startInstance(
      { PGLITE_DIR: 'memory://', LIVE_HEARTBEAT_MS: String(HEARTBEAT_MS) },
      async (apiUrl) => {
        proxy = await silencingProxy(apiUrl);
        return proxy;
      },
    );
  });
  test.afterAll(() => server?.stop());

  test('three machines hold one meeting live through the server, to a logged decision', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const [host, staff, attendee] = await Promise.all([
      machine(browser, server.url, 'host'),
      machine(browser, server.url, 'staff'),
      machine(browser, server.url, 'attendee'),
    ]);
    const hostToken = await apiToken(server.url, 'host');
    // Writing and grouping, no consent round: the host records the outcome in words (one way to decide).
    const meetingId = await startedMeeting(
      server.url,
      hostToken,
      'Live over the server (e2e)',
      WRITE_AND_GROUP,
    );
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
    await Promise.all([host, staff, attendee].map((page) => page.context().close()));
  });

  test('the host names a co-host, hands the meeting over mid-way and leaves; the co-host runs it to the end', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const [host, staff] = await Promise.all([
      machine(browser, server.url, 'host'),
      machine(browser, server.url, 'staff'),
    ]);
    const hostToken = await apiToken(server.url, 'host');
    const meetingId = await startedMeeting(server.url, hostToken, 'Handed over (e2e)', WRITE_AND_GROUP);
    const meetingPath = `/apps/meetings/details?id=${meetingId}`;
    await Promise.all([host, staff].map((page) => page.goto(meetingPath)));
    await expect(staff.getByRole('heading', { name: 'Write alone' })).toBeVisible();
    await expect(staff.getByRole('region', { name: 'Host controls' })).toHaveCount(0);

    // The host names Sami co-host from the facilitators' panel: Sami's page gets the controls, live.
    const panel = host.getByRole('region', { name: 'Facilitation' });
    await panel.getByRole('checkbox', { name: 'Sami Staff' }).click();
    await panel.getByRole('button', { name: 'Save co-hosts' }).click();
    await expect(staff.getByText('You co-host')).toBeVisible({ timeout: LIVE_MS });
    await expect(staff.getByRole('region', { name: 'Host controls' })).toBeVisible();

    // The host hands facilitation over; every page says who leads now.
    await panel.getByRole('combobox', { name: 'Hand facilitation to' }).selectOption({ label: 'Sami Staff' });
    await panel.getByRole('button', { name: 'Hand over' }).click();
    await expect(staff.getByRole('region', { name: 'Facilitation' })).toContainText('You are facilitating', {
      timeout: LIVE_MS,
    });
    await expect(host.getByTestId('facilitator')).toHaveText('Facilitated by Sami Staff');
    await host.context().close();

    // The host has gone: the co-host reveals, moves on and ends the meeting; the log says who did each.
    await writeIdea(staff, 'Keep a rota of facilitators (e2e)');
    await revealEarly(staff);
    await staff.getByRole('button', { name: 'Next: Group' }).click();
    await expect(staff.getByRole('heading', { name: 'Group', exact: true })).toBeVisible();
    const log = staff.getByRole('log', { name: 'Meeting log' });
    await expect(log.getByRole('listitem').first()).toHaveText(/Sami Staff moved on to Group$/);
    await expect(log).toContainText('Hana Host handed facilitation to Sami Staff');
    await staff.getByRole('button', { name: 'End meeting' }).click();
    await staff
      .getByRole('dialog', { name: 'End the meeting?' })
      .getByRole('button', { name: 'End meeting' })
      .click();
    await expect(log.getByRole('listitem').first()).toHaveText(/Sami Staff ended the meeting$/);
  });

  test("a guest joins by the host's link in a browser of their own, takes part through a decision, and keeps their account", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const host = await machine(browser, server.url, 'host');
    const hostToken = await apiToken(server.url, 'host');
    const meetingId = await startedMeeting(server.url, hostToken, 'With a guest (e2e)', [
      ...WRITE_AND_GROUP,
      { type: 'decide', title: 'Decide', prompt: 'Agree on one step.', timeboxSec: 300 },
    ]);
    await host.goto(`/apps/meetings/details?id=${meetingId}`);

    // The host creates the guest link beside the agenda and shares its address.
    const links = host.getByRole('region', { name: 'Guests' });
    await links.getByTestId('guest-link-guest').getByRole('button', { name: 'Create the link' }).click();
    const address = await links.getByRole('textbox', { name: 'Guest link address' }).inputValue();
    expect(address).toMatch(/\/join\/[A-Za-z0-9_-]{43}$/);

    // Someone without an account opens it in a browser of their own, picks a name and is in the meeting only.
    const context = await browser.newContext();
    opened.add(context);
    const guest = await context.newPage();
    await guest.goto(address);
    await expect(guest.getByRole('heading', { level: 1 })).toHaveText('Join “With a guest (e2e)”');
    await guest.getByRole('textbox', { name: /Your name/ }).fill('Gia Guest');
    await guest.getByRole('button', { name: 'Join the meeting' }).click();
    await expect(guest.getByRole('heading', { level: 1, name: 'With a guest (e2e)' })).toBeVisible();
    await expect(guest.getByRole('navigation')).toHaveCount(0);
    const idea = 'Ask the guests too (guest e2e)';
    await writeIdea(guest, idea);
    await expect(host.getByTestId('progress').first()).toHaveText(/^1 of 4 submitted/, { timeout: LIVE_MS });

    // The reveal and the phases reach the guest live; the host opens a consent round, the guest agrees.
    await revealAndMoveOn(host, [guest], [idea]);
    await host.getByRole('button', { name: 'Next: Decide' }).click();
    await expect(guest.getByRole('heading', { name: 'Decide', exact: true })).toBeVisible({
      timeout: LIVE_MS,
    });
    const detail = await read<{ phases: { type: string; proposal: { id: string } | null }[] }>(
      server.url,
      `/api/meetings/item?id=${meetingId}`,
      hostToken,
    );
    const proposalId = detail.phases.find((phase) => phase.type === 'decide')?.proposal?.id ?? '';
    const statement = 'Invite guests to every retrospective (guest e2e)';
    await call(server.url, '/api/meetings/proposal/open', { proposalId, statement }, hostToken);
    await expect(guest.getByTestId('proposal-statement')).toHaveText(statement, { timeout: LIVE_MS });
    await guest.getByRole('radio', { name: /^Agree/ }).check();
    await guest.getByRole('button', { name: 'Save my stance' }).click();
    await expect(guest.getByText('You said: Agree')).toBeVisible();
    await host.getByRole('button', { name: 'Close the consent round' }).click();
    await host.getByRole('button', { name: 'Record the decision' }).click();
    await expect(host.getByText('The decision is recorded in the initiative’s decision log.')).toBeVisible();

    // The host ends the meeting: the guest's access ends with it, live; they register and keep their account.
    await host.getByRole('button', { name: 'End meeting' }).click();
    await host
      .getByRole('dialog', { name: 'End the meeting?' })
      .getByRole('button', { name: 'End meeting' })
      .click();
    await expect(guest.getByRole('heading', { level: 1, name: 'The meeting has ended' })).toBeVisible({
      timeout: LIVE_MS,
    });
    await guest.getByRole('textbox', { name: /E-mail/ }).fill('gia.guest@example.org');
    await guest.getByLabel(/^Password/).fill('a-long-password');
    await guest.getByRole('button', { name: 'Register' }).click();
    await expect(guest).toHaveURL(new RegExp(`/apps/meetings/details\\?id=${meetingId}$`));
    const summary = guest.getByRole('region', { name: 'Summary' });
    await expect(summary.getByRole('list', { name: 'Decisions' })).toContainText(statement);
    // In the host's record the guest's idea is there, without their name.
    const record = host.getByRole('region', { name: 'Summary' });
    await expect(record).toContainText(idea);
    await expect(record).not.toContainText('Gia Guest');
  });

  test('a 24-person meeting in 3 breakout groups: each groups its own board, then the groups come together', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const hostToken = await apiToken(server.url, 'host');
    // Host, staff and attendee, and 21 guests by link: 24 people, drawn at the start into 3 groups of 8.
    const meeting = await call<{ id: string }>(
      server.url,
      '/api/meetings/item/save',
      {
        initiativeId: 'initiative-roadmap',
        title: 'Breakouts (e2e)',
        scheduledAt: new Date().toISOString(),
        template: 'custom',
        settings: { breakoutSize: 8, revealMode: 'host' },
        phases: [...WRITE_AND_GROUP, { type: 'vote', title: 'Vote', prompt: '', timeboxSec: 300 }],
      },
      hostToken,
    );
    const meetingId = meeting.id;
    const linked = await call<{ guestLinks: { guest: string } }>(
      server.url,
      '/api/meetings/guest-link',
      { meetingId, kind: 'guest', enabled: true },
      hostToken,
    );
    const people: { token: string; uid: string }[] = [];
    for (let i = 1; i <= 21; i += 1) {
      const joined = await call<{ access_token: string; user: { uid: string } }>(
        server.url,
        '/api/meetings/guest/join',
        { token: linked.guestLinks.guest, displayName: `Guest ${i}` },
      );
      people.push({ token: joined.access_token, uid: joined.user.uid });
    }
    const started = await call<{
      currentPhaseId: string;
      breakouts: { groups: { number: number; memberIds: string[] }[] };
      participants: { id: string; displayName: string }[];
    }>(server.url, '/api/meetings/item/start', { id: meetingId }, hostToken);
    expect(started.breakouts.groups.map((group) => group.memberIds.length)).toEqual([8, 8, 8]);
    const groupOf = (uid: string) =>
      started.breakouts.groups.find((group) => group.memberIds.includes(uid))?.number ?? 0;
    const staffToken = await apiToken(server.url, 'staff');
    const staffId = started.participants.find((person) => person.displayName === 'Sami Staff')?.id ?? '';
    people.push({ token: staffToken, uid: staffId });
    for (const [index, person] of people.entries())
      await call(
        server.url,
        '/api/meetings/idea/save',
        { phaseId: started.currentPhaseId, text: `Idea ${index + 1} of group ${groupOf(person.uid)} (e2e)` },
        person.token,
      );

    // The host and the attendee in browsers of their own; each writes one idea.
    const host = await machine(browser, server.url, 'host');
    const attendee = await machine(browser, server.url, 'attendee');
    for (const page of [host, attendee]) await page.goto(`/apps/meetings/details?id=${meetingId}`);
    await writeIdea(host, 'The host’s idea (e2e)');
    await writeIdea(attendee, 'The attendee’s idea (e2e)');
    const groups = host.getByRole('region', { name: 'Breakout groups' });
    await expect(groups.getByRole('listitem')).toHaveCount(3);
    for (const number of [1, 2, 3])
      await expect(groups.getByTestId(`breakout-${number}`)).toContainText('8 of 8 have written', {
        timeout: LIVE_MS,
      });

    // Revealed and on to the group phase: the attendee groups their own group's 8 ideas only.
    await revealEarly(host);
    await host.getByRole('button', { name: 'Next: Group' }).click();
    await expect(attendee.getByText(/^You are grouping with group [123]:/)).toBeVisible({ timeout: LIVE_MS });
    const attendeeBoard = attendee.getByRole('list', { name: 'Ungrouped ideas' });
    await expect(attendeeBoard.getByRole('listitem')).toHaveCount(8, { timeout: LIVE_MS });
    // A guest of each group makes a theme called "Onboarding" on their own board.
    for (const number of [1, 2, 3]) {
      const member = people.find((person) => groupOf(person.uid) === number) as { token: string };
      const board = await read<{ ideas: { id: string; isMine: boolean }[] }>(
        server.url,
        `/api/meetings/ideas?meetingId=${meetingId}`,
        member.token,
      );
      expect(board.ideas).toHaveLength(8);
      const own = board.ideas.find((idea) => idea.isMine) as { id: string };
      await call(
        server.url,
        '/api/meetings/idea/move',
        { meetingId, ideaId: own.id, fromGroupId: null, title: 'Onboarding' },
        member.token,
      );
    }
    // The host brings the groups together: the attendee's board holds every idea, and one "Onboarding" of three.
    await groups.getByRole('button', { name: 'Bring the groups together' }).click();
    await expect(
      attendee.getByRole('list', { name: 'Ideas in Onboarding' }).getByRole('listitem'),
    ).toHaveCount(3, { timeout: LIVE_MS });
    await expect(attendee.getByRole('list', { name: 'Ungrouped ideas' }).getByRole('listitem')).toHaveCount(
      21,
    );
    await expect(attendee.getByText(/^You are grouping with group/)).toHaveCount(0);
    const log = await read<{ log: { action: string; actorName: string | null; detail: string | null }[] }>(
      server.url,
      `/api/meetings/item?id=${meetingId}`,
      hostToken,
    );
    expect(log.log.at(-1)).toMatchObject({ action: 'bringTogether', actorName: 'Hana Host', detail: '2' });
  });

  test('a live stream made silent (a proxy holds it open) is given up, and a change shows within 2 s through polling', async ({
    browser,
  }) => {
    const hostToken = await apiToken(server.url, 'host');
    const meetingId = await startedMeeting(server.url, hostToken, 'A silent stream (e2e)');
    // Signed in on the meeting's own address: one page load, so one stream, the one the proxy silences.
    const context = await browser.newContext({ baseURL: server.url });
    opened.add(context);
    const attendee = await context.newPage();
    const mark = proxy?.mark() ?? 0;
    await signIn(attendee, 'attendee', `/apps/meetings/details?id=${meetingId}`);
    await expect(attendee.getByRole('heading', { name: 'Write alone' })).toBeVisible();
    // This page's one stream (an earlier test's closed pages may still be closing theirs: run 36 counted 3).
    await expect.poll(() => proxy?.speakingSince(mark)).toBe(1);

    const phaseId = (await read(server.url, `/api/meetings/item?id=${meetingId}`, hostToken)).currentPhaseId;

    // The proxy goes silent, the host writes: nothing reaches the page by its stream any more.
    proxy?.silence();
    const writtenAt = Date.now();
    await call(server.url, '/api/meetings/idea/save', { phaseId, text: 'Heard by polling (e2e)' }, hostToken);
    // Silent for twice the heartbeat: given up ("Reconnecting…"), the page reads what it shows again and polls.
    const limit = writtenAt + 2 * HEARTBEAT_MS + 2_000;
    await expect(attendee.getByText('Reconnecting…')).toBeVisible({
      timeout: Math.max(1, limit - Date.now()),
    });
    await expect(attendee.getByTestId('progress').first()).toHaveText(/^1 of 3 submitted/, {
      timeout: Math.max(1, limit - Date.now()),
    });
    expect(Date.now()).toBeLessThanOrEqual(limit);
    await context.close();
  });
});

test.describe('on one PostgreSQL cluster', () => {
  test.skip(!postgresBin(), 'PostgreSQL is not installed');
  let cluster: PostgresCluster;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    cluster = await startPostgres();
  });
  test.afterAll(async () => {
    await cluster?.resume().catch(() => undefined);
    await cluster?.stop();
  });

  test("two instances: the attendees on one see the host's reveal and phase change made on the other", async ({
    browser,
  }) => {
    test.setTimeout(90_000);
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
      await Promise.all([host, staff, attendee].map((page) => page.context().close()));
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });

  test.describe('the database away in the middle of a meeting', () => {
    let server: Instance;
    test.beforeAll(async () => {
      test.setTimeout(90_000);
      // Short bounds, so the outage answers (503) come in a second or three rather than the production defaults.
      server = await startInstance({
        DATABASE_URL: cluster.url,
        CHORUS_SEED: 'demo',
        DATABASE_CONNECT_TIMEOUT_MS: '1000',
        DATABASE_QUERY_TIMEOUT_MS: '2000',
        REQUEST_TIMEOUT_MS: '3000',
      });
    });
    test.afterAll(async () => {
      await cluster?.resume().catch(() => undefined);
      await server?.stop();
    });

    test('an idea written while PostgreSQL hangs stays on screen, is kept, and is stored once when it answers', async ({
      browser,
    }) => {
      test.setTimeout(150_000);
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
      const detail = await read<{ currentPhaseId: string }>(
        server.url,
        `/api/meetings/item?id=${meetingId}`,
        token,
      );
      const answer = await read<{ ideas: { text: string }[] }>(
        server.url,
        `/api/meetings/ideas?meetingId=${meetingId}&phaseId=${detail.currentPhaseId}`,
        token,
      );
      expect(answer.ideas.filter((entry) => entry.text === idea)).toHaveLength(1);
      await attendee.context().close();
    });

    test('PostgreSQL restarted while an attendee has an idea, dots, a note and a stance not saved: each is stored once, and no meeting leaves the screen', async ({
      browser,
    }) => {
      test.setTimeout(150_000);
      const hostToken = await apiToken(server.url, 'host');
      const phase = (type: string, title: string) => ({ type, title, prompt: title, timeboxSec: null });
      const hostIdea = 'Dots for this one (e2e restart)';
      // Four meetings of the roadmap initiative, each where one kind of write happens, so that one restart finds
      // all four waiting in the attendee's tabs: writing alone, a dot vote, a discussion, a consent round.
      const ideation = await startedMeeting(server.url, hostToken, 'Restart: ideas (e2e)');
      const vote = await startedMeeting(server.url, hostToken, 'Restart: vote (e2e)', [
        phase('silentIdeate', 'Write alone'),
        phase('vote', 'Dot vote'),
      ]);
      const voteDetail = await read<{ currentPhaseId: string }>(
        server.url,
        `/api/meetings/item?id=${vote}`,
        hostToken,
      );
      await call(
        server.url,
        '/api/meetings/idea/save',
        { phaseId: voteDetail.currentPhaseId, text: hostIdea },
        hostToken,
      );
      const { currentPhaseId: votePhase } = await call<{ currentPhaseId: string }>(
        server.url,
        '/api/meetings/phase/advance',
        { meetingId: vote },
        hostToken,
      );
      const discussion = await startedMeeting(server.url, hostToken, 'Restart: discussion (e2e)', [
        phase('silentIdeate', 'Write alone'),
        phase('discuss', 'Discuss'),
      ]);
      await call(server.url, '/api/meetings/phase/advance', { meetingId: discussion }, hostToken);
      const decision = await startedMeeting(server.url, hostToken, 'Restart: decision (e2e)', [
        phase('decide', 'Consent'),
      ]);
      const decide = await read<{ phases: { proposal: { id: string } | null }[] }>(
        server.url,
        `/api/meetings/item?id=${decision}`,
        hostToken,
      );
      const proposalId = decide.phases[0]?.proposal?.id;
      await call(
        server.url,
        '/api/meetings/proposal/open',
        { proposalId, statement: 'We keep what people type (e2e)' },
        hostToken,
      );

      // One attendee, a tab per meeting (each tab has its own session: the first signs in on its meeting, the
      // others take its session).
      const meetingPath = (id: string) => `/apps/meetings/details?id=${id}`;
      const context = await browser.newContext({ baseURL: server.url });
      opened.add(context);
      const first = await context.newPage();
      await signIn(first, 'attendee', meetingPath(ideation));
      await expect(first.getByRole('heading', { name: 'Write alone' })).toBeVisible();
      const session = await first.evaluate(() => ({ ...sessionStorage }));
      const tab = async (meetingId: string) => {
        const page = await newWindow(first);
        await page.addInitScript((entries) => {
          for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
        }, session);
        await page.goto(meetingPath(meetingId));
        return page;
      };
      const [votePage, notePage, stancePage] = await Promise.all([vote, discussion, decision].map(tab));
      const tabs = {
        idea: first,
        vote: votePage as Page,
        note: notePage as Page,
        stance: stancePage as Page,
      };
      // Each meeting's title, as it is on screen before the outage: the same element must still be there after it.
      const titles = await Promise.all(
        Object.values(tabs).map(async (page) => {
          const title = page.getByRole('heading', { level: 1 });
          await expect(title).toHaveText(/^Restart: /);
          return title.elementHandle();
        }),
      );

      // Typed and placed, not sent yet.
      const idea = 'Typed before the restart (e2e)';
      await tabs.idea.getByRole('textbox', { name: 'Your idea', exact: true }).fill(idea);
      const addDot = tabs.vote.getByRole('button', { name: `Add a dot to ${hostIdea}` });
      await addDot.click();
      await addDot.click();
      await expect(tabs.vote.getByTestId('dots-left')).toContainText('3 of 5 dots left');
      const note = 'Noted before the restart (e2e)';
      await tabs.note.getByRole('textbox', { name: 'Note on The ideas' }).fill(note);
      await tabs.stance.getByRole('radio', { name: /^Agree/ }).click();

      // PostgreSQL goes down (pg_ctl stop -m fast: every session ended) and the attendee sends all four.
      await cluster.down();
      await tabs.idea.getByRole('button', { name: 'Add idea' }).click();
      await tabs.vote.getByRole('button', { name: 'Save my ballot' }).click();
      await tabs.note.getByRole('button', { name: 'Add note' }).click();
      await tabs.stance.getByRole('button', { name: 'Save my stance' }).click();
      for (const page of Object.values(tabs)) {
        await expect(page.getByText('Not saved yet', { exact: true })).toBeVisible({ timeout: 15_000 });
        await expect(page.getByTestId('outage-banner')).toContainText('The server cannot be reached');
      }

      // It starts again: each write is sent by itself, the banners go.
      await cluster.up();
      for (const page of Object.values(tabs)) {
        await expect(page.getByText('Not saved yet', { exact: true })).toHaveCount(0, { timeout: 30_000 });
        await expect(page.getByTestId('outage-banner')).toBeEmpty({ timeout: 30_000 });
      }
      await expect(tabs.vote.getByText(/^Your ballot is in/)).toBeVisible();
      await expect(tabs.stance.getByText('You said: Agree')).toBeVisible();
      // No meeting left the screen: the title on screen is the element it was before the outage.
      for (const title of titles) expect(await title?.evaluate((node) => node.isConnected)).toBe(true);

      // Stored once each, as the server tells the attendee.
      const token = await apiToken(server.url, 'attendee');
      const ideationPhase = (
        await read<{ currentPhaseId: string }>(server.url, `/api/meetings/item?id=${ideation}`, token)
      ).currentPhaseId;
      const ideas = await read<{ ideas: { text: string }[] }>(
        server.url,
        `/api/meetings/ideas?meetingId=${ideation}&phaseId=${ideationPhase}`,
        token,
      );
      expect(ideas.ideas.filter((entry) => entry.text === idea)).toHaveLength(1);
      const ballot = await read<{ allocations: { points: number }[] }>(
        server.url,
        `/api/meetings/votes/mine?phaseId=${votePhase}`,
        token,
      );
      expect(ballot.allocations.map((entry) => entry.points)).toEqual([2]);
      const notes = await read<{ notes: { text: string }[] }>(
        server.url,
        `/api/meetings/discussion?meetingId=${discussion}`,
        token,
      );
      expect(notes.notes.filter((entry) => entry.text === note)).toHaveLength(1);
      const stance = await read<{ phases: { proposal: { viewerStance: unknown } | null }[] }>(
        server.url,
        `/api/meetings/item?id=${decision}`,
        token,
      );
      expect(stance.phases[0]?.proposal?.viewerStance).toEqual({ choice: 'agree', reason: null });
      await context.close();
    });
  });
});
