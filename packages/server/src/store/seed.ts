import {
  type InitiativesState,
  type MeetingsState,
  type PasswordRecord,
  type StoredUser,
  demoAccounts,
  seedAuth,
  seedInitiatives,
  seedMeetings,
} from '@chorus/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import * as t from '../db/schema';
import { scryptRecord } from './auth';
import { COLLECTIONS, INITIATIVE, toRow, userToRow } from './records';

/**
 * The seed of an empty database: the mock's own seed modules (the demo accounts, one initiative with a meeting
 * ready to run, and the rest of the demo's meetings), with the demo passwords hashed by scrypt.
 */
const passwords = new Map<string, Promise<PasswordRecord>>();

/** The demo passwords' scrypt records, made once per process (resetting a test database stays fast). */
function demoPassword(email: string): Promise<PasswordRecord> | null {
  const account = demoAccounts.find((entry) => entry.email === email);
  if (!account) return null;
  let record = passwords.get(email);
  if (!record) {
    record = scryptRecord(account.password);
    passwords.set(email, record);
  }
  return record;
}

export async function seedUsers(): Promise<StoredUser[]> {
  return Promise.all(
    seedAuth().users.map(async (user) => {
      const password = demoPassword(user.data.email);
      return { ...user, password: password ? await password : null };
    }),
  );
}

export async function insertSeed(db: Db, now = Date.now()): Promise<void> {
  const users = await seedUsers();
  const initiatives: InitiativesState = seedInitiatives(now);
  const state: MeetingsState = seedMeetings(now);
  await db.transaction(async (tx) => {
    await tx.insert(t.users).values(users.map(userToRow));
    for (const initiative of initiatives.initiatives) {
      const { memberIds, ...rest } = initiative;
      await tx.insert(t.initiatives).values(toRow(INITIATIVE, rest) as typeof t.initiatives.$inferInsert);
      if (memberIds.length > 0)
        await tx
          .insert(t.initiativeMembers)
          .values(memberIds.map((userId, position) => ({ initiativeId: initiative.id, userId, position })));
    }
    for (const collection of COLLECTIONS) {
      const records = (collection.key === 'invitations'
        ? initiatives.invitations
        : state[collection.key]) as unknown as Record<string, unknown>[];
      if (records.length > 0)
        await tx.insert(collection.table).values(records.map((record) => toRow(collection, record)));
    }
  });
}

/** Seeds the database if it has no user yet. Returns whether it did. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(t.users);
  if ((row?.count ?? 0) > 0) return false;
  await insertSeed(db);
  return true;
}

const TABLES = [
  'meeting_presence',
  'sign_in_failures',
  'action_items',
  'notes',
  'outcomes',
  'turns',
  'stances',
  'proposals',
  'ballots',
  'ideas',
  'idea_groups',
  'phases',
  'meetings',
  'invitations',
  'initiative_members',
  'initiatives',
  'users',
];

/** Empties every table and seeds again (tests). */
export async function resetDatabase(db: Db, now = Date.now()): Promise<void> {
  await db.execute(
    sql.raw(`TRUNCATE ${TABLES.map((name) => `"${name}"`).join(', ')} RESTART IDENTITY CASCADE`),
  );
  await insertSeed(db, now);
}

/** A normalised dump of every table (tests: a refused request leaves it equal). */
export async function dumpDatabase(db: Db): Promise<Record<string, unknown[]>> {
  const dump: Record<string, unknown[]> = {};
  for (const name of TABLES) {
    const result = (await db.execute(sql.raw(`SELECT * FROM "${name}"`))) as unknown as { rows: unknown[] };
    dump[name] = result.rows
      .map((row) => JSON.stringify(row))
      .sort()
      .map((text) => JSON.parse(text));
  }
  return dump;
}
