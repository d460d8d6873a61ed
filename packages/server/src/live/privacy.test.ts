import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../app';
import type { LiveEvent } from './bus';

/** An event as a stream says it: with the views that moved for its viewer. */
type Told = LiveEvent & { views?: string[] };

/**
 * The live stream tells a member only what they can see (issue 28): while another member writes in private
 * (silent ideation: their ideas and edits), a member's stream stays silent; the reveal is heard. (What the method
 * shows everyone still moves a member's view and is told: the count of people who have written, at a writer's
 * first idea.)
 */
const LIVE = 'meeting-roadmap-live';
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({
    jwtSecret: 'live-privacy-secret',
    database: { pgliteDir: 'memory://' },
    port: 0,
    log: false,
    allowedOrigins: [],
  });
}, 120_000);
afterAll(() => server?.stop(1_000));

async function call(path: string, body: unknown, token: string) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary bodies
  return { status: response.status, body: (await response.json()) as any };
}

async function signIn(who: 'host' | 'staff' | 'attendee') {
  const response = await fetch(`${server.url}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${who}@chorus.dev`, password: `chorus-${who}` }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

/** A viewer's stream, read in the background: the meeting's events heard so far. */
async function listen(token: string) {
  const controller = new AbortController();
  const response = await fetch(`${server.url}/api/live`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const heard = { events: [] as Told[], stop: () => controller.abort() };
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
        heard.events = [...text.matchAll(/event: change\ndata: (.+)\n\n/g)]
          .map(([, data]) => JSON.parse(data ?? '') as Told)
          .filter((event) => event.id === LIVE);
      }
    } catch {
      // Aborted.
    }
  })();
  return heard;
}

const revisions = (heard: { events: Told[] }) => heard.events.map((event) => event.revision);

describe('the live stream during private writing', () => {
  it('a member hears nothing while another member writes privately and hears the reveal', async () => {
    const [host, writer, member] = await Promise.all([signIn('host'), signIn('staff'), signIn('attendee')]);
    const detail = await fetch(`${server.url}/api/meetings/item?id=${LIVE}`, {
      headers: { authorization: `Bearer ${member}` },
    }).then((response) => response.json());
    const phaseId = detail.currentPhaseId as string;
    expect(detail.phases[0]).toMatchObject({ type: 'silentIdeate', status: 'active' });

    // The writer has written already (the seed): the count of people who have written, which every member
    // sees, does not move with what follows.
    const seen = await fetch(`${server.url}/api/meetings/item?id=${LIVE}`, {
      headers: { authorization: `Bearer ${writer}` },
    }).then((response) => response.json());
    expect(seen.phases[0].viewerSubmitted).toBe(true);

    const writerHears = await listen(writer);
    const memberHears = await listen(member);

    // New ideas and an edit: the writer hears each (their own view changed), the member nothing.
    const first = await call('/api/meetings/idea/save', { phaseId, text: 'A private idea' }, writer);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    await expect.poll(() => writerHears.events.length, { timeout: 10_000 }).toBe(1);
    const second = await call('/api/meetings/idea/save', { phaseId, text: 'Another private idea' }, writer);
    expect(second.status).toBe(200);
    await expect.poll(() => writerHears.events.length, { timeout: 10_000 }).toBe(2);
    const edited = await call(
      '/api/meetings/idea/save',
      { id: second.body.id, text: 'The other idea, rewritten' },
      writer,
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    await expect.poll(() => writerHears.events.length, { timeout: 10_000 }).toBe(3);
    const privateRevisions = revisions(writerHears);
    // Each names what moved for the writer: their own ideas, never the meetings' list.
    for (const event of writerHears.events) {
      expect(event.views).toContain('/api/meetings/ideas');
      expect(event.views).not.toContain('/api/meetings/items');
    }

    // The host reveals (moves on from the writing): the member hears it, and never heard the private writes.
    const revealed = await call('/api/meetings/phase/advance', { meetingId: LIVE }, host);
    expect(revealed.status, JSON.stringify(revealed.body)).toBe(200);
    await expect
      .poll(() => revisions(memberHears).some((revision) => revision > Math.max(...privateRevisions)), {
        timeout: 10_000,
      })
      .toBe(true);
    for (const revision of privateRevisions) expect(revisions(memberHears)).not.toContain(revision);
    expect(revisions(memberHears)).toHaveLength(1);
    // The reveal moved the member's detail (the phase) and their ideas (everyone's, now shown).
    expect(memberHears.events[0]?.views).toEqual(
      expect.arrayContaining(['/api/meetings/item', '/api/meetings/ideas']),
    );
    writerHears.stop();
    memberHears.stop();
  }, 60_000);
});
