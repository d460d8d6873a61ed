import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
  ApiFailure,
  ERROR_CODES,
  IMAGE_PATHS,
  IMAGE_SVG_HEADERS,
  MAX_BODY_LENGTH,
  type AuthPort,
  type FirebaseTokenOptions,
  authEndpoints,
  avatarSvg,
  contentSearchEndpoints,
  firebaseTokenVerifier,
  guestEndpoints,
  guestThrottle,
  imageParam,
  initiativeEndpoints,
  meetingEndpoints,
  noFirebase,
  pictureSvg,
} from '@chorus/domain';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';
import { type Database, type DatabaseOptions, type Db, openDatabase, within } from './db/database';
import { databaseReason } from './db/unavailable';
import {
  answerError,
  DATABASE_AWAY,
  errorBody,
  mountEndpoints,
  RETRY_AFTER_SECONDS,
  requestUser,
  routeOf,
  unavailable,
} from './http';
import { type Bells, createBells } from './live/bells';
import type { LiveBus, LiveEvent } from './live/bus';
import { databaseBus, serverLiveStreams } from './live/serverLive';
import { type LiveStreams, liveRoutes } from './live/stream';
import { clientAddress, trusts } from './clientAddress';
import { type RegistrationPolicy, serverAuthPort } from './store/auth';
import type { SignInAllowances } from './store/signInThrottle';
import { hashQueue } from './store/hashQueue';
import { serverGuestStore } from './store/guests';
import { checkUrl } from './input';
import { createLogger, logTo, requestIdOf } from './log';
import { createMetrics, type ServerMetrics } from './metrics';
import type { DestinationStream, Logger } from 'pino';
import { seedIfEmpty } from './store/seed';

/**
 * The Chorus server: the product's API (auth, initiatives, meetings; the same endpoint definitions as the
 * mock) on PostgreSQL or PGlite, with CORS limited to the allowed origins, a body size limit, security
 * headers, JSON request logs and a health check. The template apps' endpoints are not served.
 */
export interface ServerOptions {
  /** An open database, or how to open one (default: PGlite in .data/pglite). */
  database?: Database | DatabaseOptions;
  /** The live channel's bus (default: the database's LISTEN/NOTIFY). */
  bus?: LiveBus;
  /** The HS256 secret of access tokens. */
  jwtSecret: string;
  /** Origins a browser may call from (CORS). */
  allowedOrigins?: readonly string[];
  /** JSON logs (pino) to stdout (default true); false: none. */
  log?: boolean;
  /** Where the JSON log lines go instead of stdout (tests read them). */
  logDestination?: DestinationStream;
  /** A pino logger of the caller's (then `logDestination` is not read; `log: false` still silences the request lines). */
  logger?: Logger;
  /** Who may create an account (register, signup): anyone (default), the invited e-mails only, or nobody. */
  registration?: RegistrationPolicy;
  /** Seed an empty database with the demo accounts and meetings (default true; main.ts: CHORUS_SEED). */
  seed?: boolean;
  /** Run the migrations at start (default true); false: refuse to start unless the schema is current. */
  migrate?: boolean;
  /** The deadline of a request (ms): past it the answer is 503 with Retry-After (default 15 s). */
  requestTimeoutMs?: number;
  /** How long `/readyz` waits for the database (ms, default 1 s). */
  readyTimeoutMs?: number;
  /**
   * How often a live stream speaks when nothing happens (ms, default 15 s): a comment that proxies and the
   * client's watchdog see; announced in the stream's first event.
   */
  liveHeartbeatMs?: number;
  /**
   * The addresses (or CIDR ranges) of the reverse proxies in front of the server whose X-Forwarded-For is
   * believed (clientAddress.ts); empty (default): the socket's peer is the client.
   */
  trustProxy?: readonly string[];
  /**
   * Prometheus metrics (metrics.ts): `token`: `GET /metrics` on the API's port, with `Authorization: Bearer
   * <token>`; `port` (and `host`, default 127.0.0.1): on a listener of their own, for the scraper only
   * (startServer). Neither: no `/metrics`.
   */
  metrics?: { token?: string; port?: number; host?: string };
  /** Password hashes at once, and waiting (store/hashQueue.ts); past both, 429 at once. */
  passwordHashing?: { concurrency?: number; waiting?: number };
  /**
   * The sign-in throttle's allowances (failures before the delays start; store/signInThrottle.ts), each
   * defaulting to THROTTLE_LIMITS. Not a setting of the environment: the tests lower the client's, so that
   * showing it takes a dozen password checks rather than fifty.
   */
  signInAllowances?: SignInAllowances;
  /**
   * The Firebase project whose ID tokens `getUser` accepts for users made by signup (signatures checked with
   * Google's published keys; unsigned tokens only with `emulator`). Unset: Firebase tokens are refused.
   */
  firebase?: FirebaseTokenOptions;
}

