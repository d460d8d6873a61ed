import { afterEach, describe, expect, it } from 'vitest';
import { createLocalBus, type LiveBus, type LiveEvent } from './bus';
import { createLiveStreams, type LiveStreamOptions, type LiveStreams, liveRoutes } from './stream';

/** Who may see what: the viewer's initiatives, and each meeting's initiative. */
const members = new Map<string, Set<string>>([
  ['host', new Set(['i1'])],
  ['attendee', new Set(['i1'])],
  ['outsider', new Set(['i2'])],
]);
const meetingInitiative: Record<string, string> = { m1: 'i1', m2: 'i2', m3: 'i1' };
const tokens = new Map<string, { viewer: string; expiresAt?: number }>();

let bus: LiveBus;
let streams: LiveStreams;
let canSeeCalls = 0;

function setUp(
  options: Pick<
    LiveStreamOptions<string>,
    'heartbeatMs' | 'roundMs' | 'roundCapMs' | 'viewOf' | 'baseline'
  > = {},
) {
  bus = createLocalBus();
  canSeeCalls = 0;
  streams = createLiveStreams<string>({
    bus,
    ...options,
    authenticate: (request) => {
      const match = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '');
      return (match?.[1] && tokens.get(match[1])) || null;
    },
    canSee: (viewer, event) => {
      canSeeCalls += 1;
      const initiative = event.kind === 'initiative' ? event.id : (meetingInitiative[event.id] ?? '');
      return members.get(viewer)?.has(initiative) ?? false;
    },
  });
  return liveRoutes(streams);
}

afterEach(() => {
  streams?.close();
  tokens.clear();
  members.get('attendee')?.add('i1');
});

interface Received {
  events: LiveEvent[];
  text: string;
  done: boolean;
}

/** Opens the stream as `token` and keeps reading it in the background. */
async function open(app: ReturnType<typeof setUp>, token: string) {
  const response = await app.request('/api/live', { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const received: Received = { events: [], text: '', done: false };
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      received.text += value;
      received.events = [...received.text.matchAll(/event: change\ndata: (.+)\n\n/g)].map(([, data]) =>
        JSON.parse(data ?? ''),
      );
    }
    received.done = true;
  })();
  return { received, reader };
}

const meeting = (id: string, revision: number): LiveEvent => ({ kind: 'meeting', id, revision });

