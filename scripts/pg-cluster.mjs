// A throw-away PostgreSQL cluster for tests and benchmarks: initdb in a temporary folder, started on a free loopback
// port (a Unix socket in the same folder), trust authentication for one user, fsync off; `stop()` stops it and
// removes the folder. Needs Debian's `postgresql` (initdb and pg_ctl on PATH or in /usr/lib/postgresql/*/bin; .ci/run
// installs it). As root (a CI container) the cluster runs as the `postgres` user, since PostgreSQL refuses root.
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './lib.mjs';

const exec = promisify(execFile);

/** The folder of initdb and pg_ctl: on PATH, else Debian's newest /usr/lib/postgresql/<n>/bin; null when absent. */
export function postgresBin() {
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (dir && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) {
      return dirname(realpathSync(join(dir, 'initdb')));
    }
  }
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((name) => existsSync(join(base, name, 'bin/initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(base, versions[0], 'bin') : null;
}

/** Starts a cluster; resolves with its connection URL and `stop()`. Rejects when PostgreSQL is not installed. */
export async function startPostgres({ user = 'chorus', database = 'chorus' } = {}) {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed (initdb and pg_ctl were not found)');
  const dir = mkdtempSync(join(tmpdir(), 'chorus-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const as = (command, args) =>
    asRoot
      ? exec('runuser', ['-u', 'postgres', '--', join(bin, command), ...args])
      : exec(join(bin, command), args);
  if (asRoot) {
    const { stdout } = await exec('id', ['-u', 'postgres']);
    const { stdout: gid } = await exec('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
  try {
    await as('initdb', ['-D', data, '-U', user, '--auth=trust', '-E', 'UTF8', '--no-sync', '--locale=C']);
    await as('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', '-t', '60', 'start']);
    if (database !== 'postgres') {
      await exec(join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', user, database]);
    }
  } catch (error) {
    await as('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {});
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  let stopped = false;
  /** The postmaster and its children (the fault tests stop and continue them all). */
  const pids = async () => {
    const postmaster = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const { stdout } = await exec('pgrep', ['-P', String(postmaster)]).catch(() => ({ stdout: '' }));
    return [postmaster, ...stdout.split('\n').filter(Boolean).map(Number)];
  };
  const signal = async (name) => {
    for (const pid of await pids()) {
      try {
        process.kill(pid, name);
      } catch {
        // Gone meanwhile.
      }
    }
  };
  return {
    url: `postgres://${user}@127.0.0.1:${port}/${database}`,
    port,
    async restart() {
      await as('pg_ctl', ['-D', data, '-m', 'fast', '-l', join(dir, 'log'), '-w', '-t', '60', 'restart']);
    },
    /** The first half of a restart, for as long as the caller likes: stopped (fast: sessions cut), data kept. */
    async down() {
      await as('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']);
    },
    /** The second half: started again on the same port with the same settings. */
    async up() {
      await as('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', '-t', '60', 'start']);
    },
    pause: () => signal('SIGSTOP'),
    resume: () => signal('SIGCONT'),
    async stop() {
      if (stopped) return;
      stopped = true;
      await signal('SIGCONT').catch(() => {});
      await as('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
