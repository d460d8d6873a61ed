import { existsSync, mkdirSync, readFileSync } from 'node:fs';
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
import { lockDataFolder } from './dataLock';
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
  /** Applies the migrations in drizzle/ not applied yet (the same on PGlite and PostgreSQL): `prepare`'s. */
  migrate(): Promise<void>;
  /**
   * Start-up's work on the schema, under the migration lock (PostgreSQL's advisory lock: of several instances
   * starting at once one works, the others wait and find it done): applies the migrations (with `migrate`),
   * refuses a schema this server does not know (newer, or behind without `migrate`: `SchemaMismatch`), then
   * runs `seed` still under the lock. Resolves with the number of migrations applied.
   */
  prepare(options: { migrate: boolean; seed?: (db: Db) => Promise<unknown> }): Promise<{ applied: number }>;
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
  /** Waiting for a connection, a new one or a free one of the pool, at most this long (default 5 s). */
  connectTimeoutMs?: number;
  /**
   * A statement runs at most this long (PostgreSQL's statement_timeout), and an answer is awaited at most a
   * little longer (the client's query_timeout: a hung server never holds a request). Default 10 s.
   */
  queryTimeoutMs?: number;
  /** Where the pool tells of a connection lost while idle (default console.warn). */
  log?: (entry: Record<string, unknown>) => void;
  /**
   * Told of every statement the server's requests send (its SQL and parameters), before it runs: the query-plan
   * test explains each one, the server bench counts them per write.
   */
  logQuery?: (query: string, params: unknown[]) => void;
}

/**
 * The cluster a new PGlite database of this process starts from, instead of making its own (PGlite's initdb: 3-4 s
 * of CPU each): `dumpDataDir`'s tarball of a freshly made, empty cluster. For a process that makes many databases
 * (the server's tests: packages/server/src/test/setup.ts); a server never sets it. Only an empty folder or
 * `memory://` starts from it; the migrations run on it as on any new database.
 */
let newPgliteFrom: Blob | undefined;
export function startNewPgliteFrom(template: Blob | undefined): void {
  newPgliteFrom = template;
}

/** drizzle's logger for `logQuery` (none without it). */
const queryLogger = (options: DatabaseOptions) =>
  options.logQuery ? { logger: { logQuery: options.logQuery } } : {};

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

/** The schema is not the one this server knows: newer (a later version migrated it) or not migrated yet. */
export class SchemaMismatch extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SchemaMismatch';
  }
}

/** The migrations this server carries (drizzle/meta/_journal.json): their tags and times, oldest first. */
export function knownMigrations(folder = migrationsFolder()): { tag: string; when: number }[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when })).sort((a, b) => a.when - b.when);
}

/** The times of the migrations applied to `db` (drizzle's own table; none on an empty database). */
async function appliedMigrations(db: Db): Promise<number[]> {
  const exists = (await db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  )) as unknown as { rows: { present: boolean }[] };
  if (!exists.rows[0]?.present) return [];
  const rows = (await db.execute(sql`select created_at from drizzle.__drizzle_migrations`)) as unknown as {
    rows: { created_at: string | number }[];
  };
  return rows.rows.map((row) => Number(row.created_at));
}

/** A key of PostgreSQL's advisory locks that only the Chorus server's migrations take. */
export const MIGRATION_LOCK_KEY = 7_281_906_515;

async function prepareOn(
  db: Db,
  migrate: (db: Db) => Promise<void>,
  options: { migrate: boolean; seed?: (db: Db) => Promise<unknown> },
): Promise<{ applied: number }> {
  const known = knownMigrations();
  const latest = known.at(-1)?.when ?? 0;
  const before = await appliedMigrations(db);
  if (before.some((when) => when > latest))
    throw new SchemaMismatch(
      `The database's schema is newer than this server knows (its last migration is ${known.at(-1)?.tag}): it was migrated by a later version. Run that version, or restore the backup taken before the upgrade.`,
    );
  if (options.migrate) await migrate(db);
  const after = await appliedMigrations(db);
  const missing = known.filter((migration) => !after.includes(migration.when));
  if (missing.length > 0)
    throw new SchemaMismatch(
      `The database's schema is not migrated (missing ${missing.map((migration) => migration.tag).join(', ')}): run \`node packages/server/dist/main.js migrate\` first (or start with CHORUS_MIGRATE=auto).`,
    );
  await options.seed?.(db);
  return { applied: after.length - before.length };
}

export function openDatabase(options: DatabaseOptions = {}): Database {
  const folder = migrationsFolder();
  if (options.url) {
    const connectTimeoutMs = options.connectTimeoutMs ?? 5_000;
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
    const db = drizzlePg(pool, { schema, ...queryLogger(options) });
    // The migrations run on a session of their own: it holds the advisory lock, and has no statement timeout
    // (a migration may take long; a pool's session would cancel it).
    const prepare: Database['prepare'] = async (work) => {
      const session = new pg.Client({
        connectionString: options.url,
        connectionTimeoutMillis: connectTimeoutMs,
        application_name: 'chorus-server migrate',
      });
      session.on('error', () => {});
      await session.connect();
      try {
        const waiting = setTimeout(
          () => log({ level: 'info', message: 'waiting for another instance’s migrations (advisory lock)' }),
          2_000,
        );
        try {
          await session.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        } finally {
          clearTimeout(waiting);
        }
        const locked = drizzlePg(session, { schema });
        return await prepareOn(
          locked as unknown as Db,
          () => migratePg(locked, { migrationsFolder: folder }),
          work,
        );
      } finally {
        await session.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        await session.end().catch(() => {});
      }
    };
    return {
      kind: 'postgres',
      db: db as unknown as Db,
      url: options.url,
      pool,
      connectTimeoutMs,
      migrate: async () => {
        await prepare({ migrate: true });
      },
      prepare,
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
  // One writer per folder: a second server on it is refused here, before PGlite opens it.
  const release = dataFolder ? lockDataFolder(dataFolder) : () => {};
  let client: PGlite;
  try {
    const fresh = !dataFolder || !existsSync(join(dataFolder, 'PG_VERSION'));
    client = new PGlite(dir, fresh && newPgliteFrom ? { loadDataDir: newPgliteFrom } : undefined);
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite(client, { schema, ...queryLogger(options) });
  // One process, one writer (the folder's lock): nothing to wait for.
  const prepare: Database['prepare'] = (work) =>
    prepareOn(db as unknown as Db, () => migratePglite(db, { migrationsFolder: folder }), work);
  return {
    kind: 'pglite',
    db: db as unknown as Db,
    pglite: client,
    migrate: async () => {
      await prepare({ migrate: true });
    },
    prepare,
    ping: async (timeoutMs = 10_000) => {
      await within(db.execute(sql`select 1`), timeoutMs);
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}
