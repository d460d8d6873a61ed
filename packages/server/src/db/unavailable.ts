/**
 * Which failures mean "the database is not answering right now" (a restart, a hung or unreachable server, a full
 * pool, a statement past its timeout): the request answers 503 with Retry-After instead of 500, and the log says
 * why in a few words, never the failed query's text or parameters (they carry people's words and hashes).
 */

/** PostgreSQL's SQLSTATEs of a database that is away or overloaded (class 08: the connection failed). */
const UNAVAILABLE_STATES = new Set([
  '57P01', // admin_shutdown: pg_ctl restart / stop -m fast
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '57014', // query_canceled: statement_timeout
  '53300', // too_many_connections
  '55P03', // lock_not_available: lock_timeout
]);

/** Node's and node-postgres' words for a connection that failed, ended or timed out. */
const UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Query read timeout',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
];
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** The error and its causes, outermost first (drizzle wraps the driver's error in `cause`). */
function chain(error: unknown): Record<string, unknown>[] {
  const errors: Record<string, unknown>[] = [];
  let current = error;
  while (current && typeof current === 'object' && errors.length < 8) {
    errors.push(current as Record<string, unknown>);
    current = (current as { cause?: unknown }).cause;
  }
  return errors;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return chain(error).some((entry) => {
    if (entry.name === 'DatabaseTimeout') return true;
    const code = typeof entry.code === 'string' ? entry.code : '';
    if (UNAVAILABLE_STATES.has(code) || code.startsWith('08') || UNAVAILABLE_ERRNOS.has(code)) return true;
    const message = typeof entry.message === 'string' ? entry.message : '';
    return UNAVAILABLE_MESSAGES.some((words) => message.startsWith(words));
  });
}

/** A short, safe reason for the log: the driver's code and message (never the query nor its parameters). */
export function databaseReason(error: unknown): string {
  const errors = chain(error);
  const inner = errors[errors.length - 1] ?? {};
  const code = typeof inner.code === 'string' ? `${inner.code} ` : '';
  const message = typeof inner.message === 'string' ? inner.message : String(error);
  // drizzle's own message starts "Failed query: <sql> params: …": never logged. PostgreSQL quotes the value it
  // could not read in some messages (`invalid input syntax for type integer: "…"`): the quoted value is dropped.
  const line = message.startsWith('Failed query')
    ? 'a query failed'
    : (message.split('\n')[0] ?? '').replace(/: ".*"$/, ': "…"');
  return `${code}${line}`.slice(0, 200);
}
