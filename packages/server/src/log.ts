import { randomUUID } from 'node:crypto';
import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * The server's log: one JSON object a line (pino), to stdout by default. What it says and what it never says:
 *
 * - a request: its id (`reqId`: a sane incoming X-Request-Id, else a new one; echoed in the response), method,
 *   route (the template, `/api/auth/getUser/:firebaseId`: never the path, which may carry a name), status,
 *   duration (`ms`) and the signed-in user's id (`userId`) where the request had one;
 * - a failure: its kind, the database's SQLSTATE and a short reason, and the stack's frames; never the failed
 *   query's text or parameters (drizzle puts them in its message: a new user's salt and hash, an idea's text).
 *
 * It never logs a body, a query, a header, a password, a token, a hash or a salt, nor any text a person wrote.
 * `redact` is a safety net for a field logged by mistake under a well-known name, not the way to keep them out.
 */
export type LogEntry = Record<string, unknown> & {
  level?: 'debug' | 'info' | 'warn' | 'error';
  message?: string;
};
export type Log = (entry: LogEntry) => void;

export const REDACTED_KEYS = [
  'password',
  'passwordHash',
  'passwordSalt',
  'hash',
  'salt',
  'token',
  'access_token',
  'authorization',
  'cookie',
  'secret',
  'jwtSecret',
  'text',
  'body',
];

export function createLogger(options: { enabled?: boolean; destination?: DestinationStream } = {}): Logger {
  return pino(
    {
      enabled: options.enabled !== false,
      level: 'info',
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: {
        paths: [...REDACTED_KEYS, ...REDACTED_KEYS.map((key) => `*.${key}`)],
        censor: '[redacted]',
      },
    },
    options.destination ?? pino.destination({ dest: 1, sync: false }),
  );
}

/** The `log(entry)` the server's parts call, written to a pino logger (`message` is pino's `msg`). */
export function logTo(logger: Logger): Log {
  return ({ level = 'info', message, ...fields }) => {
    if (message === undefined) logger[level](fields);
    else logger[level](fields, message);
  };
}

/** A request id as received, when it is sane (letters, digits and `._:-`, at most 128), else a new one. */
export function requestIdOf(incoming: string | undefined): string {
  return incoming && /^[A-Za-z0-9._:-]{1,128}$/.test(incoming) ? incoming : randomUUID();
}

/**
 * A failure as the log may show it: its name, the database's SQLSTATE and a short reason (db/unavailable.ts's
 * `databaseReason`: never the query nor its parameters), and the stack's frames without its message.
 */
export function safeError(error: unknown, reason: (error: unknown) => string): Record<string, unknown> {
  const stack = typeof (error as Error)?.stack === 'string' ? ((error as Error).stack ?? '') : '';
  return {
    kind: (error as Error)?.name ?? typeof error,
    reason: reason(error),
    at: stack
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .slice(0, 8)
      .map((line) => line.trim()),
  };
}