export interface ChorusServer {
  app: Hono;
  database: Database;
  bus: LiveBus;
  /** The open `/api/live` streams (ended first when the server stops). */
  live: LiveStreams;
  /** The timers of the live meetings' timed reveals (live/bells.ts). */
  bells: Bells;
  /** The auth endpoints' storage and crypto (tests make tokens with it: accessTokenFor). */
  auth: AuthPort;
  /** The Prometheus registry and counters (metrics.ts). */
  metrics: ServerMetrics;
  /** The guest links' tries per client in this instance's memory (meetings.guests.ts' guestThrottle). */
  guestTries: ReturnType<typeof guestThrottle>;
  /** Closes the bus and the database (after the HTTP server stopped). */
  close(): Promise<void>;
}

/** Largest request body in bytes (the JSON readers also refuse more than MAX_BODY_LENGTH characters). */
export const MAX_BODY_BYTES = 4 * MAX_BODY_LENGTH;

const isDatabase = (value: ServerOptions['database']): value is Database =>
  Boolean(value && 'db' in value && 'migrate' in value);

export async function createServer(options: ServerOptions): Promise<ChorusServer> {
  const logger =
    options.logger ??
    createLogger({
      enabled: options.log !== false,
      ...(options.logDestination ? { destination: options.logDestination } : {}),
    });
  const log = logTo(logger);
  const requestTimeoutMs = options.requestTimeoutMs ?? 15_000;
  const readyTimeoutMs = options.readyTimeoutMs ?? 1_000;
  const opened = !isDatabase(options.database);
  // The statements sent (a database the server opens): /metrics' chorus_db_statements_total.
  let statements = 0;
  const given = isDatabase(options.database) ? undefined : options.database;
  const database = isDatabase(options.database)
    ? options.database
    : openDatabase({
        log,
        ...given,
        logQuery: (query, params) => {
          statements += 1;
          given?.logQuery?.(query, params);
        },
      });
  let bus: LiveBus;
  try {
    // Migrations and the seed under the migration lock: instances starting together on an empty database
    // migrate and seed it once.
    await database.prepare({
      migrate: options.migrate !== false,
      ...(options.seed !== false ? { seed: (db: Db) => seedIfEmpty(db) } : {}),
    });
    bus = options.bus ?? (await databaseBus(database, log));
  } catch (error) {
    // A start that fails lets go of what it opened (the pool's connections, the PGlite folder).
    if (opened) await database.close().catch(() => {});
    throw error;
  }
  const publish = (events: LiveEvent[]) => {
    bus
      .publish(events)
      .catch((error) => log({ level: 'error', message: 'publish failed', reason: databaseReason(error) }));
  };
  const firebaseTokens = options.firebase ? firebaseTokenVerifier(options.firebase) : noFirebase;
  const metrics = createMetrics();
  const hashes = hashQueue({ ...options.passwordHashing, onFull: metrics.hashQueueFull });
  const auth = serverAuthPort(database.db, options.jwtSecret, publish, firebaseTokens, options.registration, {
    hashes,
    onSignInFailed: metrics.signInFailed,
    onSignInRefused: metrics.signInThrottled,
    ...(options.signInAllowances ? { signInAllowances: options.signInAllowances } : {}),
  });
  const trusted = trusts(options.trustProxy ?? []);
  // A timed reveal is written and published at its bell, with nobody acting.
  const bells = createBells({ db: database.db, bus, publish, log });
  await bells.ready;

  const app = new Hono();
  // The request's line (log.ts): its id (echoed), method, route template, status, duration and user.
  app.use(async (c, next) => {
    const started = performance.now();
    const reqId = requestIdOf(c.req.header('x-request-id'));
    await next();
    c.header('X-Request-Id', reqId);
    const userId = requestUser.get(c.req.raw);
    const route = routeOf(c);
    const ms = performance.now() - started;
    metrics.request(c.req.method, route, c.res.status, ms / 1000);
    // LOG=0 (`log: false`) silences this line, also with a logger of the caller's (the start-up lines stay).
    if (options.log !== false)
      log({
        level: 'info',
        reqId,
        method: c.req.method,
        route,
        status: c.res.status,
        ms: Math.round(ms * 10) / 10,
        ...(userId ? { userId } : {}),
      });
  });
  app.use(secureHeaders());
  // The deadline: whatever waits (a hung database, a full pool), the request answers 503 in time. The work
  // itself is bounded too (the pool's acquire and query timeouts), so it does not pile up behind the answer.
  app.use(async (c, next) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), requestTimeoutMs);
    });
    const work = next().then(() => 'done' as const);
    const outcome = await Promise.race([work, late]);
    clearTimeout(timer);
    if (outcome === 'late') {
      work.catch(() => {});
      log({ level: 'warn', message: 'request past its deadline', route: routeOf(c), ms: requestTimeoutMs });
      c.res = unavailable(c, DATABASE_AWAY);
    }
  });
  app.use(
    '/api/*',
    cors({
      origin: (origin) => (options.allowedOrigins?.includes(origin) ? origin : null),
      allowHeaders: ['Authorization', 'Content-Type'],
      allowMethods: ['GET', 'POST', 'OPTIONS'],
      maxAge: 600,
    }),
  );
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) =>
        c.json(
          errorBody(new ApiFailure(ERROR_CODES.tooLarge, `Body larger than ${MAX_BODY_LENGTH} characters`)),
          413,
        ),
    }),
  );
  // A path or query PostgreSQL could not store (a NUL): 400 before any endpoint reads it.
  app.use('/api/*', async (c, next) => {
    checkUrl(c.req.url);
    await next();
  });
  // Liveness: the process answers (no database: a database outage must not get the instances restarted).
  app.get('/healthz', (c) => c.json({ ok: true }));
  // Readiness: the database answers within a bound (a balancer sends no traffic to an instance that fails it).
  app.get('/readyz', async (c) => {
    try {
      await database.ping(readyTimeoutMs);
      // The live channel hears the database too (its LISTEN session is back after a restart).
      if (bus.listening && !(await within(bus.listening(), readyTimeoutMs)))
        throw new Error('The live channel does not listen yet');
      return c.json({ ok: true, database: database.kind });
    } catch (error) {
      log({ level: 'warn', message: 'not ready', reason: databaseReason(error) });
      c.header('Retry-After', String(RETRY_AFTER_SECONDS));
      c.header('Cache-Control', 'no-store');
      return c.json({ ok: false, database: database.kind }, 503);
    }
  });
  // The guest links' tries per client, in this instance's memory (kept here: the tests' reset forgets them).
  const guestTries = guestThrottle();
  mountEndpoints(
    app,
    [
      ...authEndpoints,
      ...initiativeEndpoints,
      ...meetingEndpoints,
      ...guestEndpoints,
      ...contentSearchEndpoints,
    ],
    {
      db: database.db,
      auth,
      publish,
      log,
      clientOf: (c) => clientAddress(c, trusted),
      guests: serverGuestStore(database.db, publish),
      guestThrottle: guestTries,
    },
  );
  const live = serverLiveStreams({
    db: database.db,
    auth,
    bus,
    onSent: metrics.liveEventSent,
    ...(options.liveHeartbeatMs ? { heartbeatMs: options.liveHeartbeatMs } : {}),
  });
  app.route('/', liveRoutes(live));
  metrics.watch({
    ...(database.pool ? { pool: database.pool } : {}),
    liveStreams: () => live.size,
    hashes: () => hashes.load,
    statements: () => statements,
  });
  // The scrape on the API's port, only with the token (a bearer of its own, not a user's session).
  const metricsToken = options.metrics?.token;
  if (metricsToken)
    app.get(METRICS_PATH, async (c) => {
      if (!sameSecret(bearerOf(c.req.header('authorization')), metricsToken)) {
        c.header('WWW-Authenticate', 'Bearer');
        return c.json(
          { error: { code: ERROR_CODES.unauthenticated, message: 'The metrics need their token' } },
          401,
        );
      }
      return scrape(metrics);
    });
  app.get(IMAGE_PATHS.avatar, (c) =>
    c.body(avatarSvg(imageParam(c.req.param('name'))), 200, IMAGE_SVG_HEADERS),
  );
  app.get(IMAGE_PATHS.picture, (c) =>
    c.body(pictureSvg(imageParam(c.req.param('label'))), 200, IMAGE_SVG_HEADERS),
  );
  app.notFound((c) =>
    c.json(
      errorBody(
        new ApiFailure(
          ERROR_CODES.notFound,
          c.req.path.startsWith('/api/')
            ? `${c.req.method} ${c.req.path} is not served here: this server serves the product (auth, initiatives, meetings); the template apps run on the demo's mock API only`
            : `Nothing at ${c.req.path}`,
        ),
      ),
      404,
    ),
  );
  app.onError((error, c) => answerError(c, error, log));

  return {
    app,
    database,
    bus,
    live,
    bells,
    auth,
    metrics,
    guestTries,
    async close() {
      bells.close();
      live.close();
      await bus.close();
      await database.close();
    },
  };
}

