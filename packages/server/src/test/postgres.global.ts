import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// biome-ignore lint/correctness/noUndeclaredDependencies: a test-only setup; vitest is the workspace's test runner.
import type { TestProject } from 'vitest/node';

/**
 * Vitest globalSetup of the `server` project: ONE PostgreSQL cluster for the run, in a temporary folder, on a
 * free loopback port; each test file makes its own database on it (test/postgres.ts). Everything is removed at
 * the end. Without PostgreSQL's binaries (Debian's `postgresql`; `.ci/run` installs it) the PostgreSQL tests
 * skip with a message.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    /** postgres://… of the cluster's maintenance database, or '' when PostgreSQL is not installed. */
    postgresAdminUrl: string;
    postgresMissing: string;
  }
}

function findBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export default async function setup(project: TestProject) {
  const bin = findBin();
  if (!bin) {
    project.provide('postgresAdminUrl', '');
    project.provide(
      'postgresMissing',
      "PostgreSQL's binaries are not installed (/usr/lib/postgresql/*/bin/initdb): apt-get install postgresql",
    );
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'chorus-pg-'));
  const root = process.getuid?.() === 0;
  // initdb refuses to run as root: the cluster belongs to the postgres user.
  const as = (command: string, args: string[]) =>
    root
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, command), args, { stdio: 'pipe' });
  if (root) {
    const ids = execFileSync('id', ['-u', 'postgres']).toString().trim();
    const group = execFileSync('id', ['-g', 'postgres']).toString().trim();
    chownSync(dir, Number(ids), Number(group));
  }
  const port = await freePort();
  const data = join(dir, 'data');
  as('initdb', ['-D', data, '-A', 'trust', '-U', 'chorus', '--no-sync']);
  as('pg_ctl', [
    '-D',
    data,
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
    '-l',
    join(dir, 'log'),
    '-w',
    'start',
  ]);
  project.provide('postgresAdminUrl', `postgres://chorus@127.0.0.1:${port}/postgres`);
  project.provide('postgresMissing', '');
  return () => {
    try {
      as('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}
