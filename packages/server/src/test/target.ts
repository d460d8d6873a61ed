import { accessTokenFor } from '@chorus/domain';
import { testFirebaseOptions } from '../../../mock-handlers/src/test/firebaseKeys';
import { quickUser, type TestTarget } from '../../../mock-handlers/src/test/server';
import { type RunningServer, startServer } from '../app';
import type { DatabaseOptions } from '../db/database';
import { scryptHash } from '../store/auth';
import { loadEverything } from '../store/data';
import { dumpDatabase, resetDatabase } from '../store/seed';

/**
 * The servers started for the tests of this worker, by database: the `server` project runs its files without
 * isolation (vitest.config.ts), so the files of one worker share one server and pay PGlite's start-up and the
 * migrations once instead of once per file. Each test still starts from the seed (`reset`).
 */
const shared = new Map<string, Promise<RunningServer>>();

/**
 * The server as a target of the contract tests (packages/mock-handlers/src/test/server.ts): in process, over
 * HTTP on loopback, on PGlite in memory (or the database given), shared by the test files of a worker; reset =
 * empty every table and seed again.
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
      const key = JSON.stringify(database);
      let server = shared.get(key);
      if (!server) {
        server = startServer({
          port: 0,
          database,
          jwtSecret: 'contract-tests-secret',
          log: false,
          // The suite's bursts of scrypt sign-ins on 2 busy cores can outlast a production deadline (15 s).
          requestTimeoutMs: 60_000,
          seed: false,
          allowedOrigins: [],
          firebase: testFirebaseOptions,
        });
        shared.set(key, server);
      }
      running = await server;
    },
    async stop() {
      // The next test file of this worker reuses the server; the worker's end closes it.
      running = null;
    },
    async reset() {
      const server = current();
      await resetDatabase(server.database.db);
      // As the mock's reset does: each test starts with no guest link tried (the files of a worker share a server).
      server.guestTries.clear();
    },
    afterEach() {},
    snapshot: () => dumpDatabase(current().database.db),
    accessToken: (uid, now, authTime) => accessTokenFor(current().auth, uid, now, authTime),
    stored: () => loadEverything(current().database.db),
    // The test hook of sign-in throttling: an account whose scrypt hash has a low cost (N = 2^10).
    async addQuickUser(email, password) {
      const { auth } = current();
      const seeded = await auth.findUserByUid('user-host');
      if (!seeded) throw new Error('no seeded host');
      const salt = `salt-${email}`;
      const cost = 2 ** 10;
      await auth.addUser(
        quickUser(seeded, email, { salt, hash: await scryptHash(password, salt, cost), iterations: cost }),
      );
    },
  };
}
