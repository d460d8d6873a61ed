import { randomBytes } from 'node:crypto';
import pg from 'pg';
// biome-ignore lint/correctness/noUndeclaredDependencies: a test-only helper; vitest is the workspace's test runner.
import { inject } from 'vitest';

/**
 * The PostgreSQL of the run (test/postgres.global.ts): `postgresReason()` says why the tests skip ('' when
 * it runs); `createTestDatabase()` makes a fresh database for one test file and returns its URL and a drop.
 */
export const postgresSkipReason = (): string => inject('postgresMissing');

export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = inject('postgresAdminUrl');
  const name = `chorus_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = admin.replace(/\/postgres$/, `/${name}`);
  return {
    url,
    async drop() {
      const dropper = new pg.Client({ connectionString: admin });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
