import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresTools } from './backup.mjs';
import { type PostgresCluster, postgresBin, startPostgres } from './pg-cluster.mjs';
import { buildServerIfStale } from './server-dist.mjs';
import {
  call,
  type Env,
  freePort,
  runNode,
  serverCommand,
  startServerProcess,
  stopServerProcesses,
} from './server-process';

/**
 * Backups restored (scripts/backup.mjs, docs/server.md "Backups and restore"): data written through the built
 * server's API is back, through the server, after the database was lost and the backup restored. On PostgreSQL
 * (pg_dump --format=custom, pg_restore into a new database) and on a PGlite folder (copied under its lock).
 */
const root = join(import.meta.dirname, '..');
const SERVE = ['node', 'packages/server/dist/main.js'];
const SECRET = 'backup-test-secret';
const ADMIN = { email: 'ada@example.org', name: 'Ada Admin', password: 'correct horse battery staple' };
const backup = (args: string[], env: Env) => runNode(root, ['scripts/backup.mjs', ...args], env);

const pgReason =
  !postgresBin() || !postgresTools()
    ? 'PostgreSQL is not installed (initdb, pg_ctl, pg_dump and pg_restore were not found)'
    : '';

let folder = '';
beforeAll(async () => {
  expect(await buildServerIfStale()).toBe(0);
  folder = mkdtempSync(join(tmpdir(), 'chorus-backup-'));
}, 120_000);
afterAll(async () => {
  await stopServerProcesses();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** Signs the administrator in on `base` and reads an initiative: its title, or the status that refused it. */
async function titleOf(base: string, id: string): Promise<string | number> {
  const signIn = await call(base, '/api/auth', { email: ADMIN.email, password: ADMIN.password });
  if (signIn.status !== 200) return signIn.status;
  const item = await call(
    base,
    `/api/initiatives/item?id=${encodeURIComponent(id)}`,
    undefined,
    String(signIn.body.access_token),
  );
  return item.status === 200 ? String(item.body.title) : item.status;
}

describe.skipIf(Boolean(pgReason))(`on PostgreSQL${pgReason ? ` (skipped: ${pgReason})` : ''}`, () => {
  let cluster: PostgresCluster;
  beforeAll(async () => {
    cluster = await startPostgres();
  }, 60_000);
  afterAll(() => cluster?.stop());

  it('a dump restored into a new database after the old one was dropped gives the server its data back', async () => {
    const env = { DATABASE_URL: cluster.url, NODE_ENV: 'production', JWT_SECRET: SECRET, LOG: '0' };
    expect((await serverCommand(root, ['migrate'], env)).code).toBe(0);
    const admin = await serverCommand(root, ['create-admin', '--email', ADMIN.email, '--name', ADMIN.name], {
      ...env,
      CHORUS_ADMIN_PASSWORD: ADMIN.password,
    });
    expect(admin.code, admin.stderr).toBe(0);

    // Written through the API.
    const serveEnv = { ...env, CHORUS_MIGRATE: 'off', HOST: '127.0.0.1', PORT: String(await freePort()) };
    const before = await startServerProcess(root, SERVE, serveEnv);
    let id = '';
    try {
      const signIn = await call(before.url, '/api/auth', { email: ADMIN.email, password: ADMIN.password });
      expect(signIn.status).toBe(200);
      const saved = await call(
        before.url,
        '/api/initiatives/item/save',
        { title: 'Kept through a restore' },
        String(signIn.body.access_token),
      );
      expect(saved.status).toBe(200);
      id = String(saved.body.id);
    } finally {
      await before.stop();
    }

    const file = join(folder, 'chorus.dump');
    const dumped = await backup(['dump', file], env);
    expect(dumped.code, dumped.stderr).toBe(0);
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('PGDMP'); // pg_dump's custom format

    // The database is lost; a new, empty one of the same name takes its place.
    const psql = (url: string, command: string) =>
      execFileSync(join(postgresBin() as string, 'psql'), ['--no-psqlrc', '-qtA', '-d', url, '-c', command], {
        encoding: 'utf8',
      }).trim();
    psql(cluster.url.replace(/\/chorus$/, '/postgres'), 'drop database chorus');
    psql(cluster.url.replace(/\/chorus$/, '/postgres'), 'create database chorus');
    expect(
      psql(
        cluster.url,
        "select count(*) from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
      ),
    ).toBe('0');

    const restored = await backup(['restore', file], env);
    expect(restored.code, restored.stderr).toBe(0);
    // A second restore finds the database in use and changes nothing.
    const again = await backup(['restore', file], env);
    expect([again.code, again.stderr]).toEqual([1, expect.stringMatching(/not empty/)]);
    // With --clean, over itself: its objects dropped and restored in one transaction.
    const clean = await backup(['restore', file, '--clean'], env);
    expect(clean.code, clean.stderr).toBe(0);

    const after = await startServerProcess(root, SERVE, serveEnv);
    try {
      expect(await titleOf(after.url, id)).toBe('Kept through a restore');
    } finally {
      await after.stop();
    }
  }, 120_000);
});

describe('on a PGlite folder', () => {
  it('is refused while the server holds the folder, then restored after the folder was lost', async () => {
    const data = join(folder, 'pglite');
    const env = { PGLITE_DIR: data, JWT_SECRET: SECRET, LOG: '0', HOST: '127.0.0.1' };
    const file = join(folder, 'pglite.tar.gz');
    // The demo seed: the README's accounts and initiatives.
    const first = await startServerProcess(root, SERVE, {
      ...env,
      CHORUS_SEED: 'demo',
      PORT: String(await freePort()),
    });
    try {
      const refused = await backup(['dump', file], env);
      expect([refused.code, refused.stderr]).toEqual([
        1,
        expect.stringContaining(`in use by a Chorus server (pid ${first.child.pid}`),
      ]);
      expect(existsSync(file)).toBe(false);
      const restoreRefused = await backup(['restore', file], env);
      expect(restoreRefused.code).toBe(1);
    } finally {
      await first.stop();
    }

    const dumped = await backup(['dump', file], env);
    expect(dumped.code, dumped.stderr).toBe(0);
    expect(existsSync(`${data}.lock`)).toBe(false); // let go after the copy
    rmSync(data, { recursive: true });

    const restored = await backup(['restore', file], env);
    expect(restored.code, restored.stderr).toBe(0);
    // Over an existing folder only with --clean, which keeps the old one aside.
    expect((await backup(['restore', file], env)).code).toBe(1);
    expect((await backup(['restore', file, '--clean'], env)).code).toBe(0);
    expect(readdirSync(folder).filter((name) => name.startsWith('pglite.before-restore-'))).toHaveLength(1);

    // No seed this time: the demo's host signs in only because the restored folder has the account.
    const second = await startServerProcess(root, SERVE, {
      ...env,
      CHORUS_SEED: 'none',
      PORT: String(await freePort()),
    });
    try {
      const signIn = await call(second.url, '/api/auth', {
        email: 'host@chorus.dev',
        password: 'chorus-host',
      });
      expect(signIn.status).toBe(200);
      const items = await call(
        second.url,
        '/api/initiatives/items',
        undefined,
        String(signIn.body.access_token),
      );
      expect(items.status).toBe(200);
      expect((items.body as unknown as unknown[]).length).toBeGreaterThan(0);
    } finally {
      await second.stop();
    }
  }, 180_000);
});
