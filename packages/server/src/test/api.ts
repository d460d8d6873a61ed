import { initiativePaths } from '@chorus/domain/contracts';
import { eq } from 'drizzle-orm';
import { type RunningServer, startServer } from '../app';
import { openDatabase } from '../db/database';
import * as t from '../db/schema';

/** A request to a running server as `token`'s user: GET without a body, POST with one (JSON). */
// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary bodies
export async function callApi<T = any>(
  at: RunningServer,
  token: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${at.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** A new active initiative of `token`'s user (the host), titled `title` and a random suffix: its id. */
export async function newInitiative(at: RunningServer, token: string, title: string): Promise<string> {
  const created = await callApi(at, token, initiativePaths.save, {
    title: `${title} ${Math.random()}`,
    description: '',
    status: 'active',
    invite: [],
  });
  if (created.status !== 200)
    throw new Error(`initiative/save answered ${created.status}: ${JSON.stringify(created.body)}`);
  return created.body.id as string;
}

/**
 * `count` more members of an initiative, made in the tables (as the seed's attendee, each with an id and e-mail
 * of its own): `${prefix}-<initiative>-<n>`, named `${name} <n>`. Returns their ids.
 */
export async function addMembers(
  server: RunningServer,
  initiativeId: string,
  count: number,
  prefix: string,
  name: string,
): Promise<string[]> {
  const db = server.database.db;
  const ids = Array.from({ length: count }, (_, index) => `${prefix}-${initiativeId.slice(0, 8)}-${index}`);
  const [seeded] = await db.select().from(t.users).where(eq(t.users.uid, 'user-attendee'));
  await db.insert(t.users).values(
    ids.map((uid, index) => ({
      ...(seeded as typeof t.users.$inferSelect),
      uid,
      email: `${uid}@chorus.test`,
      displayName: `${name} ${index}`,
    })),
  );
  await db
    .insert(t.initiativeMembers)
    .values(ids.map((userId, index) => ({ initiativeId, userId, position: index + 1 })));
  return ids;
}

/**
 * A seeded server on an in-memory PGlite whose statements can be counted: `sent(work)` runs `work` and gives its
 * result with the statements it sent to the database and their kinds (each one's first word: select, with, …).
 */
export async function countingServer(jwtSecret: string) {
  let recording: string[] | null = null;
  const database = openDatabase({ pgliteDir: 'memory://', logQuery: (query) => recording?.push(query) });
  const server = await startServer({ port: 0, database, jwtSecret, log: false, seed: true });
  return {
    server,
    async sent<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[]; kinds: string[] }> {
      const statements: string[] = [];
      recording = statements;
      try {
        const result = await work();
        return {
          result,
          statements,
          kinds: statements.map((q) => q.trim().split(/\s+/)[0]?.toLowerCase() ?? ''),
        };
      } finally {
        recording = null;
      }
    },
  };
}
