/**
 * `GET /api/live`: the live channel, as Server-Sent Events (a Chorus extension of the MEETINGS.md API).
 *
 * - Authenticated like every call, with the `Authorization: Bearer` token (the client reads the stream with
 *   `fetch`, not EventSource, so the header works; no token in the URL or a cookie is accepted).
 * - Sends `retry: <ms>` and `event: hello` with `data: {"heartbeatMs"}` first (the client's watchdog learns the
 *   period from it), then `event: change` with `data: {"kind","id","revision"}` for each meeting or initiative the
 *   viewer may see (`canSee`), with `"timing": false` when a meeting's status and phases did not move (an idea, a
 *   ballot: the page's navigation badges stay as they are), and a comment line every `heartbeatMs` (15 s by default) so proxies keep it open and
 *   the client knows it is alive.
 * - Says what changed for this viewer: a meeting's event names the views that moved (`"views"`: the API paths,
 *   e.g. `["/api/meetings/item"]`; absent for an initiative, or a meeting the stream knew nothing of, where
 *   anything may have), and carries their answers where it can (`"answers"`: `[{view, input, body}]`, each what
 *   that GET would answer the viewer, a view whole or not at all, within a size), so the page reads only the
 *   views named without answers. What a viewer may not see is in no view of theirs, so in no event. An answer
 *   whose body the stream sent before is a patch of that body (`{view, input, patch}`, @chorus/domain's patchOf):
 *   the client keeps the bodies of its stream and applies it (a detail of 200 participants moves by a few fields).
 * - Re-checks the token with each heartbeat and at its expiry, and closes the stream once it no longer
 *   authenticates (signed out: the token version moved; expired). `close()` ends every stream (server shutdown).
 * - Events of one short burst (`gatherMs`) are merged per meeting or initiative (the newest revision), so a
 *   meeting of 200 people writing at once does not cost 200 × 200 messages; during a longer burst, the streams are
 *   told at most once per `roundMs` (each round projects the meeting for every viewer).
 * - What a viewer may see is asked once per meeting or initiative and remembered for the stream's life, except that
 *   any initiative event forgets it (a member removed from an initiative stops hearing its meetings).
 * - A stream whose reader falls far behind is closed (the client reconnects and refetches), and so is every
 *   stream when the bus may have missed events (`onInterruption`: its database session dropped or came back).
 */
import { performance } from 'node:perf_hooks';
import { Hono } from 'hono';
import { type LiveBus, type LiveEvent, mergedEvent } from './bus';

/** A meeting's views as one viewer sees them: each view's name (an API path) and its fingerprint. */
export type ViewPrints = Readonly<Record<string, string>>;

/** What a viewer sees of a meeting now: each view's fingerprint, and the answers of those an event may carry. */
export interface ViewsNow {
  prints: ViewPrints;
  /**
   * The named views' answers, as a GET would give them, for the event to carry (a JSON array of `{view, input,
   * body}`), so the page needs no read for those; undefined when none can go (too large, a refusal). With `sent`
   * (the stream's own, kept from answer to answer), a body sent before goes as a patch of it (`{view, input,
   * patch}`).
   */
  answers?(views: readonly string[], sent?: Map<string, unknown>): string | undefined;
}

/** The views whose fingerprint moved (a view that came or went moved too). */
export function movedViews(before: ViewPrints, now: ViewPrints): string[] {
  const moved = Object.keys(now).filter((view) => before[view] !== now[view]);
  for (const view of Object.keys(before)) if (!(view in now)) moved.push(view);
  return moved;
}

export interface LiveSession<Viewer> {
  viewer: Viewer;
  /** When the token expires (ms since the epoch); the stream closes then. */
  expiresAt?: number;
}

