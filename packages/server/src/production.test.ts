import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authPaths, initiativePaths } from '@chorus/domain/contracts';
import { accessTokenFor } from '@chorus/domain';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RunningServer, startServer } from './app';
import { runCommand, serverOptions } from './cli';
import { readConfig } from './config';
import { createTestDatabase, postgresSkipReason } from './test/postgres';

/**
 * No demo in production (issue 28): the demo seed only where asked for, registrants are users, registration can
 * be by invitation or closed, and the first administrator is made from the operator's shell (create-admin).
 */
const reason = postgresSkipReason();
const SECRET = 'production-tests-secret';

async function post(server: RunningServer, path: string, body: unknown, token?: string) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary bodies
  return { status: response.status, body: (await response.json()) as any };
}

const users = async (server: RunningServer) =>
  (
    (await server.database.db.execute(sql`select email, role from users order by email`)) as unknown as {
      rows: { email: string; role: string[] }[];
    }
  ).rows;

/** The server `main.js serve` starts with this environment (port 0, quiet). */
function serveWith(env: Record<string, string>) {
  const { config, errors } = readConfig({ JWT_SECRET: SECRET, PORT: '0', LOG: '0', ...env });
  expect(errors).toEqual([]);
  return startServer(serverOptions(config, SECRET));
}

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const pgliteFolder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'chorus-production-'));
  folders.push(dir);
  return join(dir, 'pglite');
};

describe('the demo seed', () => {
  it('is off with NODE_ENV=production: an empty database has no account (PGlite)', async () => {
    const server = await serveWith({ NODE_ENV: 'production', PGLITE_DIR: pgliteFolder() });
    try {
      expect(await users(server)).toEqual([]);
      const signIn = await post(server, authPaths.signIn, {
        email: 'host@chorus.dev',
        password: 'chorus-host',
      });
      expect(signIn.body.access_token).toBeUndefined();
    } finally {
      await server.stop(1_000);
    }
  }, 60_000);

  it('is on for a development PGlite (npm run start:server), and off with CHORUS_SEED=none', async () => {
    const seeded = await serveWith({ PGLITE_DIR: pgliteFolder() });
    try {
      expect((await users(seeded)).map((user) => user.email)).toContain('host@chorus.dev');
    } finally {
      await seeded.stop(1_000);
    }
    const bare = await serveWith({ PGLITE_DIR: pgliteFolder(), CHORUS_SEED: 'none' });
    try {
      expect(await users(bare)).toEqual([]);
    } finally {
      await bare.stop(1_000);
    }
  }, 60_000);

  it('is asked for on PostgreSQL (CHORUS_SEED=demo), never given by default', () => {
    expect(readConfig({ DATABASE_URL: 'postgres://x@127.0.0.1/chorus' }).config.seed).toBe('none');
    expect(
      readConfig({ DATABASE_URL: 'postgres://x@127.0.0.1/chorus', CHORUS_SEED: 'demo' }).config.seed,
    ).toBe('demo');
    expect(readConfig({ NODE_ENV: 'production', JWT_SECRET: 'x' }).config.seed).toBe('none');
    expect(readConfig({ CHORUS_SEED: 'everything' }).errors).toEqual([
      'CHORUS_SEED must be one of demo, none (it is "everything")',
    ]);
  });
});

describe('registration on the server', () => {
  it('gives a registrant the user role, never admin (open: the development default)', async () => {
    const server = await serveWith({ PGLITE_DIR: pgliteFolder(), CHORUS_SEED: 'none' });
    try {
      const registered = await post(server, authPaths.register, {
        displayName: 'Reggie Registrant',
        email: 'reggie@example.org',
        password: 'a-long-enough-password',
      });
      expect(registered.status, JSON.stringify(registered.body)).toBe(200);
      expect(registered.body.user.role).toEqual(['user']);
      expect(await users(server)).toEqual([{ email: 'reggie@example.org', role: ['user'] }]);
    } finally {
      await server.stop(1_000);
    }
  }, 60_000);

  it('by invitation (the production default): only an invited e-mail registers; closed: nobody', async () => {
    expect(readConfig({ NODE_ENV: 'production', JWT_SECRET: 'x' }).config.registration).toBe('invite');
    const server = await serveWith({ PGLITE_DIR: pgliteFolder(), CHORUS_REGISTRATION: 'invite' });
    const register = (email: string) =>
      post(server, authPaths.register, {
        displayName: 'Ivy Invited',
        email,
        password: 'a-long-enough-password',
      });
    try {
      const refused = await register('stranger@example.org');
      expect(refused.status).toBe(403);
      expect(refused.body.error.message).toMatch(/by invitation/);
      const host = await accessTokenFor(server.auth, 'user-host');
      const invited = await post(
        server,
        initiativePaths.invite,
        { initiativeId: 'initiative-onboarding', email: 'ivy@example.org' },
        host,
      );
      expect(invited.status, JSON.stringify(invited.body)).toBe(200);
      const admitted = await register('Ivy@Example.org');
      expect(admitted.status, JSON.stringify(admitted.body)).toBe(200);
      expect(admitted.body.user.role).toEqual(['user']);
    } finally {
      await server.stop(1_000);
    }
    const closed = await serveWith({ PGLITE_DIR: pgliteFolder(), CHORUS_REGISTRATION: 'closed' });
    try {
      const refused = await post(closed, authPaths.register, {
        displayName: 'Nobody Atall',
        email: 'nobody@example.org',
        password: 'a-long-enough-password',
      });
      expect(refused.status).toBe(403);
      expect(refused.body.error.message).toMatch(/closed/);
    } finally {
      await closed.stop(1_000);
    }
    // Two servers started one after the other, each a PGlite database migrated and seeded: a minute on a loaded
    // machine.
  }, 180_000);
});

