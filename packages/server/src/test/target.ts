import { accessTokenFor } from '@chorus/mock-handlers/domain';
import type { TestTarget } from '../../../mock-handlers/src/test/server';
import { type RunningServer, startServer } from '../app';
import type { DatabaseOptions } from '../db/database';
import { loadEverything } from '../store/data';
import { dumpDatabase, resetDatabase } from '../store/seed';

/**
 * The server as a target of the contract tests (packages/mock-handlers/src/test/server.ts): one server per test
 * file, in process, over HTTP on loopback, on PGlite in memory (or the database given); reset = empty every
 * table and seed again.
 */
export function serverTarget(database: DatabaseOptions = { pgliteDir: 'memory://' }): TestTarget & {
  running(): RunningServer;
} {
  let running: RunningServer | null = null;
  const current = () => {
    if (!running) throw new Error('The test server is not started');
    return running;
  };
  return {
    name: 'server',
    origin: () => current().url,
    running: current,
    async start() {
      if (running) return;
      running = await startServer({
        port: 0,
        database,
        jwtSecret: 'contract-tests-secret',
        log: false,
        seed: false,
        allowedOrigins: [],
      });
    },
    async stop() {
      await running?.stop(1000);
      running = null;
    },
    async reset() {
      const server = current();
      server.presence.length = 0;
      await resetDatabase(server.database.db);
    },
    afterEach() {},
    snapshot: () => dumpDatabase(current().database.db),
    accessToken: (uid, now, authTime) => accessTokenFor(current().auth, uid, now, authTime),
    stored: () => loadEverything(current().database.db),
  };
}
