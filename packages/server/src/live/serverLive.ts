/**
 * The live channel on the server: which bus a database gets (LISTEN/NOTIFY on PGlite in process or on the
 * PostgreSQL server: the same code path), and the `/api/live` streams of the server's viewers (the same Bearer
 * check as every call; a viewer hears a meeting or initiative they own or belong to).
 */
import { ApiFailure, type AuthPort, requireViewerWith, type Viewer } from '@chorus/domain';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/database';
import * as t from '../db/schema';
import { createLocalBus, type LiveBus, type LiveEvent } from './bus';
import { createPgliteBus, createPostgresBus } from './pgBus';
import { createLiveStreams, type LiveStreams } from './stream';
import { meetingViews } from './views';

/** The database's own bus: PGlite's LISTEN/NOTIFY, a PostgreSQL server's, or in process when neither is known. */
export function databaseBus(
  database: Pick<Database, 'pglite' | 'url' | 'pool' | 'connectTimeoutMs'>,
  log?: (entry: Record<string, unknown>) => void,
): Promise<LiveBus> {
  if (database.url)
    return createPostgresBus({
      connectionString: database.url,
      ...(database.pool ? { pool: database.pool } : {}),
      ...(database.connectTimeoutMs ? { connectTimeoutMs: database.connectTimeoutMs } : {}),
      ...(log ? { log: (message: string) => log({ level: 'warn', message }) } : {}),
    });
  if (database.pglite) return createPgliteBus(database.pglite);
  return Promise.resolve(createLocalBus());
}

/**
 * Who may see a meeting or an initiative (its owner and members), asked once per meeting or initiative for every
 * stream of this instance, not once per stream: 2,000 streams hearing of one meeting cost one query. Any
 * initiative event forgets every answer (a member added or removed), as does a gap of the bus.
 */
export function sharedVisibility(db: Db, bus: LiveBus, max = 1_000) {
  const known = new Map<string, Promise<Set<string>>>();
  const forget = () => known.clear();
  const unsubscribe = bus.subscribe((event) => {
    if (event.kind === 'initiative') forget();
  });
  const unhear = bus.onInterruption?.(forget);
  const viewersOf = async (event: LiveEvent): Promise<Set<string>> => {
    const initiative =
      event.kind === 'initiative'
        ? sql`select ${t.initiatives.id}, ${t.initiatives.ownerId} from ${t.initiatives} where ${t.initiatives.id} = ${event.id}`
        : sql`select i.id, i.owner_id from ${t.meetings} m join ${t.initiatives} i on i.id = m.initiative_id where m.id = ${event.id}`;
    const result = (await db.execute(sql`
      with i (id, owner_id) as (${initiative})
      select i.owner_id as uid from i
      union select im.user_id from ${t.initiativeMembers} im join i on im.initiative_id = i.id`)) as unknown as {
      rows: Array<{ uid: string }>;
    };
    return new Set(result.rows.map((row) => row.uid));
  };
  return {
    async canSee(uid: string, event: LiveEvent): Promise<boolean> {
      const key = `${event.kind}:${event.id}`;
      let viewers = known.get(key);
      if (!viewers) {
        if (known.size >= max) forget();
        viewers = viewersOf(event);
        known.set(key, viewers);
        // Not known (the database did not answer): asked again next time.
        viewers.catch(() => {
          if (known.get(key) === viewers) known.delete(key);
        });
      }
      return (await viewers).has(uid);
    },
    close() {
      unsubscribe();
      unhear?.();
      forget();
    },
  };
}

/** The server's `/api/live` streams: its viewers, their token's expiry, and what each may see. */
export function serverLiveStreams(options: {
  db: Db;
  auth: AuthPort;
  bus: LiveBus;
  /** Told of each event sent on a stream (metrics). */
  onSent?: () => void;
  /** How often a stream speaks when nothing happens (default 15 s). */
  heartbeatMs?: number;
}): LiveStreams {
  const { db, auth, bus } = options;
  const views = meetingViews(db);
  // Subscribed before the streams: an initiative event is forgotten here before any stream asks again.
  const visibility = sharedVisibility(db, bus);
  const streams = createLiveStreams<Viewer>({
    bus,
    // A meeting's change is told to a viewer only when what they see of it changed (live/views.ts).
    viewOf: (viewer, event) => views.fingerprint(viewer, event),
    baseline: (viewer) => views.baseline(viewer),
    ...(options.onSent ? { onSent: options.onSent } : {}),
    ...(options.heartbeatMs ? { heartbeatMs: options.heartbeatMs } : {}),
    async authenticate(request) {
      try {
        // A guest hears their one meeting (canSee below).
        const viewer = await requireViewerWith(auth, request, { guests: true });
        const token = /^Bearer\s+(\S+)$/i.exec((request.headers.get('authorization') ?? '').trim())?.[1];
        const claims = token ? await auth.verifyToken(token) : null;
        return { viewer, expiresAt: claims ? claims.exp * 1000 : undefined };
      } catch (error) {
        // Refused: no stream. A database that does not answer is not a refusal: it answers 503 (app.onError).
        if (error instanceof ApiFailure) return null;
        throw error;
      }
    },
    canSee: (viewer, event) =>
      viewer.guestOf !== undefined
        ? event.kind === 'meeting' && event.id === viewer.guestOf
        : visibility.canSee(viewer.uid, event),
  });
  return {
    handle: (request) => streams.handle(request),
    get size() {
      return streams.size;
    },
    close() {
      streams.close();
      visibility.close();
    },
  };
}
