import type { FirebaseTokenOptions } from '@chorus/domain';
import { trustedProxyList } from './clientAddress';
import type { DatabaseOptions } from './db/database';
import type { RegistrationPolicy } from './store/auth';

/**
 * The server's configuration from its environment (docs/server.md has the table): read once at start by cli.ts,
 * checked as a whole (every problem is reported, none is guessed around), and never printed (it holds the secret).
 */
export type SeedMode = 'demo' | 'none';
export type MigrateMode = 'auto' | 'off';
export type { RegistrationPolicy };

export interface ServerConfig {
  host: string;
  port: number;
  production: boolean;
  /** The tokens' secret; empty: a development secret is made for the run (refused in production). */
  jwtSecret: string;
  allowedOrigins: string[];
  log: boolean;
  firebase?: FirebaseTokenOptions;
  database: DatabaseOptions;
  /** What an empty database is given at start: the demo accounts and meetings, or nothing. */
  seed: SeedMode;
  /** `auto`: apply the migrations at start (under an advisory lock); `off`: only check that the schema is current. */
  migrate: MigrateMode;
  /** Who may create an account: anyone, only the e-mails with a pending invitation, or nobody. */
  registration: RegistrationPolicy;
  /** The deadline of a request: past it, 503 with Retry-After. */
  requestTimeoutMs: number;
  /** How long `/readyz` waits for the database. */
  readyTimeoutMs: number;
  /** How often a live stream speaks when nothing happens (LIVE_HEARTBEAT_MS); its clients watch for it. */
  liveHeartbeatMs: number;
  /** The reverse proxies whose X-Forwarded-For names the client (TRUST_PROXY). */
  trustProxy: string[];
  /** Password hashes at once and waiting (PASSWORD_HASH_CONCURRENCY, PASSWORD_HASH_QUEUE). */
  passwordHashing: { concurrency: number; waiting: number };
  /**
   * `/metrics` (METRICS_TOKEN, METRICS_PORT, METRICS_HOST): on the API's port with a bearer token, on a port of
   * its own, or off (neither set).
   */
  metrics: { mode: 'off' | 'token' | 'port'; token?: string; port?: number; host: string };
}

export const DEFAULTS = {
  host: '127.0.0.1',
  port: 8787,
  pgliteDir: '.data/pglite',
  poolSize: 10,
  connectTimeoutMs: 5_000,
  queryTimeoutMs: 10_000,
  requestTimeoutMs: 15_000,
  readyTimeoutMs: 1_000,
  liveHeartbeatMs: 15_000,
  allowedOrigins: 'http://127.0.0.1:5173,http://localhost:5173',
  passwordHashConcurrency: 2,
  passwordHashQueue: 16,
} as const;

type Env = Record<string, string | undefined>;

const choice = <T extends string>(
  env: Env,
  name: string,
  allowed: readonly T[],
  fallback: T,
  errors: string[],
): T => {
  const value = env[name]?.trim().toLowerCase();
  if (!value) return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  errors.push(`${name} must be one of ${allowed.join(', ')} (it is "${env[name]}")`);
  return fallback;
};

const whole = (env: Env, name: string, fallback: number, errors: string[], min = 1, max = 86_400_000) => {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (Number.isInteger(value) && value >= min && value <= max) return value;
  errors.push(`${name} must be a whole number from ${min} to ${max} (it is "${raw}")`);
  return fallback;
};

