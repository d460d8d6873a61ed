/**
 * The client of a Chorus server's live channel (`GET /api/live`, Server-Sent Events; docs/meetings.md):
 * read with `fetch` and a stream reader, not EventSource, so the request carries the same
 * `Authorization: Bearer` token as every call.
 *
 * - The stream is open once the server has spoken (its first event, `hello`), not when the answer's headers came:
 *   a proxy may answer and then pass nothing on. While open it counts as a push channel (`connectLiveChannel`):
 *   screens stop polling.
 * - Each `change` event (`{kind, id, revision}`, no content) becomes the window's `REMOTE_CHANGE_EVENT`, with
 *   `{kind, id}` as its detail, and the views of a meeting that moved for this viewer when the server names them
 *   (`views`: API paths; the page refetches those only); a burst within `gatherMs` is one refresh.
 * - When it drops (network, server restart, an expired token), the page polls again and the stream reconnects
 *   with back-off: the server's `retry:` hint first, doubling up to `maxDelayMs`, reset once it is open again.
 *   Connecting again refreshes what is on screen (what changed meanwhile was not heard).
 * - A stream that goes quiet is dead: the server writes at least a heartbeat comment every period, which its
 *   first event announces (`event: hello`, `data: {"heartbeatMs"}`; the server's LIVE_HEARTBEAT_MS), so when
 *   nothing at all (an event, a comment) has come for twice that period, the stream is closed and treated as
 *   dropped: the page polls and it reconnects. A proxy may keep the browser's half of a dead stream open forever
 *   (issue 28); this watchdog does not trust it. Until a server has announced its period, the watchdog waits
 *   `heartbeatMs` (15 s) twice plus 5 s; `silenceMs` overrides both.
 * - Without a token there is no stream: `stop()` when the user signs out.
 */
import { applyPatch, type JsonPatch, REMOTE_CHANGE_EVENT } from '@chorus/mock-handlers/contracts';
import { connectLiveChannel } from './live';

export type LiveStreamStatus = 'connecting' | 'open' | 'reconnecting' | 'stopped';

export interface LiveChange {
  kind: 'meeting' | 'initiative';
  id: string;
  revision: number;
  /** false: the meeting's status and phases did not move (an idea, a ballot); absent: they may have. */
  timing?: false;
  /** The meeting's views that moved for this viewer (API paths); absent: any may have. */
  views?: string[];
  /** The answers of views named, as their GET gives them (a view's whole, or none of it). */
  answers?: LiveAnswer[];
}

/** One answer a change carries: a view (an API path), the input it was read with, and the body a GET answers. */
export interface LiveAnswer {
  view: string;
  input: Record<string, unknown>;
  body: unknown;
}

const isAnswer = (value: unknown): value is LiveAnswer =>
  value !== null &&
  typeof value === 'object' &&
  typeof (value as LiveAnswer).view === 'string' &&
  (value as LiveAnswer).input !== null &&
  typeof (value as LiveAnswer).input === 'object' &&
  'body' in value;

export interface LiveStreamOptions {
  /** The stream's URL ('https://host/api/live'). */
  url: string;
  /** The current access token; null stops trying until `start()` again. */
  token: () => string | null;
  onStatus?: (status: LiveStreamStatus) => void;
  /** What a change does (default: the window's REMOTE_CHANGE_EVENT, gathered). */
  onChanges?: (changes: LiveChange[]) => void;
  fetch?: typeof globalThis.fetch;
  minDelayMs?: number;
  maxDelayMs?: number;
  gatherMs?: number;
  /** The server's heartbeat period until the server announces its own (its `hello` event): 15 s. */
  heartbeatMs?: number;
  /**
   * How long a stream may say nothing at all before it counts as dead. Default: twice the period the server
   * announced; before any announcement, twice `heartbeatMs` plus 5 s.
   */
  silenceMs?: number;
}

export interface LiveStream {
  readonly status: LiveStreamStatus;
  start(): void;
  stop(): void;
}

/** One parsed Server-Sent Event. */
export interface ServerSentEvent {
  event: string;
  data: string;
  retry?: number;
}

/** Feeds text into a Server-Sent Events parser; calls `onEvent` for each complete event (comments skipped). */
export function createEventParser(onEvent: (event: ServerSentEvent) => void) {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let retry: number | undefined;
  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0 || retry !== undefined)
        onEvent({ event: event || 'message', data: data.join('\n'), retry });
      event = '';
      data = [];
      retry = undefined;
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    const value = colon < 0 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'retry' && /^\d+$/.test(value)) retry = Number(value);
  };
  return (chunk: string) => {
    buffer += chunk;
    const lines = buffer.split(/\r\n|\r|\n/);
    buffer = lines.pop() ?? '';
    for (const text of lines) line(text);
  };
}

/** The heartbeat period a server's `hello` event announces (ms), if it is a sane one. */
export function announcedHeartbeat(data: string): number | null {
  try {
    const value = (JSON.parse(data) as { heartbeatMs?: unknown }).heartbeatMs;
    if (typeof value === 'number' && Number.isFinite(value) && value >= 100 && value <= 3_600_000)
      return value;
  } catch {
    // Not an announcement of ours.
  }
  return null;
}

