import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from './app';
import { knownMigrations } from './db/database';
import { createTestDatabase, postgresSkipReason } from './test/postgres';

/**
 * Migrations and the seed from several instances at once (issue 28): on an empty PostgreSQL database, instances
 * started together all start (one migrates and seeds under an advisory lock, the others wait and find it done).
 */
const reason = postgresSkipReason();

describe.skipIf(Boolean(reason))('instances started together on an empty database', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  }, 60_000);
  afterAll(() => database?.drop());

  it('all start; the schema is migrated once and the demo seeded once', async () => {
    const starts = Array.from({ length: 3 }, () =>
      startServer({
        port: 0,
        database: { url: database.url },
        jwtSecret: 'migrate-tests',
        log: false,
        seed: true,
      }),
    );
    const settled = await Promise.allSettled(starts);
    const servers = settled.flatMap((entry) => (entry.status === 'fulfilled' ? [entry.value] : []));
    try {
      expect(
        settled.map((entry) => (entry.status === 'fulfilled' ? 'started' : String(entry.reason))),
      ).toEqual(['started', 'started', 'started']);
      const db = (servers[0] as RunningServer).database.db;
      const count = async (query: ReturnType<typeof sql>) =>
        ((await db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]?.n;
      expect(await count(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).toBe(
        knownMigrations().length,
      );
      expect(await count(sql`select count(*)::int as n from users where email = 'host@chorus.dev'`)).toBe(1);
      for (const server of servers) expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    } finally {
      await Promise.all(servers.map((server) => server.stop(1_000)));
    }
  }, 120_000);
});
