import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { databaseReason } from './unavailable';
import * as schema from './schema';

/** The database of a server: PGlite in process (a folder, or `memory://`), or a PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** The embedded database (its LISTEN/NOTIFY carries the live channel's events). */
  pglite?: PGlite;
  /** The PostgreSQL server's URL (the live channel listens on its own connection). */
  url?: string;
  /** The PostgreSQL server's pool (the live channel sends its notifications through it). */
  pool?: pg.Pool;
  /** How long a connection may take to open (the live channel's LISTEN session uses the same bound). */
  connectTimeoutMs?: number;
  /** Applies the migrations in drizzle/ not applied yet (the same on PGlite and PostgreSQL). */
  migrate(): Promise<void>;
  /** A cheap query: the database answers, within `timeoutMs` (rejects after it). */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… : a PostgreSQL server (a pool of connections). */
  url?: string;
  /** Without `url`: PGlite's data folder, or `memory://` (nothing kept). */
  pgliteDir?: string;
  /** Connections of the pool (PostgreSQL only; default 10). */
  poolSize?: number;
  /** Waiting for a connection, a new one or a free one of the pool, at most this long (default 3 s). */
  connectTimeoutMs?: number;
  /**
   * A statement runs at most this long (PostgreSQL's statement_timeout), and an answer is awaited at most a
   * little longer (the client's query_timeout: a hung server never holds a request). Default 10 s.
   */
  queryTimeoutMs?: number;
  /** Where the pool tells of a connection lost while idle (default console.warn). */
  log?: (entry: Record<string, unknown>) => void;
}

/** Rejects with `DatabaseTimeout` when `work` has not settled within `ms`. */
export class DatabaseTimeout extends Error {
  constructor(ms: number) {
    super(`The database did not answer within ${ms} ms`);
    this.name = 'DatabaseTimeout';
  }
}

export function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new DatabaseTimeout(ms)), ms);
  });
  work.catch(() => {});
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** drizzle/ beside src/ (from source) or beside dist/ (bundled): the first one up from here. */
export function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let step = 0; step < 5; step += 1) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = dirname(dir);
  }
  throw new Error('The migrations folder (packages/server/drizzle) was not found');
}

/** The folder on disk of a PGlite data directory (`path` or `file://path`); null for `memory://` and the like. */
export function pgliteFolder(dir: string): string | null {
  if (dir.startsWith('file://')) return dir.slice('file://'.length);
  return /^[a-z]+:\/\//i.test(dir) ? null : dir;
}

export function openDatabase(options: DatabaseOptions = {}): Database {
  const folder = migrationsFolder();
  if (options.url) {
    const connectTimeoutMs = options.connectTimeoutMs ?? 3_000;
    const queryTimeoutMs = options.queryTimeoutMs ?? 10_000;
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // The wait for a connection of a full pool, and for a new connection to open.
      connectionTimeoutMillis: connectTimeoutMs,
      statement_timeout: queryTimeoutMs,
      // A server that stopped answering: the client gives up a moment after the server would have.
      query_timeout: queryTimeoutMs + 1_000,
      idle_in_transaction_session_timeout: queryTimeoutMs * 2,
      keepAlive: true,
      application_name: 'chorus-server',
    });
    // A connection that ends while idle in the pool (the database restarted, a proxy dropped it) is an 'error'
    // event of the pool: without a listener it would end the process. The pool drops it and opens another.
    const log = options.log ?? ((entry) => console.warn(JSON.stringify(entry)));
    pool.on('error', (error) =>
      log({ level: 'warn', message: 'an idle database connection ended', reason: databaseReason(error) }),
    );
    const db = drizzlePg(pool, { schema });
    return {
      kind: 'postgres',
      db: db as unknown as Db,
      url: options.url,
      pool,
      connectTimeoutMs,
      migrate: () => migratePg(db, { migrationsFolder: folder }),
      ping: async (timeoutMs = queryTimeoutMs) => {
        await within(db.execute(sql`select 1`), timeoutMs);
      },
      close: () => pool.end(),
    };
  }
  const dir = options.pgliteDir ?? '.data/pglite';
  // A fresh clone has no .data/ yet: PGlite makes only the last folder of the path.
  const dataFolder = pgliteFolder(dir);
  if (dataFolder) mkdirSync(dataFolder, { recursive: true });
  const client = new PGlite(dir);
  const db = drizzlePglite(client, { schema });
  return {
    kind: 'pglite',
    db: db as unknown as Db,
    pglite: client,
    migrate: () => migratePglite(db, { migrationsFolder: folder }),
    ping: async (timeoutMs = 10_000) => {
      await within(db.execute(sql`select 1`), timeoutMs);
    },
    close: () => client.close(),
  };
}