/**
 * The bodies a stream's answers brought, by view and input: the server sends the next answer of each as a patch
 * of it (`{view, input, patch}`). One per connection, as the server keeps one per stream.
 */
export type StreamBodies = Map<string, unknown>;

/** The most bodies a connection keeps (the server's stream keeps as many). */
const MAX_STREAM_BODIES = 64;

/**
 * Answers whose body is an earlier one's (`sameAs`: its index) get that body; a patch is applied to the body this
 * stream has of that view and input (an answer it cannot be applied to keeps no body: the page reads that view).
 * Every body is kept in `bodies` for the next patches.
 */
function withBodies(answers: unknown[], bodies: StreamBodies): unknown[] {
  const out: unknown[] = [];
  answers.forEach((answer, index) => {
    let resolved = answer;
    const { sameAs: same, patch } = (answer ?? {}) as { sameAs?: unknown; patch?: unknown };
    if (typeof same === 'number' && same >= 0 && same < index) {
      const { sameAs: _, ...rest } = answer as { sameAs: number };
      resolved = { ...rest, body: (out[same] as { body?: unknown } | null)?.body };
    } else if (patch !== null && typeof patch === 'object' && isKeyed(answer)) {
      const { patch: _, ...rest } = answer as Pick<LiveAnswer, 'view' | 'input'> & { patch: unknown };
      const key = keyOfAnswer(rest);
      try {
        resolved = { ...rest, body: applyPatch(bodies.get(key), patch as JsonPatch) };
      } catch {
        bodies.delete(key);
        resolved = rest;
      }
    }
    if (isAnswer(resolved)) {
      // The latest first out last, as the server keeps its own (MAX_SENT_BODIES there): a body pushed out here
      // while the server still has it makes its next patch unusable, and the page reads that view.
      const key = keyOfAnswer(resolved);
      bodies.delete(key);
      bodies.set(key, resolved.body);
      while (bodies.size > MAX_STREAM_BODIES) bodies.delete(bodies.keys().next().value as string);
    }
    out.push(resolved);
  });
  return out;
}

const isKeyed = (value: unknown): value is Pick<LiveAnswer, 'view' | 'input'> =>
  value !== null &&
  typeof value === 'object' &&
  typeof (value as LiveAnswer).view === 'string' &&
  (value as LiveAnswer).input !== null &&
  typeof (value as LiveAnswer).input === 'object';

/** An answer's key in StreamBodies: its view and its input's JSON (as the server spells it). */
const keyOfAnswer = (answer: Pick<LiveAnswer, 'view' | 'input'>) =>
  `${answer.view} ${JSON.stringify(answer.input)}`;

/** A change event's data as a LiveChange (its patches applied to `bodies`), or null when it is not one of ours. */
export function parseChange(data: string, bodies: StreamBodies = new Map()): LiveChange | null {
  try {
    const value = JSON.parse(data) as Partial<LiveChange>;
    if ((value.kind === 'meeting' || value.kind === 'initiative') && typeof value.id === 'string') {
      const change: LiveChange = { kind: value.kind, id: value.id, revision: Number(value.revision) || 0 };
      if (value.timing === false) change.timing = false;
      if (Array.isArray(value.views) && value.views.every((view) => typeof view === 'string')) {
        change.views = value.views;
        // Answers only of the views named, and only if all are answers (else the page reads those views).
        const answers = Array.isArray(value.answers) ? withBodies(value.answers, bodies) : [];
        if (
          answers.length > 0 &&
          answers.every(
            (answer): answer is LiveAnswer => isAnswer(answer) && Boolean(value.views?.includes(answer.view)),
          )
        )
          change.answers = answers;
      }
      return change;
    }
  } catch {
    // Not an event of ours.
  }
  return null;
}

/** What a scoped REMOTE_CHANGE_EVENT carries: the meetings and initiatives that changed. */
export interface LiveChangeDetail {
  changes: Pick<LiveChange, 'kind' | 'id' | 'timing' | 'views' | 'answers'>[];
}

/** The default `onChanges`: one REMOTE_CHANGE_EVENT for the burst, its detail the changes (LiveChangeDetail). */
export function announceChanges(changes: LiveChange[]): void {
  const detail: LiveChangeDetail = {
    changes: changes.map(({ kind, id, timing, views, answers }) => ({
      kind,
      id,
      ...(timing === false ? { timing } : {}),
      ...(views ? { views } : {}),
      ...(answers ? { answers } : {}),
    })),
  };
  globalThis.dispatchEvent?.(new CustomEvent(REMOTE_CHANGE_EVENT, { detail }));
}

