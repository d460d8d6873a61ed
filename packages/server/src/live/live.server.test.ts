import { applyPatch, type JsonPatch } from '@chorus/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../app';
import { serverOptions } from '../cli';
import { readConfig } from '../config';
import type { LiveEvent } from './bus';

// The mock's seed (packages/domain/src/initiatives/initiatives.seed.ts, meetings.seed.ts), the server's too.
const SEED_INITIATIVES = { onboarding: 'initiative-onboarding', offsite: 'initiative-offsite' };
const SEED_MEETINGS = { live: 'meeting-roadmap-live', scheduled: 'meeting-onboarding-next' };
const SEED_USERS = { attendee: 'user-attendee' };

let server: RunningServer;

// Started as `main.js serve` starts it, from its environment: a heartbeat every second (LIVE_HEARTBEAT_MS).
const SECRET = 'live-test-secret';
beforeAll(async () => {
  const { config, errors } = readConfig({
    JWT_SECRET: SECRET,
    PGLITE_DIR: 'memory://',
    PORT: '0',
    LOG: '0',
    LIVE_HEARTBEAT_MS: '1000',
  });
  expect(errors).toEqual([]);
  server = await startServer(serverOptions(config, SECRET));
}, 120_000);
afterAll(() => server?.stop(1_000));

async function call(path: string, body: unknown, token?: string) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

async function signIn(who: 'host' | 'staff' | 'attendee') {
  const { status, body } = await call('/api/auth', { email: `${who}@chorus.dev`, password: `chorus-${who}` });
  expect(status).toBe(200);
  return body.access_token as string;
}

/** The viewer's stream, read in the background: the events heard so far, and whether it ended. */
async function listen(token: string) {
  const controller = new AbortController();
  const response = await fetch(`${server.url}/api/live`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const heard = {
    events: [] as LiveEvent[],
    /** When each event arrived (Date.now()). */
    times: [] as number[],
    text: '',
    ended: false,
    stop: () => controller.abort(),
  };
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        heard.text += value;
        heard.events = [...heard.text.matchAll(/event: change\ndata: (.+)\n\n/g)].map(([, data]) =>
          JSON.parse(data ?? ''),
        );
        while (heard.times.length < heard.events.length) heard.times.push(Date.now());
      }
    } catch {
      // Aborted.
    }
    heard.ended = true;
  })();
  return heard;
}

const ids = (events: LiveEvent[]) => events.map((event) => `${event.kind}:${event.id}`);

describe('the server’s live channel (PGlite, LISTEN/NOTIFY in process)', () => {
  it('refuses a stream without a token', async () => {
    const response = await fetch(`${server.url}/api/live`);
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('UNAUTHENTICATED');
  });

  it('announces the heartbeat period it was given (LIVE_HEARTBEAT_MS) first, and speaks at least that often', async () => {
    const hears = await listen(await signIn('attendee'));
    await expect
      .poll(() => hears.text)
      .toMatch(/^retry: \d+\nevent: hello\ndata: \{"heartbeatMs":1000\}\n\n/);
    const since = Date.now();
    await expect.poll(() => hears.text.split(': heartbeat\n\n').length - 1, { timeout: 8_000 }).toBe(2);
    // Two heartbeats a second apart (plus the token's check before each, on a loaded machine): not the 15 s default.
    expect(Date.now() - since).toBeLessThan(6_000);
    hears.stop();
  });

  it('refuses a heartbeat under a second or over five minutes, naming the setting', () => {
    for (const value of ['999', '300001', 'soon']) {
      expect(readConfig({ LIVE_HEARTBEAT_MS: value }).errors).toEqual([
        `LIVE_HEARTBEAT_MS must be a whole number from 1000 to 300000 (it is "${value}")`,
      ]);
    }
    expect(readConfig({}).config.liveHeartbeatMs).toBe(15_000);
  });

  it("tells each viewer about their meeting's changes, never another initiative's, and stops after removal", async () => {
    const [host, staff, attendee] = await Promise.all([signIn('host'), signIn('staff'), signIn('attendee')]);
    const attendeeHears = await listen(attendee);
    const staffHears = await listen(staff);

    // The offsite initiative has the host and staff as members, not the attendee.
    const renamed = await call(
      '/api/initiatives/item/save',
      { id: SEED_INITIATIVES.offsite, title: 'Team offsite, again' },
      host,
    );
    expect(renamed.status).toBe(200);
    const timer = await call(
      '/api/meetings/phase/timer',
      { meetingId: SEED_MEETINGS.live, addSec: 60 },
      host,
    );
    expect(timer.status).toBe(200);

    await expect.poll(() => ids(attendeeHears.events)).toEqual([`meeting:${SEED_MEETINGS.live}`]);
    await expect
      .poll(() => ids(staffHears.events).sort())
      .toEqual([`initiative:${SEED_INITIATIVES.offsite}`, `meeting:${SEED_MEETINGS.live}`]);
    const [event] = attendeeHears.events;
    // What changed, and which of the attendee's views moved (the timer: the meeting's detail), never the content.
    expect(Object.keys(event ?? {}).sort()).toEqual(['answers', 'id', 'kind', 'revision', 'views']);
    const told = event as {
      views?: string[];
      answers?: Array<{ view: string; input: unknown; body: unknown }>;
    };
    expect(told.views).toContain('/api/meetings/item');
    // With the answers of what moved: what a GET of the detail answers the attendee (its clock aside).
    const answer = told.answers?.find((entry) => entry.view === '/api/meetings/item');
    expect(answer?.input).toEqual({ id: SEED_MEETINGS.live });
    const read = await fetch(`${server.url}/api/meetings/item?id=${SEED_MEETINGS.live}`, {
      headers: { authorization: `Bearer ${attendee}` },
    }).then((response) => response.json());
    expect({ ...(answer?.body as object), serverTime: null }).toEqual({ ...read, serverTime: null });

    // The next change of that view comes as a patch of the body this stream sent (a few fields, not the whole
    // detail), and applied to it gives what a GET answers now.
    const heardBefore = attendeeHears.events.length;
    expect(
      (await call('/api/meetings/phase/timer', { meetingId: SEED_MEETINGS.live, addSec: 60 }, host)).status,
    ).toBe(200);
    await expect.poll(() => attendeeHears.events.length).toBe(heardBefore + 1);
    const next = attendeeHears.events.at(-1) as {
      answers?: Array<{ view: string; input: unknown; body?: unknown; patch?: JsonPatch }>;
    };
    const patched = next.answers?.find((entry) => entry.view === '/api/meetings/item');
    expect(patched?.input).toEqual({ id: SEED_MEETINGS.live });
    expect(patched).not.toHaveProperty('body');
    const patch = patched?.patch as JsonPatch;
    expect(JSON.stringify(patch).length).toBeLessThan(JSON.stringify(read).length / 4);
    const readAgain = await fetch(`${server.url}/api/meetings/item?id=${SEED_MEETINGS.live}`, {
      headers: { authorization: `Bearer ${attendee}` },
    }).then((response) => response.json());
    expect({ ...(applyPatch(answer?.body, patch) as object), serverTime: null }).toEqual({
      ...readAgain,
      serverTime: null,
    });

    // Removed from the onboarding initiative, the attendee no longer hears its meeting (heard a moment before).
    const presence = (here: boolean) =>
      call('/api/meetings/presence', { meetingId: SEED_MEETINGS.scheduled, here }, host);
    const scheduled = (events: LiveEvent[]) => events.filter((event) => event.id === SEED_MEETINGS.scheduled);
    expect((await presence(true)).status).toBe(200);
    await expect.poll(() => scheduled(attendeeHears.events)).toHaveLength(1);
    const removed = await call(
      '/api/initiatives/member/remove',
      { initiativeId: SEED_INITIATIVES.onboarding, userId: SEED_USERS.attendee },
      host,
    );
    expect(removed.status).toBe(200);
    await expect.poll(() => ids(staffHears.events)).toContain(`initiative:${SEED_INITIATIVES.onboarding}`);
    expect((await presence(false)).status).toBe(200);
    await expect.poll(() => scheduled(staffHears.events)).toHaveLength(2);
    expect(scheduled(attendeeHears.events)).toHaveLength(1);
    expect(ids(attendeeHears.events)).not.toContain(`initiative:${SEED_INITIATIVES.onboarding}`);
    expect(ids(attendeeHears.events)).not.toContain(`initiative:${SEED_INITIATIVES.offsite}`);

    attendeeHears.stop();
    staffHears.stop();
    await expect.poll(() => server.live.size).toBe(0);
  });
});

