import {
  ApiFailure,
  type AuthPort,
  ERROR_CODES,
  type Endpoint,
  type GuestStore,
  guestThrottle,
  Reply,
  parseWith,
  queryOf,
  requireViewerWith,
} from '@chorus/domain';
import type { Context, Hono } from 'hono';
import { routePath } from 'hono/route';
import type { Db } from './db/database';
import { databaseReason, isDatabaseUnavailable } from './db/unavailable';
import type { LiveEvent } from './live/bus';
import { readJsonBody } from './input';
import { safeError } from './log';
import { runEndpoint } from './store/endpoint';

/**
 * The Hono adapter of the endpoint definitions (the mock's MSW adapter is lib/endpoints.msw.ts): the same
 * order of checks (body, then session, then payload), the same answers and error bodies.
 */
export interface Mount {
  db: Db;
  auth: AuthPort;
  publish(events: LiveEvent[]): void;
  log?(entry: Record<string, unknown>): void;
  /** Who sent the request (clientAddress.ts): the sign-in throttle counts by it. */
  clientOf?(c: Context): string;
  /** The meetings of the guest endpoints (store/guests.ts). */
  guests?: GuestStore;
  /** The guest endpoints' tries per client (meetings.guests.ts), in this instance's memory; default: a new one. */
  guestThrottle?: ReturnType<typeof guestThrottle>;
}

/** The signed-in user of a request, for its log line (set once the session is known). */
export const requestUser = new WeakMap<Request, string>();

/** The route template that answered (`/api/meetings/idea/save`), or `unmatched`: never the path itself. */
export function routeOf(c: Context): string {
  const last = routePath(c, -1);
  return !last || last === '*' || last.endsWith('/*') ? 'unmatched' : last;
}

export function errorBody(error: ApiFailure) {
  return { error: { code: error.code, message: error.message }, ...error.details };
}

/** Seconds a client is asked to wait before trying again while the database is away. */
export const RETRY_AFTER_SECONDS = 5;

/** 503 with Retry-After: the database (or the request's deadline) did not let the server answer now. */
export function unavailable(c: Context, message: string): Response {
  c.header('Retry-After', String(RETRY_AFTER_SECONDS));
  c.header('Cache-Control', 'no-store');
  return c.json({ error: { code: ERROR_CODES.unavailable, message } }, 503);
}

export const DATABASE_AWAY = 'The server cannot reach its database right now: try again in a few seconds';

export function answerError(c: Context, error: unknown, log?: Mount['log']): Response {
  if (error instanceof ApiFailure) {
    // A throttled sign-in or a full hashing queue: the wait in the body (the spec's) and in the header.
    const retry = error.details.retryAfterSeconds;
    if (typeof retry === 'number' && retry > 0) c.header('Retry-After', String(Math.ceil(retry)));
    return c.json(errorBody(error), error.status as 400);
  }
  if (isDatabaseUnavailable(error)) {
    log?.({
      level: 'warn',
      message: 'database unavailable',
      route: routeOf(c),
      reason: databaseReason(error),
    });
    return unavailable(c, DATABASE_AWAY);
  }
  // What failed and where, never the failed query's text or parameters (log.ts).
  log?.({
    level: 'error',
    message: 'handler failed',
    route: routeOf(c),
    ...safeError(error, databaseReason),
  });
  return c.json(
    { error: { code: ERROR_CODES.internal, message: 'The server failed to handle this request' } },
    500,
  );
}

function answer(c: Context, value: unknown): Response {
  if (value instanceof Reply) return c.json(value.body as object, value.status as 200);
  return c.json((value === undefined ? null : value) as object);
}

export function mountEndpoints(app: Hono, endpoints: readonly Endpoint[], mount: Mount): void {
  // The guest endpoints' tries per client (meetings.guests.ts), in this instance's memory.
  const throttle = mount.guestThrottle ?? guestThrottle();
  for (const endpoint of endpoints) {
    app.on(endpoint.method, endpoint.path, async (c) => {
      const request = c.req.raw;
      try {
        // The endpoints without a session (auth, a guest link's): the input first, as the mock's adapter does.
        const sessionless = async () =>
          parseWith(
            endpoint.schema,
            endpoint.method === 'GET' ? queryOf(request) : readJsonBody(await c.req.text()),
          );
        const client = mount.clientOf?.(c) ?? '';
        if (endpoint.kind === 'guest') {
          if (!mount.guests) throw new ApiFailure(ERROR_CODES.notFound, 'Guest links are not served here');
          const context = {
            request,
            auth: mount.auth,
            guests: mount.guests,
            throttle,
            client,
            now: Date.now(),
          };
          return answer(c, await endpoint.resolve(await sessionless(), context));
        }
        if (endpoint.kind === 'auth') {
          const context = { request, params: c.req.param(), auth: mount.auth, client };
          return answer(c, await endpoint.resolve(await sessionless(), context));
        }
        const raw = endpoint.method === 'POST' ? readJsonBody(await c.req.text()) : undefined;
        // A guest's token opens the endpoints of one meeting (the rules then keep them to theirs).
        const viewer = await requireViewerWith(mount.auth, request, { guests: endpoint.scope === 'meeting' });
        requestUser.set(request, viewer.uid);
        const input = parseWith(endpoint.schema, endpoint.method === 'GET' ? queryOf(request) : raw);
        const value = await runEndpoint({
          db: mount.db,
          endpoint,
          input,
          viewer,
          request,
          publish: mount.publish,
        });
        return answer(c, value);
      } catch (error) {
        return answerError(c, error, mount.log);
      }
    });
  }
}