export function createLiveStream(options: LiveStreamOptions): LiveStream {
  const {
    url,
    token,
    onStatus,
    onChanges = announceChanges,
    minDelayMs = 1_000,
    maxDelayMs = 30_000,
    gatherMs = 100,
    heartbeatMs = 15_000,
  } = options;
  /** The period the server last announced (a reconnection expects the same until told again). */
  let announcedMs: number | null = null;
  const silenceMs = () => options.silenceMs ?? (announcedMs ? announcedMs * 2 : heartbeatMs * 2 + 5_000);
  const doFetch = options.fetch ?? ((...args) => globalThis.fetch(...args));
  let status: LiveStreamStatus = 'stopped';
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let hint = minDelayMs;
  let delay = minDelayMs;
  let pending = new Map<string, LiveChange>();
  let gathering: ReturnType<typeof setTimeout> | undefined;
  let wasOpen = false;

  const setStatus = (next: LiveStreamStatus) => {
    if (status === next) return;
    status = next;
    onStatus?.(status);
  };
  const flush = () => {
    gathering = undefined;
    const changes = [...pending.values()];
    pending = new Map();
    if (changes.length > 0) onChanges(changes);
  };
  const heard = (change: LiveChange) => {
    const key = `${change.kind}:${change.id}`;
    // Gathered by meeting or initiative: `timing: false` only if none of its changes moved its clock, the views
    // that moved in any of them (none named by one of them: any may have), and of each view the latest answers
    // (a later change that names it without answers leaves it to be read).
    const known = pending.get(key);
    if (!known) pending.set(key, change);
    else {
      const gathered: LiveChange = { kind: change.kind, id: change.id, revision: change.revision };
      if (known.timing === false && change.timing === false) gathered.timing = false;
      if (known.views && change.views) {
        gathered.views = [...new Set([...known.views, ...change.views])];
        const later = new Set(change.views);
        const answers = [
          ...(known.answers ?? []).filter((answer) => !later.has(answer.view)),
          ...(change.answers ?? []),
        ];
        if (answers.length > 0) gathered.answers = answers;
      }
      pending.set(key, gathered);
    }
    if (gathering === undefined) gathering = setTimeout(flush, gatherMs);
  };
  /** Everything on screen may be stale (nothing was heard for a while): refresh it all. */
  const refreshAll = () => globalThis.dispatchEvent?.(new Event(REMOTE_CHANGE_EVENT));

  const retryLater = () => {
    if (status === 'stopped') return;
    setStatus('reconnecting');
    const wait = Math.min(maxDelayMs, Math.max(delay, hint));
    // A little jitter: a restarted server is not met by every client in the same millisecond.
    timer = setTimeout(connect, wait * (0.8 + Math.random() * 0.4));
    delay = Math.min(maxDelayMs, Math.max(delay, hint) * 2);
  };

  async function connect() {
    timer = undefined;
    const bearer = token();
    if (!bearer) {
      stop();
      return;
    }
    const own = new AbortController();
    controller = own;
    // Set by opened() (a closure): typed so that the checks below are not narrowed to its first value.
    let disconnect = null as (() => void) | null;
    // The watchdog: re-armed by every byte that comes; when it fires, the stream is given up as dead.
    let watchdog: ReturnType<typeof setTimeout> | undefined;
    const stillAlive = () => {
      clearTimeout(watchdog);
      watchdog = setTimeout(() => own.abort(), silenceMs());
    };
    /** The server has spoken through everything between it and this page: the stream is live. */
    const opened = () => {
      if (disconnect) return;
      disconnect = connectLiveChannel('server-stream');
      setStatus('open');
      delay = minDelayMs;
      if (wasOpen) refreshAll();
      wasOpen = true;
    };
    try {
      stillAlive(); // An answer that never comes is as dead as a silent stream.
      const response = await doFetch(url, {
        headers: { Authorization: `Bearer ${bearer}`, Accept: 'text/event-stream' },
        cache: 'no-store',
        signal: own.signal,
      });
      if (!response.ok || !response.body) throw new Error(`The live channel answered ${response.status}`);
      stillAlive();
      // The bodies this connection's answers brought (the server's stream keeps the same: patches apply to them).
      const bodies: StreamBodies = new Map();
      const parse = createEventParser((event) => {
        if (event.retry !== undefined) hint = Math.max(minDelayMs, event.retry);
        if (event.event === 'hello') {
          announcedMs = announcedHeartbeat(event.data) ?? announcedMs;
          stillAlive(); // Re-armed with the period just announced.
          return;
        }
        if (event.event !== 'change') return;
        const change = parseChange(event.data, bodies);
        if (change) heard(change);
      });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        stillAlive();
        parse(value);
        opened();
      }
    } catch {
      // Dropped, refused, aborted or silent: below.
    }
    clearTimeout(watchdog);
    disconnect?.();
    if (controller !== own) return;
    controller = null;
    if (disconnect) refreshAll(); // Polling again: the screens' intervals start from a fresh fetch.
    retryLater();
  }

  function start() {
    if (status !== 'stopped') return;
    setStatus('connecting');
    void connect();
  }

  function stop() {
    setStatus('stopped');
    if (timer) clearTimeout(timer);
    timer = undefined;
    const current = controller;
    controller = null;
    current?.abort();
    delay = minDelayMs;
    wasOpen = false;
  }

  return {
    get status() {
      return status;
    },
    start,
    stop,
  };
}