/** The configuration of `env`, and what is wrong with it (the server refuses to start when anything is). */
export function readConfig(env: Env): { config: ServerConfig; errors: string[] } {
  const errors: string[] = [];
  const production = env.NODE_ENV === 'production';
  const jwtSecret = env.JWT_SECRET ?? '';
  if (!jwtSecret && production)
    errors.push('JWT_SECRET is not set: the server refuses to start in production without it.');

  const firebaseProject = env.FIREBASE_PROJECT_ID?.trim() ?? '';
  const firebaseEmulator = Boolean(env.FIREBASE_AUTH_EMULATOR_HOST);
  if (firebaseEmulator && production)
    errors.push(
      'FIREBASE_AUTH_EMULATOR_HOST is set: the server refuses to trust unsigned tokens in production.',
    );

  const url = env.DATABASE_URL?.trim() ?? '';
  const timeouts = {
    poolSize: whole(env, 'DATABASE_POOL_SIZE', DEFAULTS.poolSize, errors, 1, 1_000),
    connectTimeoutMs: whole(env, 'DATABASE_CONNECT_TIMEOUT_MS', DEFAULTS.connectTimeoutMs, errors),
    queryTimeoutMs: whole(env, 'DATABASE_QUERY_TIMEOUT_MS', DEFAULTS.queryTimeoutMs, errors),
  };
  const database: DatabaseOptions = url
    ? { url, ...timeouts }
    : { pgliteDir: env.PGLITE_DIR?.trim() || DEFAULTS.pgliteDir };

  // The demo's accounts have the README's passwords: only where asked for, or on a development PGlite.
  const seed = choice<SeedMode>(
    env,
    'CHORUS_SEED',
    ['demo', 'none'],
    !url && !production ? 'demo' : 'none',
    errors,
  );
  const registration = choice<RegistrationPolicy>(
    env,
    'CHORUS_REGISTRATION',
    ['open', 'invite', 'closed'],
    production ? 'invite' : 'open',
    errors,
  );
  const migrate = choice<MigrateMode>(env, 'CHORUS_MIGRATE', ['auto', 'off'], 'auto', errors);
  const proxies = trustedProxyList(env.TRUST_PROXY ?? '');
  if (proxies.wrong.length > 0)
    errors.push(
      `TRUST_PROXY must list IP addresses or CIDR ranges, comma-separated (not ${proxies.wrong.map((entry) => `"${entry}"`).join(', ')})`,
    );

  const metricsToken = env.METRICS_TOKEN ?? '';
  if (metricsToken && metricsToken.length < 16)
    errors.push('METRICS_TOKEN must be at least 16 characters (e.g. openssl rand -base64 24)');
  const metricsPort = env.METRICS_PORT?.trim() ? whole(env, 'METRICS_PORT', 0, errors, 0, 65_535) : undefined;
  const metrics: ServerConfig['metrics'] = {
    mode: metricsPort !== undefined ? 'port' : metricsToken ? 'token' : 'off',
    ...(metricsToken ? { token: metricsToken } : {}),
    ...(metricsPort !== undefined ? { port: metricsPort } : {}),
    host: env.METRICS_HOST?.trim() || '127.0.0.1',
  };
  const config: ServerConfig = {
    host: env.HOST?.trim() || DEFAULTS.host,
    port: whole(env, 'PORT', DEFAULTS.port, errors, 0, 65_535),
    production,
    jwtSecret,
    allowedOrigins: (env.ALLOWED_ORIGINS ?? DEFAULTS.allowedOrigins)
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    log: env.LOG !== '0',
    ...(firebaseProject || firebaseEmulator
      ? {
          firebase: {
            ...(firebaseProject ? { projectId: firebaseProject } : {}),
            emulator: firebaseEmulator,
          },
        }
      : {}),
    database,
    seed,
    migrate,
    registration,
    requestTimeoutMs: whole(env, 'REQUEST_TIMEOUT_MS', DEFAULTS.requestTimeoutMs, errors),
    readyTimeoutMs: whole(env, 'READY_TIMEOUT_MS', DEFAULTS.readyTimeoutMs, errors),
    // At least a second: each heartbeat checks the stream's token again (a query per open stream).
    liveHeartbeatMs: whole(env, 'LIVE_HEARTBEAT_MS', DEFAULTS.liveHeartbeatMs, errors, 1_000, 300_000),
    trustProxy: proxies.addresses,
    metrics,
    passwordHashing: {
      concurrency: whole(env, 'PASSWORD_HASH_CONCURRENCY', DEFAULTS.passwordHashConcurrency, errors, 1, 64),
      waiting: whole(env, 'PASSWORD_HASH_QUEUE', DEFAULTS.passwordHashQueue, errors, 0, 10_000),
    },
  };
  return { config, errors };
}

/** Where the data is, for the start-up line (never the URL: it may carry a password). */
export function describeDatabase(database: DatabaseOptions): string {
  if (database.url) {
    try {
      const url = new URL(database.url);
      return `PostgreSQL at ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
    } catch {
      return 'PostgreSQL';
    }
  }
  return `PGlite in ${database.pgliteDir ?? DEFAULTS.pgliteDir}`;
}
