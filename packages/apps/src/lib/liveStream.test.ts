import { afterEach, describe, expect, it, vi } from 'vitest';
import { REMOTE_CHANGE_EVENT } from '@chorus/mock-handlers/contracts';
import { isLiveChannelConnected } from './live';
import {
  createEventParser,
  createLiveStream,
  type LiveChange,
  type LiveStream,
  type LiveStreamOptions,
  type ServerSentEvent,
} from './liveStream';

describe('the Server-Sent Events parser', () => {
  it('reads events split anywhere across chunks, skips comments and keeps the retry hint', () => {
    const events: ServerSentEvent[] = [];
    const feed = createEventParser((event) => events.push(event));
    const text =
      'retry: 2000\n: connected\n\nevent: change\ndata: {"kind":"meeting","id":"m1","revision":3}\n\n: heartbeat\n\nevent: change\r\ndata: a\r\ndata: b\r\n\r\n';
    for (let at = 0; at < text.length; at += 7) feed(text.slice(at, at + 7));
    expect(events).toEqual([
      { event: 'message', data: '', retry: 2000 },
      { event: 'change', data: '{"kind":"meeting","id":"m1","revision":3}', retry: undefined },
      { event: 'change', data: 'a\nb', retry: undefined },
    ]);
  });
});

/** What the Chorus server says first on each stream: the reconnection hint and its heartbeat period. */
const hello = (heartbeatMs = 15_000) => `retry: 1000\nevent: hello\ndata: {"heartbeatMs":${heartbeatMs}}\n\n`;

/**
 * A fake server: each request gets a stream the test writes to and closes; `greeting` is written at once (the
 * server's hello; null: nothing, as a proxy that answers and then passes nothing on).
 */
function fakeServer(greeting: string | null = hello()) {
  const requests: { headers: Headers; write(text: string): void; end(): void }[] = [];
  const encoder = new TextEncoder();
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
      },
    });
    init?.signal?.addEventListener('abort', () =>
      controller.error(new DOMException('aborted', 'AbortError')),
    );
    requests.push({
      headers: new Headers(init?.headers),
      write: (text) => controller.enqueue(encoder.encode(text)),
      end: () => controller.close(),
    });
    if (greeting !== null) controller.enqueue(encoder.encode(greeting));
    return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests, calls: fetch };
}

let stream: LiveStream | undefined;
afterEach(() => stream?.stop());

/** A stream on the fake server, open, whose bursts of changes (10 ms) are gathered in the list returned. */
async function openHearing(server: ReturnType<typeof fakeServer>, options: Partial<LiveStreamOptions> = {}) {
  const heard: LiveChange[][] = [];
  stream = createLiveStream({
    url: 'http://server/api/live',
    token: () => 'token-1',
    fetch: server.fetch,
    gatherMs: 10,
    onChanges: (changes) => heard.push(changes),
    ...options,
  });
  stream.start();
  await vi.waitFor(() => expect(stream?.status).toBe('open'));
  return heard;
}