describe('who is here, on the live channel', () => {
  it('tells everyone of each person who opens the meeting, however soon after the one before', async () => {
    const [host, staff, attendee] = await Promise.all([signIn('host'), signIn('staff'), signIn('attendee')]);
    const hostHears = await listen(host);
    const presence = (token: string) =>
      call('/api/meetings/presence', { meetingId: SEED_MEETINGS.live, here: true }, token);
    const here = (heard: { events: LiveEvent[] }) =>
      heard.events.filter((event) => (event as { views?: string[] }).views?.includes('/api/meetings/item'))
        .length;
    expect((await presence(staff)).status).toBe(200);
    await expect.poll(() => here(hostHears)).toBe(1);
    // A second person at once: who is here moved again, at the same revision of the meeting (presence is not a
    // change of its records), and the host hears it too.
    expect((await presence(attendee)).status).toBe(200);
    await expect.poll(() => here(hostHears), { timeout: 3_000 }).toBe(2);
    hostHears.stop();
  });
});

describe('a timed reveal at the bell, with nobody acting', () => {
  it('publishes the meeting on the live channel within a second of the deadline, revealed', async () => {
    const [host, staff] = await Promise.all([signIn('host'), signIn('staff')]);
    const meetingId = SEED_MEETINGS.scheduled;
    const read = async () => {
      const response = await fetch(`${server.url}/api/meetings/item?id=${meetingId}`, {
        headers: { authorization: `Bearer ${staff}` },
      });
      return response.json();
    };
    const detail = await read();
    const saved = await call(
      '/api/meetings/item/save',
      {
        id: meetingId,
        initiativeId: detail.initiativeId,
        title: detail.title,
        scheduledAt: detail.scheduledAt,
        settings: { revealMode: 'timer' },
      },
      host,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await call('/api/meetings/item/start', { id: meetingId }, host)).status).toBe(200);
    const staffHears = await listen(staff);
    const bell = Date.now() + 1_500;
    const endsAt = new Date(bell).toISOString();
    expect((await call('/api/meetings/phase/timer', { meetingId, endsAt }, host)).status).toBe(200);
    expect(server.bells.size).toBeGreaterThan(0);

    // Nobody acts: the server rings the bell and the live channel carries the meeting to every viewer.
    const afterTheBell = () =>
      staffHears.times.filter((time, index) => time >= bell && staffHears.events[index]?.id === meetingId);
    await expect.poll(afterTheBell, { timeout: 5_000, interval: 50 }).toHaveLength(1);
    expect((afterTheBell()[0] ?? 0) - bell).toBeLessThan(1_000);
    const phase = (await read()).phases[0];
    expect(phase).toMatchObject({
      type: 'silentIdeate',
      status: 'closed',
      revealedAt: endsAt,
      closedAt: endsAt,
    });
    staffHears.stop();
  });
});
