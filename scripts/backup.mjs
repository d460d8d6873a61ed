// Backups of a Chorus server's database, and their restore. The same environment as the server (docs/server.md):
// DATABASE_URL set, PostgreSQL; unset, the PGlite folder PGLITE_DIR (default .data/pglite).
//
//   node scripts/backup.mjs dump [file]              PostgreSQL: `pg_dump --format=custom` (a consistent snapshot
//                                                    while the servers run) to file, default
//                                                    backups/chorus-<time>.dump.
//                                                    PGlite: the folder as a .tar.gz (default
//                                                    backups/chorus-pglite-<time>.tar.gz), taken under the folder's
//                                                    lock: refused while a server holds it (stop the server first).
//   node scripts/backup.mjs restore <file> [--clean] PostgreSQL: `pg_restore` into DATABASE_URL's database, which must
//                                                    be empty (a new one), or with --clean its objects are dropped
//                                                    first; one transaction: all or nothing.
//                                                    PGlite: the folder from the archive, under its lock; an existing
//                                                    folder is refused, or with --clean kept aside as
//                                                    <folder>.before-restore-<time>.
//
// The PostgreSQL tools (pg_dump, pg_restore, psql) come from PG_BIN, else PATH, else Debian's newest
// /usr/lib/postgresql/<n>/bin; pg_dump must be the server's major version or newer. Exit codes: 0 done, 1 failed
// (nothing changed), 2 wrong usage. Tested by scripts/backup.test.ts.
import { execFile } from 'node:child_process';
import {
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const exec = promisify(execFile);

export class BackupError extends Error {}

const stamp = () =>
  new Date()
    .toISOString()
    .replace(/[:.]/g, '-')
    .replace(/-\d{3}Z$/, 'Z');

/** The folder of pg_dump, pg_restore and psql, or null. */
export function postgresTools(env = process.env) {
  const candidates = [env.PG_BIN, ...(env.PATH ?? '').split(':')].filter(Boolean);
  for (const dir of candidates)
    if (existsSync(join(dir, 'pg_dump')) && existsSync(join(dir, 'pg_restore'))) return dir;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((name) => existsSync(join(base, name, 'bin/pg_dump')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(base, versions[0], 'bin') : null;
}

function tools(env) {
  const dir = postgresTools(env);
  if (!dir)
    throw new BackupError(
      'pg_dump and pg_restore were not found: install PostgreSQL’s client tools or set PG_BIN',
    );
  return (name) => join(dir, name);
}

async function run(command, args) {
  try {
    return await exec(command, args, { maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    throw new BackupError(`${basename(command)} failed: ${(error.stderr || error.message).trim()}`);
  }
}

/** The tables in the database's own schemas (the server's and drizzle's migrations table). */
async function tableCount(tool, url) {
  const { stdout } = await run(tool('psql'), [
    '--no-psqlrc',
    '--tuples-only',
    '--no-align',
    '--dbname',
    url,
    '--command',
    "select count(*) from pg_catalog.pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
  ]);
  return Number(stdout.trim());
}

async function dumpPostgres(env, file) {
  const tool = tools(env);
  const partial = `${file}.partial`;
  await run(tool('pg_dump'), ['--format=custom', '--file', partial, '--dbname', env.DATABASE_URL]);
  renameSync(partial, file);
}

async function restorePostgres(env, file, clean) {
  const tool = tools(env);
  const url = env.DATABASE_URL;
  if (!clean && (await tableCount(tool, url)) > 0)
    throw new BackupError(
      'The database is not empty: restore into a new database (createdb), or pass --clean to drop its objects first',
    );
  await run(tool('pg_restore'), [
    '--dbname',
    url,
    // The objects belong to the user restoring them (another cluster may have other roles).
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    ...(clean ? ['--clean', '--if-exists'] : []),
    file,
  ]);
}

// The PGlite folder's lock: the server's own protocol (packages/server/src/db/dataLock.ts): `<folder>.lock` holds
// {pid, host, token, since}, made atomically (written aside, then hard-linked in). It is stale when its holder is
// gone: on this host its pid no longer runs; from another host it has not been touched for a minute.
function lockHolder(lockFile) {
  let record;
  try {
    record = JSON.parse(readFileSync(lockFile, 'utf8'));
  } catch {
    return null;
  }
  if (typeof record.pid !== 'number' || typeof record.host !== 'string') return null;
  if (record.host === hostname()) {
    try {
      process.kill(record.pid, 0);
      return record;
    } catch (error) {
      return error.code === 'EPERM' ? record : null;
    }
  }
  try {
    return Date.now() - statSync(lockFile).mtimeMs > 60_000 ? null : record;
  } catch {
    return null;
  }
}

function lockFolder(folder) {
  const lockFile = `${folder}.lock`;
  const record = {
    pid: process.pid,
    host: hostname(),
    token: Math.random().toString(16).slice(2),
    since: new Date().toISOString(),
  };
  const aside = `${lockFile}.${process.pid}.${record.token}`;
  mkdirSync(dirname(folder), { recursive: true });
  writeFileSync(aside, `${JSON.stringify(record)}\n`);
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        linkSync(aside, lockFile);
        break;
      } catch (error) {
        if (error.code !== 'EEXIST') throw error;
      }
      const holder = lockHolder(lockFile);
      if (holder || attempt > 0)
        throw new BackupError(
          `The PGlite folder ${folder} is in use by a Chorus server (pid ${holder?.pid ?? '?'} on ${holder?.host ?? '?'}): stop it first (one writer; a copy taken while it writes could not be restored)`,
        );
      try {
        renameSync(lockFile, `${lockFile}.stale.${record.token}`);
        unlinkSync(`${lockFile}.stale.${record.token}`);
      } catch {
        // Taken over by another meanwhile: the next attempt sees it.
      }
    }
  } finally {
    unlinkSync(aside);
  }
  return () => {
    try {
      if (JSON.parse(readFileSync(lockFile, 'utf8')).token === record.token) unlinkSync(lockFile);
    } catch {
      // Gone already.
    }
  };
}

function pgliteFolder(env) {
  const dir = env.PGLITE_DIR?.trim() || '.data/pglite';
  if (dir.startsWith('memory://'))
    throw new BackupError('PGLITE_DIR is memory://: there is nothing on disk to back up');
  return resolve(dir.replace(/^file:\/\//, ''));
}

async function dumpPglite(env, file) {
  const folder = pgliteFolder(env);
  if (!existsSync(folder)) throw new BackupError(`The PGlite folder ${folder} does not exist`);
  const release = lockFolder(folder);
  try {
    const partial = `${file}.partial`;
    await run('tar', ['-C', dirname(folder), '-czf', partial, basename(folder)]);
    renameSync(partial, file);
  } finally {
    release();
  }
}

async function restorePglite(env, file, clean) {
  const folder = pgliteFolder(env);
  const release = lockFolder(folder);
  try {
    const present = existsSync(folder) && readdirSync(folder).length > 0;
    if (present && !clean)
      throw new BackupError(
        `The PGlite folder ${folder} exists: move it away, or pass --clean to keep it aside`,
      );
    const unpacked = mkdtempSync(join(dirname(folder), '.restore-'));
    try {
      await run('tar', ['-C', unpacked, '-xzf', file]);
      const [top, ...more] = readdirSync(unpacked);
      if (!top || more.length > 0)
        throw new BackupError(`${file} is not a PGlite backup (one folder expected)`);
      if (existsSync(folder)) {
        if (present) renameSync(folder, `${folder}.before-restore-${stamp()}`);
        else rmSync(folder, { recursive: true });
      }
      renameSync(join(unpacked, top), folder);
    } finally {
      rmSync(unpacked, { recursive: true, force: true });
    }
  } finally {
    release();
  }
}

/** Writes a backup of the configured database to `file` (or a new one in backups/); resolves with its path. */
export async function dump(env = process.env, file = undefined) {
  const postgres = Boolean(env.DATABASE_URL?.trim());
  const target = resolve(
    file ?? join('backups', `chorus-${postgres ? '' : 'pglite-'}${stamp()}.${postgres ? 'dump' : 'tar.gz'}`),
  );
  mkdirSync(dirname(target), { recursive: true });
  await (postgres ? dumpPostgres(env, target) : dumpPglite(env, target));
  return target;
}

/** Restores `file` into the configured database (empty, or `clean`). */
export async function restore(env = process.env, file, { clean = false } = {}) {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist`);
  await (env.DATABASE_URL?.trim() ? restorePostgres(env, file, clean) : restorePglite(env, file, clean));
}

const USAGE =
  'Usage: node scripts/backup.mjs dump [file] | restore <file> [--clean]   (docs/server.md: Backups)';

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [command, ...rest] = process.argv.slice(2);
  const clean = rest.includes('--clean');
  const [file] = rest.filter((arg) => arg !== '--clean');
  const where = process.env.DATABASE_URL?.trim()
    ? 'PostgreSQL'
    : `PGlite (${process.env.PGLITE_DIR || '.data/pglite'})`;
  try {
    if (command === 'dump') {
      console.log(`Backed up ${where} to ${await dump(process.env, file)}`);
    } else if (command === 'restore' && file) {
      await restore(process.env, file, { clean });
      console.log(`Restored ${file} into ${where}`);
    } else {
      console.error(USAGE);
      process.exit(2);
    }
  } catch (error) {
    console.error(error instanceof BackupError ? error.message : error);
    process.exit(1);
  }
}
