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
  /** Applies the migrations in drizzle/ not applied yet (the same on PGlite and PostgreSQL). */
  migrate(): Promise<void>;
  /** A cheap query: the database answers. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… : a PostgreSQL server (a pool of connections). */
  url?: string;
  /** Without `url`: PGlite's data folder, or `memory://` (nothing kept). */
  pgliteDir?: string;
  /** Connections of the pool (PostgreSQL only). */
  poolSize?: number;
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
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    const db = drizzlePg(pool, { schema });
    return {
      kind: 'postgres',
      db: db as unknown as Db,
      url: options.url,
      migrate: () => migratePg(db, { migrationsFolder: folder }),
      ping: async () => {
        await db.execute(sql`select 1`);
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
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}
