import { afterEach, describe, expect, it, vi } from 'vitest';
import { isLiveChannelConnected } from './live';
import {
  createEventParser,
  createLiveStream,
  type LiveChange,
  type LiveStream,
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

/** A fake server: each request gets a stream the test writes to and closes. */
function fakeServer() {
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
    return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests, calls: fetch };
}

let stream: LiveStream | undefined;
afterEach(() => stream?.stop());

describe('the live stream client', () => {
  it('sends the Bearer token, counts as a push channel while open and passes each burst of changes on', async () => {
    const server = fakeServer();
    const heard: LiveChange[][] = [];
    const statuses: string[] = [];
    stream = createLiveStream({
      url: 'http://server/api/live',
      token: () => 'token-1',
      fetch: server.fetch,
      gatherMs: 10,
      onChanges: (changes) => heard.push(changes),
      onStatus: (status) => statuses.push(status),
    });
    stream.start();
    await vi.waitFor(() => expect(stream?.status).toBe('open'));
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
