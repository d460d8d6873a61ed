import type pg from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The server's Prometheus metrics (prom-client), one registry per server: the process's own (CPU, memory, event
 * loop lag, open handles: `chorus_process_…`, `chorus_nodejs_…`), and:
 *
 * - `chorus_http_requests_total{method,route,status}` and `chorus_http_request_duration_seconds{…}`: the route is
 *   the template (`/api/meetings/idea/save`), never the path, so the series stay few;
 * - `chorus_db_statements_total`: statements sent to the database (a write's cost in round trips);
 * - `chorus_db_pool_connections{state}`: the PostgreSQL pool's connections in use, idle, and requests waiting
 *   for one (absent on PGlite, which has no pool);
 * - `chorus_live_streams_open`, `chorus_live_events_sent_total`: the `/api/live` streams and the events they sent;
 * - `chorus_sign_in_failures_total`, `chorus_sign_in_throttled_total{reason}`: failed sign-ins, and the attempts
 *   the throttle refused (pair: one e-mail from one client; account: the e-mail's ceiling; client);
 * - `chorus_password_hashes{state}`, `chorus_password_hash_queue_full_total`: the hashing queue.
 */
export interface ServerMetrics {
  registry: Registry;
  request(method: string, route: string, status: number, seconds: number): void;
  liveEventSent(): void;
  signInFailed(): void;
  signInThrottled(reason: string): void;
  hashQueueFull(): void;
  /** The gauges read at each scrape. */
  watch(sources: {
    pool?: pg.Pool;
    liveStreams?: () => number;
    hashes?: () => { running: number; waiting: number };
    /** Statements sent to the database so far. */
    statements?: () => number;
  }): void;
}

export function createMetrics(): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'chorus_' });
  const requests = new Counter({
    name: 'chorus_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'chorus_http_request_duration_seconds',
    help: 'Time to answer an HTTP request (to its headers, for the live stream), by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15],
    registers: [registry],
  });
  const liveEvents = new Counter({
    name: 'chorus_live_events_sent_total',
    help: 'Change events sent on the open /api/live streams (one per stream told)',
    registers: [registry],
  });
  const signInFailures = new Counter({
    name: 'chorus_sign_in_failures_total',
    help: 'Sign-ins whose password was checked and wrong (or whose e-mail has no account)',
    registers: [registry],
  });
  const throttled = new Counter({
    name: 'chorus_sign_in_throttled_total',
    help: 'Sign-in attempts refused by the throttle (429) before any password check, by reason',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  // Every reason's series from the start (a rate over a series that appears late misses its first increase).
  for (const reason of ['pair', 'account', 'client']) throttled.inc({ reason }, 0);
  const queueFull = new Counter({
    name: 'chorus_password_hash_queue_full_total',
    help: 'Requests refused (429) because the password hashing queue was full',
    registers: [registry],
  });
  let sources: Parameters<ServerMetrics['watch']>[0] = {};
  let statementsCounted = 0;
  new Counter({
    name: 'chorus_db_statements_total',
    help: 'Statements the server sent to its database (requests, live channel, bells)',
    registers: [registry],
    collect() {
      const now = sources.statements?.() ?? 0;
      if (now > statementsCounted) this.inc(now - statementsCounted);
      statementsCounted = now;
    },
  });
  new Gauge({
    name: 'chorus_db_pool_connections',
    help: 'The PostgreSQL pool: connections in use, idle, and requests waiting for one',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = sources.pool;
      if (!pool) return;
      this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new Gauge({
    name: 'chorus_live_streams_open',
    help: 'Open /api/live streams on this instance',
    registers: [registry],
    collect() {
      this.set(sources.liveStreams?.() ?? 0);
    },
  });
  new Gauge({
    name: 'chorus_password_hashes',
    help: 'Password hashes running and waiting in the queue',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const load = sources.hashes?.() ?? { running: 0, waiting: 0 };
      this.set({ state: 'running' }, load.running);
      this.set({ state: 'waiting' }, load.waiting);
    },
  });
  return {
    registry,
    request(method, route, status, seconds) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      latency.observe(labels, seconds);
    },
    liveEventSent: () => liveEvents.inc(),
    signInFailed: () => signInFailures.inc(),
    signInThrottled: (reason) => throttled.inc({ reason }),
    hashQueueFull: () => queueFull.inc(),
    watch(next) {
      sources = { ...sources, ...next };
    },
  };
}
