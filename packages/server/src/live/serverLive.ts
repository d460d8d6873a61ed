/**
 * The live channel on the server: which bus a database gets (LISTEN/NOTIFY on PGlite in process or on the
 * PostgreSQL server: the same code path), and the `/api/live` streams of the server's viewers (the same Bearer
 * check as every call; a viewer hears a meeting or initiative they own or belong to).
 */
import { ApiFailure, type AuthPort, requireViewerWith, type Viewer } from '@chorus/domain';
import { and, eq, exists, or } from 'drizzle-orm';
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

/** Whether `uid` owns or belongs to the initiative or to the meeting's initiative. */
export async function viewerCanSee(db: Db, uid: string, event: LiveEvent): Promise<boolean> {
  const ownerOrMember = or(
    eq(t.initiatives.ownerId, uid),
    exists(
      db
        .select({ one: t.initiativeMembers.userId })
        .from(t.initiativeMembers)
        .where(
          and(eq(t.initiativeMembers.initiativeId, t.initiatives.id), eq(t.initiativeMembers.userId, uid)),
        ),
    ),
  );
  const rows =
    event.kind === 'initiative'
      ? await db
          .select({ id: t.initiatives.id })
          .from(t.initiatives)
          .where(and(eq(t.initiatives.id, event.id), ownerOrMember))
          .limit(1)
      : await db
          .select({ id: t.meetings.id })
          .from(t.meetings)
          .innerJoin(t.initiatives, eq(t.meetings.initiativeId, t.initiatives.id))
          .where(and(eq(t.meetings.id, event.id), ownerOrMember))
          .limit(1);
  return rows.length > 0;
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
  return createLiveStreams<Viewer>({
    bus,
    // A meeting's change is told to a viewer only when what they see of it changed (live/views.ts).
    viewOf: (viewer, event) => views.fingerprint(viewer, event),
    baseline: (viewer) => views.baseline(viewer),
    ...(options.onSent ? { onSent: options.onSent } : {}),
    ...(options.heartbeatMs ? { heartbeatMs: options.heartbeatMs } : {}),
    async authenticate(request) {
      try {
        const viewer = await requireViewerWith(auth, request);
        const token = /^Bearer\s+(\S+)$/i.exec((request.headers.get('authorization') ?? '').trim())?.[1];
        const claims = token ? await auth.verifyToken(token) : null;
        return { viewer, expiresAt: claims ? claims.exp * 1000 : undefined };
      } catch (error) {
        // Refused: no stream. A database that does not answer is not a refusal: it answers 503 (app.onError).
        if (error instanceof ApiFailure) return null;
        throw error;
      }
    },
    canSee: (viewer, event) => viewerCanSee(db, viewer.uid, event),
  });
}