describe.skipIf(Boolean(reason))('the commands on PostgreSQL (migrate, create-admin)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  }, 60_000);
  afterAll(() => database?.drop());

  it('migrate runs from two instances at once; create-admin makes the first admin without printing the password', async () => {
    const env = { DATABASE_URL: database.url, NODE_ENV: 'production', JWT_SECRET: SECRET, LOG: '0' };
    const printed: string[] = [];
    const keep = (...args: unknown[]) => {
      printed.push(args.map(String).join(' '));
    };
    const spies = [
      vi.spyOn(console, 'log').mockImplementation(keep),
      vi.spyOn(console, 'error').mockImplementation(keep),
      vi.spyOn(console, 'warn').mockImplementation(keep),
    ];
    const password = 'correct horse battery staple';
    try {
      expect(await Promise.all([runCommand(['migrate'], env), runCommand(['migrate'], env)])).toEqual([0, 0]);
      // The server no longer migrates at start (CHORUS_MIGRATE=off): the schema is current, it starts.
      const server = await serveWith({ ...env, CHORUS_MIGRATE: 'off' });
      try {
        expect(await users(server)).toEqual([]);
        const made = await runCommand(['create-admin', '--email', 'ada@example.org', '--name', 'Ada Admin'], {
          ...env,
          CHORUS_ADMIN_PASSWORD: password,
        });
        expect(made).toBe(0);
        const signIn = await post(server, authPaths.signIn, { email: 'ada@example.org', password });
        expect(signIn.body.user.role).toEqual(['admin']);
        expect(signIn.body.user.data.userType).toBe(1);
        // Once: a second one with the same e-mail changes nothing.
        expect(
          await runCommand(['create-admin', '--email', 'ada@example.org', '--name', 'Ada Again'], {
            ...env,
            CHORUS_ADMIN_PASSWORD: 'another long password',
          }),
        ).toBe(1);
        expect(
          await runCommand(['create-admin', '--email', 'x@example.org', '--name', 'X'], {
            ...env,
            CHORUS_ADMIN_PASSWORD: 'short',
          }),
        ).toBe(2);
      } finally {
        await server.stop(1_000);
      }
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    expect(printed.join('\n')).toMatch(/Administrator ada@example.org created/);
    expect(printed.join('\n')).toMatch(/exists already/);
    expect(printed.join('\n')).not.toMatch(/correct horse|another long password|short/);
  }, 120_000);

  it('a server refuses a schema it does not know: not migrated (CHORUS_MIGRATE=off), or newer than it', async () => {
    const empty = await createTestDatabase();
    try {
      await expect(serveWith({ DATABASE_URL: empty.url, CHORUS_MIGRATE: 'off' })).rejects.toThrow(
        /not migrated \(missing 0000_init, 0001_presence, 0002_sign_in_throttle, 0003_fk_indexes, 0004_rules_revision, 0005_control_log, 0006_presence_since, 0007_guests, 0008_breakouts, 0009_decision_methods, 0010_initiative_templates, 0011_meeting_series, 0012_idea_columns\): run `node packages\/server\/dist\/main.js migrate`/,
      );
      const server = await serveWith({ DATABASE_URL: empty.url });
      await server.database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-later-version', 9999999999999)`,
      );
      await server.stop(1_000);
      await expect(serveWith({ DATABASE_URL: empty.url })).rejects.toThrow(
        /schema is newer than this server knows/,
      );
    } finally {
      await empty.drop();
    }
  }, 120_000);
});