describe('GET /api/live', () => {
  it("tells a viewer about their meeting's changes and never about another initiative's", async () => {
    const app = setUp();
    tokens.set('t-attendee', { viewer: 'attendee' });
    tokens.set('t-outsider', { viewer: 'outsider' });
    const attendee = await open(app, 't-attendee');
    const outsider = await open(app, 't-outsider');
    await bus.publish([meeting('m2', 1)]);
    await bus.publish([meeting('m1', 1)]);
    await expect.poll(() => attendee.received.events).toEqual([meeting('m1', 1)]);
    await expect.poll(() => outsider.received.events).toEqual([meeting('m2', 1)]);
    expect(attendee.received.text).toMatch(/^retry: \d+\n/);
    // Only what changed, never what it is.
    expect(attendee.received.text).not.toMatch(/title|authorId|voterId/);
  });

  it('merges a burst into the newest revision of each meeting and asks once who may see it', async () => {
    const app = setUp();
    tokens.set('t-attendee', { viewer: 'attendee' });
    const attendee = await open(app, 't-attendee');
    await bus.publish([meeting('m1', 1), meeting('m1', 2)]);
    await bus.publish([meeting('m1', 3)]);
    await expect.poll(() => attendee.received.events).toEqual([meeting('m1', 3)]);
    await bus.publish([meeting('m1', 4)]);
    await expect.poll(() => attendee.received.events).toEqual([meeting('m1', 3), meeting('m1', 4)]);
    expect(canSeeCalls).toBe(1);
  });

  it('tells a change after a quiet spell at once, and the changes of a burst at most once per round', async () => {
    const app = setUp({ roundMs: 1_000 });
    tokens.set('t-attendee', { viewer: 'attendee' });
    const attendee = await open(app, 't-attendee');
    const start = performance.now();
    await bus.publish([meeting('m1', 1)]);
    await expect.poll(() => attendee.received.events).toEqual([meeting('m1', 1)]);
    const first = performance.now() - start;
    await bus.publish([meeting('m1', 2)]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await bus.publish([meeting('m1', 3)]);
    await expect
      .poll(() => attendee.received.events, { timeout: 3_000 })
      .toEqual([meeting('m1', 1), meeting('m1', 3)]);
    // The first went out well before a round's time; the burst's, merged, a round after it.
    expect(first).toBeLessThan(1_000);
    expect(performance.now() - start).toBeGreaterThanOrEqual(1_000);
  });

  it('holds the next round until the one under way has told every stream, then tells what came meanwhile merged', async () => {
    // The host's projection of revision 1 takes 300 ms (a large meeting); the attendee's is quick.
    const app = setUp({
      roundMs: 50,
      viewOf: async (viewer, event) => {
        if (viewer === 'host' && event.revision === 1)
          await new Promise((resolve) => setTimeout(resolve, 300));
        return { prints: { '/api/meetings/item': String(event.revision) } };
      },
    });
    tokens.set('t-host', { viewer: 'host' });
    tokens.set('t-attendee', { viewer: 'attendee' });
    const host = await open(app, 't-host');
    const attendee = await open(app, 't-attendee');
    const start = performance.now();
    const revisions = (received: Received) => received.events.map((event) => event.revision);
    await bus.publish([meeting('m1', 1)]);
    await expect.poll(() => revisions(attendee.received)).toEqual([1]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await bus.publish([meeting('m1', 2)]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await bus.publish([meeting('m1', 3)]);
    await expect.poll(() => revisions(attendee.received), { timeout: 3_000 }).toEqual([1, 3]);
    // Not before the host's round was over: no second round while the first still projected.
    expect(performance.now() - start).toBeGreaterThanOrEqual(300);
    await expect.poll(() => revisions(host.received), { timeout: 3_000 }).toEqual([1, 3]);
  });

  it("gives the instance's other work as long as a round took, and none when it does not use it", async () => {
    // Revision 1's projections take 400 ms (a meeting of thousands); the later ones are quick.
    const app = setUp({
      roundMs: 20,
      viewOf: async (_viewer, event) => {
        if (event.revision === 1) await new Promise((resolve) => setTimeout(resolve, 400));
        return { prints: { '/api/meetings/item': String(event.revision) } };
      },
    });
    tokens.set('t-attendee', { viewer: 'attendee' });
    const attendee = await open(app, 't-attendee');
    const revisions = () => attendee.received.events.map((event) => event.revision);
    await bus.publish([meeting('m1', 1)]);
    await expect.poll(revisions, { timeout: 3_000 }).toEqual([1]);
    // The instance idle: the next change goes out at once, not a round's cost later.
    let start = performance.now();
    await bus.publish([meeting('m1', 2)]);
    await expect.poll(revisions, { timeout: 3_000 }).toEqual([1, 2]);
    expect(performance.now() - start).toBeLessThan(250);
    // The instance busy (writes keep its event loop at work): after a costly round, the next one waits for the
    // round's cost.
    let busy = true;
    const work = () => {
      const until = performance.now() + 8;
      while (performance.now() < until) {}
      if (busy) setImmediate(work);
    };
    work();
    await bus.publish([meeting('m1', 1)]);
    await expect.poll(revisions, { timeout: 3_000, interval: 5 }).toEqual([1, 2, 1]);
    start = performance.now();
    await bus.publish([meeting('m1', 3)]);
    await expect.poll(revisions, { timeout: 3_000, interval: 5 }).toEqual([1, 2, 1, 3]);
    busy = false;
    expect(performance.now() - start).toBeGreaterThanOrEqual(300);
  });

  it("a stream whose reads hang holds the others' next round for the cap at most", async () => {
    const app = setUp({
      roundMs: 20,
      roundCapMs: 300,
      // The host's projection never ends (its database read hangs); the attendee's is quick.
      viewOf: (viewer, event) =>
        viewer === 'host'
          ? new Promise(() => {})
          : Promise.resolve({ prints: { '/api/meetings/item': String(event.revision) } }),
    });
    tokens.set('t-host', { viewer: 'host' });
    tokens.set('t-attendee', { viewer: 'attendee' });
    await open(app, 't-host');
    const attendee = await open(app, 't-attendee');
    await bus.publish([meeting('m1', 1)]);
    await expect.poll(() => attendee.received.events.map((event) => event.revision)).toEqual([1]);
    const start = performance.now();
    await bus.publish([meeting('m1', 2)]);
    await expect
      .poll(() => attendee.received.events.map((event) => event.revision), { timeout: 3_000 })
      .toEqual([1, 2]);
    // After the cap (300 ms), and not spaced out by the hung round: well within a second more.
    expect(performance.now() - start).toBeLessThan(1_500);
  });

  it("says when a meeting's status and phases did not move, merged over a burst (timing: false)", async () => {
    const app = setUp();
    tokens.set('t-attendee', { viewer: 'attendee' });
    const attendee = await open(app, 't-attendee');
    await bus.publish([
      { ...meeting('m1', 1), timing: false },
      { ...meeting('m1', 2), timing: false },
    ]);
    await expect.poll(() => attendee.received.events).toEqual([{ ...meeting('m1', 2), timing: false }]);
    await bus.publish([{ ...meeting('m1', 3), timing: false }, meeting('m1', 4)]);
    await expect.poll(() => attendee.received.events).toHaveLength(2);
    expect(attendee.received.events[1]).toEqual(meeting('m1', 4));
    expect(attendee.received.events[1]).not.toHaveProperty('timing');
  });

  it('names the views that moved for the viewer, and tells nothing when none did', async () => {
    // What each viewer sees of m1 (a view per API path), as the test sets it.
    const prints: Record<string, Record<string, string>> = {
      attendee: { '/api/meetings/item': 'a', '/api/meetings/ideas': 'b' },
    };
    const app = setUp({
      viewOf: async (viewer, event) =>
        event.kind === 'meeting'
          ? {
              prints: { ...prints[viewer] },
              // The detail's answer goes with the event (the views' own module makes these).
              answers: (views) =>
                views.includes('/api/meetings/item')
                  ? JSON.stringify([
                      { view: '/api/meetings/item', input: { id: event.id }, body: { id: event.id } },
                    ])
                  : undefined,
            }
          : null,
      baseline: async (viewer) => [['meeting:m1', { ...prints[viewer] }]],
    });
    tokens.set('t-attendee', { viewer: 'attendee' });
    const attendee = await open(app, 't-attendee');
    // Another member's private writing: nothing the attendee sees moved, nothing told.
    await bus.publish([meeting('m1', 1)]);
    prints.attendee = { ...prints.attendee, '/api/meetings/item': 'a2' };
    await bus.publish([meeting('m1', 2)]);
    // The detail moved, and its answer comes with the event.
    const detail = { view: '/api/meetings/item', input: { id: 'm1' }, body: { id: 'm1' } };
    await expect
      .poll(() => attendee.received.events)
      .toEqual([{ ...meeting('m1', 2), views: ['/api/meetings/item'], answers: [detail] }]);
    prints.attendee = {
      '/api/meetings/item': 'a3',
      '/api/meetings/ideas': 'b2',
      '/api/meetings/results': 'c',
    };
    await bus.publish([meeting('m1', 3)]);
    await expect.poll(() => attendee.received.events).toHaveLength(2);
    expect(attendee.received.events[1]).toEqual({
      ...meeting('m1', 3),
      views: ['/api/meetings/item', '/api/meetings/ideas', '/api/meetings/results'],
      answers: [detail],
    });
    // A meeting the stream knew nothing of: every view it has. An initiative: no views named (anything may have).
    await bus.publish([{ kind: 'initiative', id: 'i1', revision: 4 }]);
    await expect.poll(() => attendee.received.events).toHaveLength(3);
    expect(attendee.received.events[2]).toEqual({ kind: 'initiative', id: 'i1', revision: 4 });
    await bus.publish([meeting('m3', 1)]);
    await expect.poll(() => attendee.received.events).toHaveLength(4);
    expect(attendee.received.events[3]).toEqual({
      ...meeting('m3', 1),
      views: Object.keys(prints.attendee ?? {}),
      answers: [{ ...detail, input: { id: 'm3' }, body: { id: 'm3' } }],
    });
  });

  it('stops telling a member removed from the initiative (initiative events re-check)', async () => {
    const app = setUp();
    tokens.set('t-attendee', { viewer: 'attendee' });
    const attendee = await open(app, 't-attendee');
    await bus.publish([meeting('m1', 1)]);
    await expect.poll(() => attendee.received.events).toHaveLength(1);
    members.get('attendee')?.delete('i1');
    await bus.publish([{ kind: 'initiative', id: 'i1', revision: 2 }]);
    await bus.publish([meeting('m1', 2)]);
    await bus.publish([{ kind: 'initiative', id: 'i2', revision: 1 }]);
    await expect.poll(() => streams.size).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(attendee.received.events).toEqual([meeting('m1', 1)]);
  });

  it('refuses a request without a valid Bearer token, and a token in the query string', async () => {
    const app = setUp();
    tokens.set('t-attendee', { viewer: 'attendee' });
    for (const init of [{}, { headers: { authorization: 'Bearer wrong' } }]) {
      const response = await app.request('/api/live', init);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        error: { code: 'UNAUTHENTICATED', message: expect.any(String) },
      });
    }
    expect((await app.request('/api/live?token=t-attendee')).status).toBe(401);
    expect(streams.size).toBe(0);
  });

  it('announces its heartbeat period first, then keeps to it while nothing happens', async () => {
    const app = setUp({ heartbeatMs: 40 });
    tokens.set('t-attendee', { viewer: 'attendee' });
    const attendee = await open(app, 't-attendee');
    await expect.poll(() => attendee.received.text).toMatch(/^retry: \d+\nevent: hello\ndata: (.+)\n\n/);
    const hello = /^retry: \d+\nevent: hello\ndata: (.+)\n\n/.exec(attendee.received.text)?.[1] ?? '';
    expect(JSON.parse(hello)).toEqual({ heartbeatMs: 40 });
    await expect
      .poll(() => attendee.received.text.split(': heartbeat\n\n').length - 1)
      .toBeGreaterThanOrEqual(2);
  });

  it('closes the stream once the token no longer authenticates (signed out) or expires', async () => {
    const app = setUp({ heartbeatMs: 30 });
    tokens.set('t-out', { viewer: 'attendee' });
    tokens.set('t-expiring', { viewer: 'host', expiresAt: Date.now() + 80 });
    const signedOut = await open(app, 't-out');
    const expiring = await open(app, 't-expiring');
    await expect.poll(() => signedOut.received.text).toContain(': heartbeat');
    tokens.delete('t-out');
    await expect.poll(() => signedOut.received.done).toBe(true);
    await expect.poll(() => expiring.received.done).toBe(true);
    expect(streams.size).toBe(0);
  });

  it('ends every stream when the server shuts down, and opens no more', async () => {
    const app = setUp();
    tokens.set('t-attendee', { viewer: 'attendee' });
    const attendee = await open(app, 't-attendee');
    streams.close();
    await expect.poll(() => attendee.received.done).toBe(true);
    expect((await app.request('/api/live', { headers: { authorization: 'Bearer t-attendee' } })).status).toBe(
      503,
    );
  });

  it('forgets a stream whose reader cancelled it', async () => {
    const app = setUp();
    tokens.set('t-attendee', { viewer: 'attendee' });
    const attendee = await open(app, 't-attendee');
    expect(streams.size).toBe(1);
    await attendee.reader.cancel();
    await expect.poll(() => streams.size).toBe(0);
  });
});