export interface LiveStreamOptions<Viewer> {
  bus: LiveBus;
  /** The request's viewer from its Bearer token, or null when it does not authenticate. */
  authenticate(request: Request): Promise<LiveSession<Viewer> | null> | LiveSession<Viewer> | null;
  /** Whether the viewer may see that meeting or initiative (a member or the host of its initiative). */
  canSee(viewer: Viewer, event: LiveEvent): Promise<boolean> | boolean;
  /** How often a stream says something (a comment) when nothing happens; announced in its `hello` event. */
  heartbeatMs?: number;
  /** The reconnection delay the stream suggests to its client. */
  retryMs?: number;
  gatherMs?: number;
  /**
   * The least time between two rounds of telling the streams (from the start of one to the next): a change after
   * a quiet spell goes out after `gatherMs`, the changes of a burst at most once per `roundMs`, merged, since each
   * round costs a projection of the changed meeting for every viewer (default 150 ms). After a round, the
   * instance's other work (the writes) has as long as the round took before the next one starts, unless it does
   * not use it (the event loop idle at least half the time since): many viewers' projections leave the writes half
   * a busy instance, and a quiet one tells the next change at once.
   */
  roundMs?: number;
  /** The longest the next round waits for one under way (default 5 s). */
  roundCapMs?: number;
  /** Bytes queued for a reader before its stream is closed as too slow. */
  maxQueuedBytes?: number;
  /** Told of each change event sent to a stream (metrics). */
  onSent?: () => void;
  /**
   * What the viewer sees of the event's meeting or initiative, as a fingerprint per view (the view's name: an API
   * path; null: unknown, always told, naming no view). A stream tells its viewer of a change only when a view's
   * fingerprint moved since the last ones it knew, and names the views that moved: nobody hears a change they
   * cannot see (another member's private writing), and a page refetches only what moved.
   */
  viewOf?(viewer: Viewer, event: LiveEvent): Promise<ViewsNow | null>;
  /** The fingerprints a stream starts from (`keyOf` of the event, its views' prints), e.g. of the viewer's live meetings. */
  baseline?(viewer: Viewer): Promise<Array<[string, ViewPrints]>>;
  /** How long the response waits for the baseline at most. */
  baselineMs?: number;
}

export interface LiveStreams {
  /** Answers `GET /api/live`. */
  handle(request: Request): Promise<Response>;
  /** How many streams are open. */
  readonly size: number;
  /** Ends every stream and stops listening to the bus. */
  close(): void;
}

export const LIVE_PATH = '/api/live';

const encoder = new TextEncoder();

function errorResponse(status: number, code: string, message: string): Response {
  return Response.json({ error: { code, message } }, { status });
}

const keyOf = (event: LiveEvent) => `${event.kind}:${event.id}`;

/** A Hono app answering `GET /api/live` with `streams` (the server mounts it with `app.route('/', …)`). */
export function liveRoutes(streams: LiveStreams): Hono {
  return new Hono().get(LIVE_PATH, (c) => streams.handle(c.req.raw));
}