describe('the live stream client', () => {
  it('sends the Bearer token, counts as a push channel while open and passes each burst of changes on', async () => {
    const server = fakeServer();
    const statuses: string[] = [];
    const heard = await openHearing(server, { onStatus: (status) => statuses.push(status) });
    expect(server.requests[0]?.headers.get('authorization')).toBe('Bearer token-1');
    expect(isLiveChannelConnected()).toBe(true);
    server.requests[0]?.write(
      'retry: 1000\n\nevent: change\ndata: {"kind":"meeting","id":"m1","revision":1}\n\n',
    );
    server.requests[0]?.write('event: change\ndata: {"kind":"meeting","id":"m1","revision":2}\n\n');
    server.requests[0]?.write('event: change\ndata: {"kind":"initiative","id":"i1","revision":5}\n\n');
    server.requests[0]?.write('event: change\ndata: not json\n\n');
    await vi.waitFor(() => expect(heard).toHaveLength(1));
    expect(heard[0]).toEqual([
      { kind: 'meeting', id: 'm1', revision: 2 },
      { kind: 'initiative', id: 'i1', revision: 5 },
    ]);
    expect(statuses).toEqual(['connecting', 'open']);
  });

  it("says when a burst did not move a meeting's status or phases (timing: false), for the badges", async () => {
    const server = fakeServer();
    const heard = await openHearing(server);
    const change = (id: string, revision: number, timing?: false) =>
      `event: change\ndata: ${JSON.stringify({ kind: 'meeting', id, revision, ...(timing === false ? { timing } : {}) })}\n\n`;
    server.requests[0]?.write(change('m1', 1, false) + change('m1', 2, false));
    server.requests[0]?.write(change('m2', 1, false) + change('m2', 2));
    server.requests[0]?.write(change('m3', 1) + change('m3', 2, false));
    await vi.waitFor(() => expect(heard).toHaveLength(1));
    expect(heard[0]).toEqual([
      { kind: 'meeting', id: 'm1', revision: 2, timing: false },
      { kind: 'meeting', id: 'm2', revision: 2 },
      { kind: 'meeting', id: 'm3', revision: 2 },
    ]);
    expect(heard[0]?.filter((entry) => 'timing' in entry)).toHaveLength(1);
  });

  it('passes on the views that moved, gathered over a burst (none named by one change: any may have)', async () => {
    const server = fakeServer();
    const heard = await openHearing(server);
    const change = (id: string, revision: number, views?: string[]) =>
      `event: change\ndata: ${JSON.stringify({ kind: 'meeting', id, revision, ...(views ? { views } : {}) })}\n\n`;
    server.requests[0]?.write(change('m1', 1, ['/api/meetings/item']));
    server.requests[0]?.write(change('m1', 2, ['/api/meetings/ideas', '/api/meetings/item']));
    server.requests[0]?.write(change('m2', 1, ['/api/meetings/item']) + change('m2', 2));
    server.requests[0]?.write(
      'event: change\ndata: {"kind":"meeting","id":"m3","revision":1,"views":["/api/meetings/item",3]}\n\n',
    );
    await vi.waitFor(() => expect(heard).toHaveLength(1));
    expect(heard[0]).toEqual([
      { kind: 'meeting', id: 'm1', revision: 2, views: ['/api/meetings/item', '/api/meetings/ideas'] },
      { kind: 'meeting', id: 'm2', revision: 2 },
      // Views that are not all names: none taken.
      { kind: 'meeting', id: 'm3', revision: 1 },
    ]);
  });

  it("passes on the answers of the views named, a view's latest (a later change without them: read again)", async () => {
    const server = fakeServer();
    const heard = await openHearing(server);
    const detail = (title: string) => ({ view: '/api/meetings/item', input: { id: 'm1' }, body: { title } });
    const ideas = {
      view: '/api/meetings/ideas',
      input: { meetingId: 'm1', phaseId: 'p1' },
      body: { ideas: [] },
    };
    const event = (value: object) => `event: change\ndata: ${JSON.stringify(value)}\n\n`;
    const m1 = { kind: 'meeting', id: 'm1' };
    server.requests[0]?.write(
      event({
        ...m1,
        revision: 1,
        views: ['/api/meetings/item', '/api/meetings/ideas'],
        answers: [detail('A'), ideas],
      }),
    );
    server.requests[0]?.write(
      event({ ...m1, revision: 2, views: ['/api/meetings/item'], answers: [detail('B')] }),
    );
    // An answer of a view the change does not name: the change's answers are not taken.
    server.requests[0]?.write(
      event({ kind: 'meeting', id: 'm2', revision: 1, views: ['/api/meetings/item'], answers: [ideas] }),
    );
    await vi.waitFor(() => expect(heard).toHaveLength(1));
    expect(heard[0]).toEqual([
      {
        ...m1,
        revision: 2,
        views: ['/api/meetings/item', '/api/meetings/ideas'],
        answers: [ideas, detail('B')],
      },
      { kind: 'meeting', id: 'm2', revision: 1, views: ['/api/meetings/item'] },
    ]);
    server.requests[0]?.write(
      event({
        ...m1,
        revision: 3,
        views: ['/api/meetings/ideas'],
        answers: [ideas, { view: ideas.view, input: { meetingId: 'm1', phaseId: 'p2' }, sameAs: 0 }],
      }),
    );
    await vi.waitFor(() => expect(heard).toHaveLength(2));
    // A body said once for two reads.
    expect(heard[1]?.[0]?.answers).toEqual([ideas, { ...ideas, input: { meetingId: 'm1', phaseId: 'p2' } }]);
    server.requests[0]?.write(
      event({ ...m1, revision: 4, views: ['/api/meetings/ideas'], answers: [ideas] }),
    );
    server.requests[0]?.write(event({ ...m1, revision: 5, views: ['/api/meetings/ideas'] }));
    await vi.waitFor(() => expect(heard).toHaveLength(3));
    expect(heard[2]).toEqual([{ ...m1, revision: 5, views: ['/api/meetings/ideas'] }]);
  });

  it('applies a patch to the body its stream brought before, and reads the view when it has none to apply it to', async () => {
    const server = fakeServer();
    const heard = await openHearing(server);
    const people = [
      { id: 'u1', ready: false },
      { id: 'u2', ready: false },
    ];
    const item = { view: '/api/meetings/item', input: { id: 'm1' } };
    const event = (value: object) => `event: change\ndata: ${JSON.stringify(value)}\n\n`;
    const m1 = { kind: 'meeting', id: 'm1', views: ['/api/meetings/item'] };
    server.requests[0]?.write(
      event({ ...m1, revision: 1, answers: [{ ...item, body: { title: 'A', people } }] }),
    );
    await vi.waitFor(() => expect(heard).toHaveLength(1));
    // u2 said ready: the detail comes as a patch of the one before.
    server.requests[0]?.write(
      event({
        ...m1,
        revision: 2,
        answers: [{ ...item, patch: { o: { people: { a: { u2: { o: { ready: { '=': true } } } } } } } }],
      }),
    );
    await vi.waitFor(() => expect(heard).toHaveLength(2));
    expect(heard[1]?.[0]?.answers).toEqual([
      { ...item, body: { title: 'A', people: [people[0], { id: 'u2', ready: true }] } },
    ]);
    // And the next patches apply to that one.
    server.requests[0]?.write(
      event({ ...m1, revision: 3, answers: [{ ...item, patch: { o: { title: { '=': 'B' } } } }] }),
    );
    await vi.waitFor(() => expect(heard).toHaveLength(3));
    expect(heard[2]?.[0]?.answers).toEqual([
      { ...item, body: { title: 'B', people: [people[0], { id: 'u2', ready: true }] } },
    ]);
    // A patch of a view this stream brought nothing of: no answer taken, the page reads the view.
    server.requests[0]?.write(
      event({
        ...m1,
        id: 'm2',
        revision: 1,
        answers: [{ view: item.view, input: { id: 'm2' }, patch: { o: {} } }],
      }),
    );
    await vi.waitFor(() => expect(heard).toHaveLength(4));
    expect(heard[3]).toEqual([{ kind: 'meeting', id: 'm2', revision: 1, views: ['/api/meetings/item'] }]);
  });

  it('polls again while the stream is down ("Reconnecting…"), reconnects with back-off and stops at sign-out', async () => {
    const server = fakeServer();
    let token: string | null = 'token-1';
    const connectedWhen: Record<string, boolean> = {};
    stream = createLiveStream({
      url: 'http://server/api/live',
      token: () => token,
      fetch: server.fetch,
      minDelayMs: 20,
      maxDelayMs: 40,
      onStatus: (status) => {
        connectedWhen[status] = isLiveChannelConnected();
      },
    });
    stream.start();
    await vi.waitFor(() => expect(stream?.status).toBe('open'));
    server.requests[0]?.end();
    await vi.waitFor(() => expect(server.requests).toHaveLength(2));
    await vi.waitFor(() => expect(stream?.status).toBe('open'));
    // While reconnecting no push channel was connected: the screens polled.
    expect(connectedWhen).toEqual({ connecting: false, open: true, reconnecting: false });
    expect(isLiveChannelConnected()).toBe(true);

    token = null;
    stream.stop();
    expect(stream.status).toBe('stopped');
    await vi.waitFor(() => expect(isLiveChannelConnected()).toBe(false));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.requests).toHaveLength(2);
  });

  it('keeps trying with back-off while the server refuses or cannot be reached', async () => {
    let attempts = 0;
    const fetch = vi.fn(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch');
      return Response.json({ error: { code: 'INTERNAL', message: 'down' } }, { status: 503 });
    });
    stream = createLiveStream({
      url: 'http://server/api/live',
      token: () => 'token-1',
      fetch: fetch as unknown as typeof globalThis.fetch,
      minDelayMs: 10,
      maxDelayMs: 20,
    });
    stream.start();
    await vi.waitFor(() => expect(attempts).toBeGreaterThanOrEqual(3));
    expect(stream.status).toBe('reconnecting');
    expect(isLiveChannelConnected()).toBe(false);
  });

  it('opens nothing without a token', async () => {
    const server = fakeServer();
    stream = createLiveStream({ url: 'http://server/api/live', token: () => null, fetch: server.fetch });
    stream.start();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.calls).not.toHaveBeenCalled();
    expect(stream.status).toBe('stopped');
  });
});