export interface ListenOptions extends ServerOptions {
  host?: string;
  /** 0: any free port. */
  port?: number;
}

export interface RunningServer extends ChorusServer {
  url: string;
  port: number;
  /** Where the metrics are scraped when they have a listener of their own (`metrics.port`). */
  metricsUrl?: string;
  /** Stops taking requests, finishes those in flight (at most `graceMs`), then closes the database. */
  stop(graceMs?: number): Promise<void>;
}

/** Creates the server and listens (tests, scripts and main.ts). */
export async function startServer(options: ListenOptions): Promise<RunningServer> {
  const chorus = await createServer(options);
  const host = options.host ?? '127.0.0.1';
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const running = serve({ fetch: chorus.app.fetch, hostname: host, port: options.port ?? 8787 }, () =>
      resolve(running),
    );
  });
  // An idle connection is kept longer than a reverse proxy (Caddy: 2 min) or a client keeps it (Node's default
  // closes it after 5 s): a proxy that reuses a connection the server has just closed answers 502, and a client
  // on it gets ECONNRESET (seen once in the contract suite on a loaded machine).
  const http = server as unknown as { keepAliveTimeout: number; headersTimeout: number };
  http.keepAliveTimeout = 125_000;
  http.headersTimeout = 126_000;
  const { port } = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  // The metrics on a listener of their own (METRICS_PORT): reachable by the scraper, not through the proxy.
  let metricsServer: ReturnType<typeof serve> | undefined;
  let metricsUrl: string | undefined;
  if (options.metrics?.port !== undefined) {
    const metricsHost = options.metrics.host ?? '127.0.0.1';
    const metricsApp = new Hono().get(METRICS_PATH, () => scrape(chorus.metrics));
    metricsServer = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const running = serve(
        { fetch: metricsApp.fetch, hostname: metricsHost, port: options.metrics?.port ?? 0 },
        () => resolve(running),
      );
    });
    const bound = (metricsServer.address() as AddressInfo).port;
    metricsUrl = `http://${metricsHost.includes(':') ? `[${metricsHost}]` : metricsHost}:${bound}${METRICS_PATH}`;
  }
  return {
    ...chorus,
    url,
    port,
    ...(metricsUrl ? { metricsUrl } : {}),
    async stop(graceMs = 10_000) {
      chorus.live.close();
      metricsServer?.close();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      const http = server as unknown as {
        closeIdleConnections?: () => void;
        closeAllConnections?: () => void;
      };
      http.closeIdleConnections?.();
      const timer = setTimeout(() => http.closeAllConnections?.(), graceMs);
      await closed;
      clearTimeout(timer);
      await chorus.close();
    },
  };
}

export const METRICS_PATH = '/metrics';

async function scrape(metrics: ServerMetrics): Promise<Response> {
  return new Response(await metrics.registry.metrics(), {
    headers: { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' },
  });
}

const bearerOf = (header: string | undefined) => /^Bearer\s+(\S+)$/i.exec((header ?? '').trim())?.[1] ?? '';

/** Compares two secrets in constant time (of their hashes: lengths may differ). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return given.length > 0 && timingSafeEqual(digest(given), digest(expected));
}

/** A development secret (printed by main.ts): tokens do not survive a restart without JWT_SECRET. */
export const developmentSecret = () => randomBytes(32).toString('base64url');