export function createLiveStreams<Viewer>(options: LiveStreamOptions<Viewer>): LiveStreams {
  const {
    bus,
    authenticate,
    canSee,
    heartbeatMs = 15_000,
    retryMs = 2_000,
    gatherMs = 20,
    roundMs = 150,
    roundCapMs = 5_000,
    maxQueuedBytes = 1024 * 1024,
    baselineMs = 2_000,
  } = options;
  const streams = new Set<(events: LiveEvent[]) => Promise<void>>();
  const closers = new Set<() => void>();
  let pending = new Map<string, LiveEvent>();
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  let lastRound = Number.NEGATIVE_INFINITY;
  /** How long the last round took until every stream had told it (its projections for every viewer). */
  let lastCost = 0;
  /** When the last round ended, and the event loop's utilisation then (how busy the instance was since). */
  let lastEnd = Number.NEGATIVE_INFINITY;
  let loopAtEnd = performance.eventLoopUtilization();
  /**
   * A round is under way: the next one waits for it (its projections take turns with the requests, so the timer
   * could fire in the middle of it, and two rounds at once would project every viewer twice), or for
   * `roundCapMs` at most (a stream whose reads hang does not hold the others' events).
   */
  let running = false;
  const schedule = () => {
    if (running || timer || pending.size === 0) return;
    timer = setTimeout(flush, Math.max(gatherMs, lastRound + roundMs - performance.now()));
  };
  const flush = () => {
    timer = undefined;
    // The writes' share: until as long as the last round took has passed since it ended, the next one starts only
    // when the instance has been idle at least half of that time (nothing is waiting for it); asked again soon.
    const owed = lastEnd + lastCost - performance.now();
    if (owed > 0 && performance.eventLoopUtilization(loopAtEnd).utilization > 0.5) {
      timer = setTimeout(flush, Math.min(owed, gatherMs));
      return;
    }
    const started = performance.now();
    lastRound = started;
    running = true;
    const events = [...pending.values()];
    pending = new Map();
    let capped: NodeJS.Timeout | undefined;
    const told = Promise.all([...streams].map((deliver) => deliver(events)));
    const cap = new Promise<void>((resolve) => {
      capped = setTimeout(resolve, roundCapMs);
      capped.unref();
    });
    void Promise.race([told, cap])
      .catch(() => {})
      .finally(() => {
        clearTimeout(capped);
        // What the round cost, at most the cap: a stream whose reads hang does not space the later rounds out.
        lastEnd = performance.now();
        lastCost = lastEnd - started;
        loopAtEnd = performance.eventLoopUtilization();
        running = false;
        if (!closed) schedule();
      });
  };
  const unsubscribe = bus.subscribe((published) => {
    if (streams.size === 0) return;
    const event = { ...published, heardAt: performance.now() };
    pending.set(keyOf(event), mergedEvent(pending.get(keyOf(event)), event));
    schedule();
  });
  // The bus may have missed events (its database session dropped): every stream ends, so its client
  // reconnects and refetches what is on screen instead of trusting a stream that was deaf for a while.
  const unhearInterruptions = bus.onInterruption?.(() => {
    for (const end of [...closers]) end();
  });

  async function handle(request: Request): Promise<Response> {
    if (closed) return errorResponse(503, 'INTERNAL', 'The server is shutting down');
    if (request.method !== 'GET')
      return errorResponse(405, 'VALIDATION', 'The live channel is read with GET');
    const session = await authenticate(request);
    if (!session) return errorResponse(401, 'UNAUTHENTICATED', 'Sign in to follow live changes');
    const { viewer } = session;

    let controller!: ReadableStreamDefaultController<Uint8Array>;
    let ended = false;
    const visible = new Map<string, Promise<boolean>>();
    /** The last fingerprints of the viewer's views of each meeting (options.viewOf). */
    const seen = new Map<string, ViewPrints>();
    /** The answers' bodies this stream has sent (by view and input): the next of each goes as a patch of it. */
    const sent = new Map<string, unknown>();
    // The starting fingerprints first: an event is compared with them (not told because the stream is new).
    // The response waits for them (at most `baselineMs`): the client refreshes what it shows once the stream is
    // open, so a change made before the baseline is in that refresh, and one made after it is told.
    const baseline: Promise<void> = options.baseline
      ? options
          .baseline(viewer)
          .then((prints) => {
            for (const [key, print] of prints) seen.set(key, print);
          })
          .catch(() => {})
      : Promise.resolve();
    let chain: Promise<void> = baseline;

    const send = (text: string) => {
      if (ended) return;
      if ((controller.desiredSize ?? 0) < -maxQueuedBytes) {
        end();
        return;
      }
      try {
        controller.enqueue(encoder.encode(text));
      } catch {
        end();
      }
    };
    const isVisible = (event: LiveEvent) => {
      const key = keyOf(event);
      let answer = visible.get(key);
      if (!answer) {
        answer = Promise.resolve()
          .then(() => canSee(viewer, event))
          .catch(() => {
            // Not known (the database did not answer): not told now, and asked again with the next event.
            visible.delete(key);
            return false;
          });
        visible.set(key, answer);
      }
      return answer;
    };
    // The events not yet told, by meeting or initiative (the latest revision of each): a stream still busy with
    // earlier ones (each costs a projection of the meeting for this viewer) finds the later ones merged, and
    // projects each meeting once at its latest revision instead of once per write of a burst.
    let queued = new Map<string, LiveEvent>();
    let draining = false;
    const drain = async () => {
      try {
        await told();
      } finally {
        draining = false;
      }
    };
    const told = async () => {
      while (queued.size > 0 && !ended) {
        const events = [...queued.values()];
        queued = new Map();
        if (events.some((event) => event.kind === 'initiative')) visible.clear();
        for (const event of events) {
          if (ended) return;
          if (await isVisible(event)) {
            let views: string[] | undefined;
            let answers: string | undefined;
            if (options.viewOf) {
              const now = await options.viewOf(viewer, event).catch(() => null);
              if (ended) return;
              if (now !== null) {
                const { prints } = now;
                const before = seen.get(keyOf(event));
                seen.set(keyOf(event), prints);
                // Known before: only what moved (nothing moved, nothing told). Not known: every view it has.
                views = before ? movedViews(before, prints) : Object.keys(prints);
                if (before && views.length === 0) continue;
                if (views.length === 0) views = undefined;
                else answers = now.answers?.(views, sent);
              }
            }
            // `timing: false`: the meeting's status and phases did not move (the navigation's badges stay).
            const { kind, id, revision, timing } = event;
            const said = {
              kind,
              id,
              revision,
              ...(timing === false ? { timing } : {}),
              ...(views ? { views } : {}),
            };
            // The answers are JSON already (made once per viewer): spliced in, not parsed and written again.
            const json = JSON.stringify(said);
            const data = answers ? `${json.slice(0, -1)},"answers":${answers}}` : json;
            send(`event: change\ndata: ${data}\n\n`);
            options.onSent?.();
          }
        }
      }
    };
    /** Takes a round's events; settles once this stream has told them (or merged them into what it tells). */
    const deliver = (events: LiveEvent[]): Promise<void> => {
      for (const event of events) queued.set(keyOf(event), mergedEvent(queued.get(keyOf(event)), event));
      if (draining) return chain;
      draining = true;
      // In order, after the baseline: what arrives while this drains joins the next round.
      chain = chain.then(drain);
      return chain;
    };
    const stillSignedIn = async () => {
      const again = await Promise.resolve()
        .then(() => authenticate(request))
        .catch(() => null);
      if (!again) end();
      return Boolean(again);
    };
    const heartbeat = setInterval(() => {
      void stillSignedIn().then((ok) => ok && send(': heartbeat\n\n'));
    }, heartbeatMs);
    const expiry =
      session.expiresAt === undefined
        ? undefined
        : setTimeout(end, Math.max(0, Math.min(session.expiresAt - Date.now(), 2 ** 31 - 1)));

    function end() {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      if (expiry) clearTimeout(expiry);
      streams.delete(deliver);
      closers.delete(end);
      try {
        controller.close();
      } catch {
        // Already cancelled by the reader.
      }
    }

    const body = new ReadableStream<Uint8Array>(
      {
        start(streamController) {
          controller = streamController;
        },
        cancel() {
          end();
        },
      },
      { highWaterMark: 0, size: (chunk) => chunk?.byteLength ?? 0 },
    );
    streams.add(deliver);
    closers.add(end);
    // The first event says how often this stream speaks: a client that hears nothing for about twice that long
    // gives it up as dead (a proxy may hold a dead stream open), polls and reconnects.
    send(`retry: ${retryMs}\nevent: hello\ndata: ${JSON.stringify({ heartbeatMs })}\n\n`);
    request.signal?.addEventListener('abort', end, { once: true });
    let waited: NodeJS.Timeout | undefined;
    await Promise.race([
      baseline,
      new Promise<void>((resolve) => {
        waited = setTimeout(resolve, baselineMs);
      }),
    ]);
    clearTimeout(waited);

    return new Response(body, {
      headers: {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-store, no-transform',
        'x-accel-buffering': 'no',
      },
    });
  }

  return {
    handle,
    get size() {
      return streams.size;
    },
    close() {
      closed = true;
      unsubscribe();
      unhearInterruptions?.();
      if (timer) clearTimeout(timer);
      for (const end of [...closers]) end();
    },
  };
}