describe('the live stream watchdog', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps a stream that hears the heartbeat, and gives up one silent for twice the announced period: polls meanwhile and reconnects', async () => {
    vi.useFakeTimers();
    const server = fakeServer();
    const statuses: string[] = [];
    // The page's refresh of what is on screen (a window event; Node's global is no event target: counted here).
    let refreshes = 0;
    const dispatch = globalThis.dispatchEvent;
    globalThis.dispatchEvent = (event: Event) => {
      if (event.type === REMOTE_CHANGE_EVENT) refreshes += 1;
      return true;
    };
    try {
      stream = createLiveStream({
        url: 'http://server/api/live',
        token: () => 'token-1',
        fetch: server.fetch,
        minDelayMs: 1_000,
        maxDelayMs: 4_000,
        onStatus: (status) => statuses.push(status),
      });
      stream.start();
      await vi.waitFor(() => expect(stream?.status).toBe('open'));
      // A minute of heartbeats (a comment line every 15 s): the stream stays the one it was.
      for (let beat = 0; beat < 4; beat += 1) {
        await vi.advanceTimersByTimeAsync(15_000);
        server.requests[0]?.write(': heartbeat\n\n');
      }
      await vi.advanceTimersByTimeAsync(1_000);
      expect(stream.status).toBe('open');
      expect(server.requests).toHaveLength(1);
      expect(isLiveChannelConnected()).toBe(true);

      // Then nothing: the proxy holds the browser's half open, but the server is gone.
      await vi.advanceTimersByTimeAsync(28_000);
      expect(stream.status).toBe('open');
      await vi.advanceTimersByTimeAsync(1_500); // 30 s since the last heartbeat (twice the 15 s announced): given up.
      expect(stream.status).toBe('reconnecting');
      // Not a push channel any more: the screens poll, starting with a refresh of what is on screen.
      expect(isLiveChannelConnected()).toBe(false);
      expect(refreshes).toBe(1);
      // And it tries again with back-off.
      await vi.advanceTimersByTimeAsync(2_000);
      expect(server.requests).toHaveLength(2);
      await vi.waitFor(() => expect(stream?.status).toBe('open'));
      expect(statuses).toEqual(['connecting', 'open', 'reconnecting', 'open']);
    } finally {
      globalThis.dispatchEvent = dispatch;
    }
  });

  it('counts a change event as a sign of life too, and waits about twice the heartbeat before giving up', async () => {
    vi.useFakeTimers();
    const server = fakeServer();
    stream = createLiveStream({
      url: 'http://server/api/live',
      token: () => 'token-1',
      fetch: server.fetch,
      heartbeatMs: 1_000,
      silenceMs: 2_000,
      onChanges: () => {},
    });
    stream.start();
    await vi.waitFor(() => expect(stream?.status).toBe('open'));
    await vi.advanceTimersByTimeAsync(1_500);
    server.requests[0]?.write('event: change\ndata: {"kind":"meeting","id":"m1","revision":1}\n\n');
    await vi.advanceTimersByTimeAsync(1_500);
    expect(stream.status).toBe('open');
    await vi.advanceTimersByTimeAsync(600);
    expect(stream.status).toBe('reconnecting');
  });

  it("learns the period from the server's hello: a stream announcing 1 s is given up after 2 s of silence", async () => {
    vi.useFakeTimers();
    const server = fakeServer(hello(1_000));
    stream = createLiveStream({ url: 'http://server/api/live', token: () => 'token-1', fetch: server.fetch });
    stream.start();
    await vi.waitFor(() => expect(stream?.status).toBe('open'));
    for (let beat = 0; beat < 5; beat += 1) {
      await vi.advanceTimersByTimeAsync(1_000);
      server.requests[0]?.write(': heartbeat\n\n');
    }
    await vi.advanceTimersByTimeAsync(1_900);
    expect(stream.status).toBe('open');
    await vi.advanceTimersByTimeAsync(200);
    expect(stream.status).toBe('reconnecting');
    expect(isLiveChannelConnected()).toBe(false);
  });

  it('does not count an answer that says nothing as open (a proxy passing nothing on): the screens keep polling', async () => {
    vi.useFakeTimers();
    const server = fakeServer(null);
    const statuses: string[] = [];
    stream = createLiveStream({
      url: 'http://server/api/live',
      token: () => 'token-1',
      fetch: server.fetch,
      minDelayMs: 1_000,
      onStatus: (status) => statuses.push(status),
    });
    stream.start();
    await vi.advanceTimersByTimeAsync(34_000);
    expect(server.requests).toHaveLength(1);
    expect(stream.status).toBe('connecting');
    expect(isLiveChannelConnected()).toBe(false);
    // Silent for twice the default period plus 5 s: given up, and tried again.
    await vi.advanceTimersByTimeAsync(1_100);
    expect(stream.status).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(1_300);
    expect(server.requests).toHaveLength(2);
    // The server speaks through this one: now it is open.
    server.requests[1]?.write(hello(1_000));
    await vi.waitFor(() => expect(stream?.status).toBe('open'));
    expect(isLiveChannelConnected()).toBe(true);
    expect(statuses).toEqual(['connecting', 'reconnecting', 'open']);
  });

  it('gives up a connection whose answer never comes', async () => {
    vi.useFakeTimers();
    const calls: AbortSignal[] = [];
    const fetch = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          if (init?.signal) calls.push(init.signal);
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    stream = createLiveStream({
      url: 'http://server/api/live',
      token: () => 'token-1',
      fetch: fetch as unknown as typeof globalThis.fetch,
      silenceMs: 5_000,
      minDelayMs: 1_000,
    });
    stream.start();
    await vi.advanceTimersByTimeAsync(5_100);
    expect(calls[0]?.aborted).toBe(true);
    expect(stream.status).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(1_300);
    expect(calls).toHaveLength(2);
  });
});
