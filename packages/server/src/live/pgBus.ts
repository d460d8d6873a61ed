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
import type { LiveBus, LiveEvent, LiveListener } from './bus';

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
  return data.filter(isLiveEvent).map(({ kind, id, revision }) => ({ kind, id, revision }));
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
    payloads.push(JSON.stringify(chunk.map(({ kind, id, revision }) => ({ kind, id, revision }))));
  }
  return payloads;
}

/** What a bus needs of its database: a way to notify, and one listening session. */
export interface NotifyTransport {
  notify(payload: string): Promise<void>;
  /** Starts listening; `onPayload` hears every notification on the channel. Resolves once listening. */
  listen(onPayload: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
}

/** A bus over a transport: one listening session fans out to every subscriber of this instance. */
export async function createNotifyBus(transport: NotifyTransport): Promise<LiveBus> {
  const listeners = new Set<LiveListener>();
  let closed = false;
  await transport.listen((payload) => {
    if (closed) return;
    for (const event of parseLivePayload(payload)) {
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch (error) {
          console.error('[live] a listener failed', error);
        }
      }
    }
  });
  return {
    async publish(events) {
      if (closed) return;
      for (const payload of livePayloads(events)) await transport.notify(payload);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      listeners.clear();
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
  log?: (message: string) => void;
}

/**
 * A PostgreSQL server's bus: notifications through the pool, one dedicated `LISTEN` client per instance that
 * reconnects with back-off (doubling from `min` to `max`) whenever its connection errs or ends.
 */
export function createPostgresBus(options: PostgresBusOptions): Promise<LiveBus> {
  const { connectionString, reconnectMs = { min: 100, max: 5_000 }, log = console.warn } = options;
  const ownPool = options.pool ? undefined : new pg.Pool({ connectionString, max: 2 });
  const pool = options.pool ?? (ownPool as pg.Pool);
  let client: pg.Client | undefined;
  let closed = false;
  let delay = reconnectMs.min;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (onPayload: (payload: string) => void): Promise<void> => {
    const next = new pg.Client({ connectionString });
    const retry = () => {
      if (closed || client !== next) return;
      client = undefined;
      next.removeAllListeners();
      void next.end().catch(() => {});
      log(`[live] the LISTEN connection dropped; reconnecting in ${delay} ms`);
      timer = setTimeout(() => {
        timer = undefined;
        connect(onPayload).catch(() => retry());
      }, delay);
      delay = Math.min(reconnectMs.max, delay * 2);
    };
    client = next;
    next.on('error', retry);
    next.on('end', retry);
    next.on('notification', (message) => {
      if (message.channel === LIVE_CHANNEL && message.payload) onPayload(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (error) {
      if (client === next) retry();
      throw error;
    }
    delay = reconnectMs.min;
  };

  return createNotifyBus({
    async notify(payload) {
      await pool.query('SELECT pg_notify($1, $2)', [LIVE_CHANNEL, payload]);
    },
    async listen(onPayload) {
      try {
        await connect(onPayload);
      } catch (error) {
        // The first connection must work: a wrong URL fails the start-up instead of retrying forever.
        closed = true;
        if (timer) clearTimeout(timer);
        await ownPool?.end();
        throw error;
      }
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = undefined;
      current?.removeAllListeners();
      current?.on('error', () => {});
      await current?.end().catch(() => {});
      await ownPool?.end();
    },
  });
}
