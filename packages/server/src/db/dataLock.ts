/**
 * A PGlite data folder has one writer: PGlite is PostgreSQL inside one process, so two servers on one folder each
 * see only their own writes and overwrite each other's. The writer holds `<folder>.lock` (beside the folder, so a
 * copy of the folder does not carry it): its pid, host and start, made atomically (written aside, then linked in).
 *
 * A lock is stale, and taken over, when its writer is gone: on this host, its pid no longer runs (or is this very
 * process, which does not hold it: a restarted container is pid 1 again); on another host (a shared volume), it
 * has not been refreshed for a while (the holder touches it every `HEARTBEAT_MS`).
 */
import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, renameSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { resolve } from 'node:path';

const HEARTBEAT_MS = 10_000;
/** A lock from another host not refreshed for this long is stale. */
const STALE_MS = 6 * HEARTBEAT_MS;

interface LockRecord {
  pid: number;
  host: string;
  token: string;
  since: string;
}

export class FolderInUse extends Error {
  readonly folder: string;
  readonly lockFile: string;
  constructor(folder: string, lockFile: string, holder: LockRecord) {
    super(
      `The PGlite folder ${folder} is in use by another Chorus server (pid ${holder.pid} on ${holder.host}, since ${holder.since}). ` +
        'A PGlite folder has one writer: stop that server, or give this one another PGLITE_DIR (several instances share a PostgreSQL server: DATABASE_URL). ' +
        `If no server runs there, delete ${lockFile}.`,
    );
    this.name = 'FolderInUse';
    this.folder = folder;
    this.lockFile = lockFile;
  }
}

/** The folders this process holds (a second server in the same process is refused as well). */
const held = new Set<string>();

function read(lockFile: string): LockRecord | null {
  try {
    const record = JSON.parse(readFileSync(lockFile, 'utf8')) as LockRecord;
    return typeof record.pid === 'number' && typeof record.host === 'string' ? record : null;
  } catch {
    return null;
  }
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function stale(lockFile: string, record: LockRecord | null, folder: string): boolean {
  if (!record) return true;
  if (record.host === hostname()) {
    if (record.pid === process.pid) return !held.has(folder);
    return !running(record.pid);
  }
  try {
    return Date.now() - statSync(lockFile).mtimeMs > STALE_MS;
  } catch {
    return true;
  }
}

/** Takes the folder's lock, or throws `FolderInUse`. Returns the release (also run at the process's exit). */
export function lockDataFolder(dataFolder: string): () => void {
  const folder = resolve(dataFolder);
  const lockFile = `${folder}.lock`;
  const record: LockRecord = {
    pid: process.pid,
    host: hostname(),
    token: randomBytes(8).toString('hex'),
    since: new Date().toISOString(),
  };
  const aside = `${lockFile}.${process.pid}.${record.token}`;
  writeFileSync(aside, `${JSON.stringify(record)}\n`);
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        linkSync(aside, lockFile);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = read(lockFile);
      if (attempt > 0 || !stale(lockFile, holder, folder))
        throw new FolderInUse(
          dataFolder,
          lockFile,
          holder ?? { pid: 0, host: 'unknown', token: '', since: '?' },
        );
      // Stale: moved aside first (of two instances taking it over, one moves it), then removed.
      const removed = `${lockFile}.stale.${record.token}`;
      try {
        renameSync(lockFile, removed);
        unlinkSync(removed);
      } catch {
        // Another instance took it over first: the next attempt finds its lock.
      }
    }
  } finally {
    unlinkSync(aside);
  }
  held.add(folder);
  const heartbeat = setInterval(() => {
    try {
      const now = new Date();
      utimesSync(lockFile, now, now);
    } catch {
      // Removed by hand: the next start takes it again.
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearInterval(heartbeat);
    held.delete(folder);
    process.off('exit', release);
    if (read(lockFile)?.token === record.token) {
      try {
        unlinkSync(lockFile);
      } catch {
        // Already gone.
      }
    }
  };
  process.on('exit', release);
  return release;
}
