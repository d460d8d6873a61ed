/**
 * The live bus through PostgreSQL's LISTEN/NOTIFY: every instance on one database hears every instance's events,
 * its own included (PostgreSQL delivers a notification to every session listening on the channel, the sender's
 * too), so the single-instance and the many-instance paths are the same code.
 *
 * - `publish` runs `SELECT pg_notify('chorus_live', '<json>')` after the write committed (a parameter, never
 *   quoted by hand). The payload is a JSON array of events, split to stay far under PostgreSQL's 8000-byte limit.
 * - `subscribe` listens on one dedicated connection per instance: a `pg` Client for a PostgreSQL server (it
 *   reconnects with back-off when the connection drops), or PGlite's own `listen` for the embedded database.
 * - What arrives is checked: anything that is not a list of `{kind, id, revision}` is dropped.
 */
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type LiveBus, type LiveEvent, type LiveListener, mergedEvent } from './bus';

export const LIVE_CHANNEL = 'chorus_live';

/** Events per notification: each is under 100 bytes, so a payload stays well under 8000. */
const EVENTS_PER_NOTIFY = 40;

/** The events of one notification's payload; anything malformed is left out. */
export function parseLivePayload(payload: string): LiveEvent[] {
  let data: unknown;
  try {
    data = JSON.parse(payload);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  return data.filter(isLiveEvent).map(({ kind, id, revision, timing }) => ({
    kind,
    id,
    revision,
    ...(timing === false ? { timing } : {}),
  }));
}

function isLiveEvent(value: unknown): value is LiveEvent {
  if (!value || typeof value !== 'object') return false;
  const { kind, id, revision } = value as Record<string, unknown>;
  return (
    (kind === 'meeting' || kind === 'initiative') &&
    typeof id === 'string' &&
    id.length > 0 &&
    id.length <= 200 &&
    typeof revision === 'number' &&
    Number.isSafeInteger(revision)
  );
}

/** The payloads that carry `events`. */
export function livePayloads(events: readonly LiveEvent[]): string[] {
  const payloads: string[] = [];
  for (let start = 0; start < events.length; start += EVENTS_PER_NOTIFY) {
    const chunk = events.slice(start, start + EVENTS_PER_NOTIFY);
    payloads.push(
      JSON.stringify(
        chunk.map(({ kind, id, revision, timing }) => ({
          kind,
          id,
          revision,
          ...(timing === false ? { timing } : {}),
        })),
      ),
    );
  }
  return payloads;
}

/**
 * The events merged by meeting or initiative, in the order each first appears: the latest revision of each, and
 * `timing: false` only when no event of it said its clock may have moved.
 */
export function coalesced(events: readonly LiveEvent[]): LiveEvent[] {
  const merged = new Map<string, LiveEvent>();
  for (const event of events) {
    const key = `${event.kind}:${event.id}`;
    merged.set(key, mergedEvent(merged.get(key), { ...event }));
  }
  return [...merged.values()];
}

/** What a bus needs of its database: a way to notify, and one listening session. */
export interface NotifyTransport {
  notify(payload: string): Promise<void>;
  /**
   * Starts listening; `onPayload` hears every notification on the channel, `onInterruption` is told when
   * notifications may have been missed (the session dropped, and again once it listens anew). Resolves once
   * listening.
   */
  listen(onPayload: (payload: string) => void, onInterruption: () => void): Promise<void>;
  /** Whether the session listens now (after trying to listen again at once if it does not). */
  listening?(): Promise<boolean>;
  close(): Promise<void>;
}

/** A bus over a transport: one listening session fans out to every subscriber of this instance. */
export async function createNotifyBus(transport: NotifyTransport): Promise<LiveBus> {
  const listeners = new Set<LiveListener>();
  const interruptions = new Set<() => void>();
  let closed = false;
  const tell = <T>(targets: Set<(value: T) => void>, value: T) => {
    for (const listener of [...targets]) {
      try {
        listener(value);
      } catch (error) {
        console.error('[live] a listener failed', error);
      }
    }
  };
  await transport.listen(
    (payload) => {
      if (closed) return;
      for (const event of parseLivePayload(payload)) tell(listeners, event);
    },
    () => {
      if (!closed) tell(interruptions, undefined);
    },
  );
  // One notification in flight per instance: what is published meanwhile waits and goes in the next one, merged
  // by meeting or initiative (its latest revision). Each notifying commit takes PostgreSQL's one notification
  // lock, so a burst of writes sends a few notifications, not one each.
  let queued: LiveEvent[] = [];
  let sending: Promise<void> | undefined;
  const sendQueued = async () => {
    let failure: unknown;
    while (queued.length > 0) {
      const batch = coalesced(queued);
      queued = [];
      try {
        for (const payload of livePayloads(batch)) await transport.notify(payload);
      } catch (error) {
        failure ??= error;
      }
    }
    if (failure !== undefined) throw failure;
  };
  return {
    publish(events) {
      if (closed || events.length === 0) return Promise.resolve();
      queued.push(...events);
      sending ??= sendQueued().finally(() => {
        sending = undefined;
      });
      return sending;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onInterruption(listener) {
      interruptions.add(listener);
      return () => interruptions.delete(listener);
    },
    ...(transport.listening ? { listening: () => (transport.listening as () => Promise<boolean>)() } : {}),
    async close() {
      closed = true;
      listeners.clear();
      interruptions.clear();
      await transport.close();
    },
  };
}

/** The embedded database's bus: PGlite's in-process LISTEN/NOTIFY. The caller closes the database itself. */
export function createPgliteBus(db: Pick<PGlite, 'query' | 'listen'>): Promise<LiveBus> {
  let unlisten: (() => Promise<void>) | undefined;
  return createNotifyBus({
    async notify(payload) {
      await db.query('SELECT pg_notify($1, $2)', [LIVE_CHANNEL, payload]);
    },
    async listen(onPayload) {
      // In process: nothing between the database and its listener can drop.
      unlisten = await db.listen(LIVE_CHANNEL, onPayload);
    },
    async close() {
      await unlisten?.();
    },
  });
}

export interface PostgresBusOptions {
  /** Where the listening session connects (the same database as the writes). */
  connectionString: string;
  /** Sends the notifications (the server's pool); without it the bus opens a small pool of its own. */
  pool?: Pick<pg.Pool, 'query'>;
  /** First and longest wait before reconnecting the listening session. */
  reconnectMs?: { min: number; max: number };
  /** How long the listening session may take to connect, and to answer its keep-alive query (default 3 s). */
  connectTimeoutMs?: number;
  /** How often the listening session is asked a `SELECT 1` (a hung or unreachable server is noticed; 15 s). */
  keepAliveMs?: number;
  log?: (message: string) => void;
}

/**
 * A PostgreSQL server's bus: notifications through the pool, one dedicated `LISTEN` client per instance that
 * reconnects with back-off (doubling from `min` to `max`) whenever its connection errs, ends or stops answering
 * its keep-alive query. While it does not listen, a publish (or `listening()`: the readiness check) tries to
 * listen again at once instead of waiting for the back-off: the database answers the writes, so it answers it.
 * Its subscribers are told of the gap twice (`onInterruption`): when the session drops and once it listens
 * again (the live streams then end, and their clients reconnect and refetch what they missed).
 */
export function createPostgresBus(options: PostgresBusOptions): Promise<LiveBus> {
  const {
    connectionString,
    reconnectMs = { min: 100, max: 2_000 },
    connectTimeoutMs = 3_000,
    keepAliveMs = 15_000,
    log = console.warn,
  } = options;
  const ownPool = options.pool
    ? undefined
    : new pg.Pool({ connectionString, max: 2, connectionTimeoutMillis: connectTimeoutMs, keepAlive: true });
  // An idle connection that ends (a restart) must not end the process: the pool opens another.
  ownPool?.on('error', () => {});
  const pool = options.pool ?? (ownPool as pg.Pool);
  let client: pg.Client | undefined;
  let live = false;
  let closed = false;
  let delay = reconnectMs.min;
  let timer: NodeJS.Timeout | undefined;
  let keepAlive: NodeJS.Timeout | undefined;
  let attempt: Promise<void> | undefined;
  let onPayload: (payload: string) => void = () => {};
  let onInterruption: () => void = () => {};

  /** The session ended or failed: drop it and try again after the back-off. */
  const drop = (dropped: pg.Client) => {
    if (closed || client !== dropped) return;
    client = undefined;
    if (keepAlive) clearInterval(keepAlive);
    keepAlive = undefined;
    dropped.removeAllListeners();
    // A late error of the dropped connection has a listener (an unhandled 'error' event ends the process).
    dropped.on('error', () => {});
    void dropped.end().catch(() => {});
    if (live) {
      live = false;
      onInterruption();
    }
    schedule();
  };

  const schedule = () => {
    if (closed || timer) return;
    log(`[live] the LISTEN connection dropped; reconnecting in ${delay} ms`);
    timer = setTimeout(() => {
      timer = undefined;
      void reconnect();
    }, delay);
    delay = Math.min(reconnectMs.max, delay * 2);
  };

  /** One attempt at a time; a failed one schedules the next. */
  const reconnect = (): Promise<void> => {
    if (closed || live) return Promise.resolve();
    if (!attempt) {
      if (timer) clearTimeout(timer);
      timer = undefined;
      attempt = connect()
        .then(() => onInterruption())
        .catch(() => schedule())
        .finally(() => {
          attempt = undefined;
        });
    }
    return attempt;
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({
      connectionString,
      connectionTimeoutMillis: connectTimeoutMs,
      query_timeout: connectTimeoutMs,
      keepAlive: true,
      application_name: 'chorus-server live',
    });
    client = next;
    next.on('error', () => drop(next));
    next.on('end', () => drop(next));
    next.on('notification', (message) => {
      if (message.channel === LIVE_CHANNEL && message.payload) onPayload(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (error) {
      if (client === next) {
        client = undefined;
        next.removeAllListeners();
        next.on('error', () => {});
        void next.end().catch(() => {});
      }
      throw error;
    }
    if (client !== next) throw new Error('The LISTEN session ended while it started');
    live = true;
    delay = reconnectMs.min;
    // A session that stopped answering (a hung server, a dropped route) sends no 'error': ask it now and then.
    keepAlive = setInterval(() => {
      if (client === next) next.query('SELECT 1').catch(() => drop(next));
    }, keepAliveMs);
    keepAlive.unref?.();
  };

  return createNotifyBus({
    async notify(payload) {
      // Not listening (a restart): listen again first, so this instance's own streams hear the change.
      if (!live) await reconnect();
      await pool.query('SELECT pg_notify($1, $2)', [LIVE_CHANNEL, payload]);
    },
    async listen(hear, interrupted) {
      onPayload = hear;
      try {
        await connect();
      } catch (error) {
        // The first connection must work: a wrong URL fails the start-up instead of retrying forever.
        closed = true;
        if (timer) clearTimeout(timer);
        await ownPool?.end();
        throw error;
      }
      onInterruption = interrupted;
    },
    async listening() {
      if (!live) await reconnect();
      return live;
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      if (keepAlive) clearInterval(keepAlive);
      const current = client;
      client = undefined;
      current?.removeAllListeners();
      current?.on('error', () => {});
      await current?.end().catch(() => {});
      await ownPool?.end();
    },
  });
}
