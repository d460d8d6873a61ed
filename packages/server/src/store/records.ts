import type { MeetingsState, StoredInitiative, StoredUser } from '@chorus/domain';
import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import * as t from '../db/schema';

/**
 * Rows and records: each table's properties are the record's fields (db/schema.ts), so converting is
 * generic: times are Dates in a row and ISO strings in a record; a field the record type makes optional is
 * absent from a record when its column is null; `seq`, `revision` and `rulesRevision` are the table's own.
 */
type Row = Record<string, unknown>;
type Rec = Record<string, unknown>;

export interface Collection {
  /** The array of MeetingsState (or of InitiativesState) it stores. */
  key: keyof MeetingsState | 'invitations';
  table: PgTable & { id: unknown; seq: unknown };
  times: readonly string[];
  optional: readonly string[];
}

const TABLE_ONLY = new Set(['seq', 'revision', 'rulesRevision']);

/** The stored collections of the meetings and initiatives data, parents before children. */
export const COLLECTIONS: readonly Collection[] = [
  { key: 'invitations', table: t.invitations, times: ['createdAt'], optional: [] },
  {
    key: 'meetings',
    table: t.meetings,
    times: ['startedAt', 'endedAt', 'breakoutsMergedAt', 'createdAt', 'updatedAt'],
    optional: [],
  },
  {
    key: 'phases',
    table: t.phases,
    times: ['startedAt', 'endsAt', 'closedAt', 'revealedAt'],
    optional: ['method', 'columns'],
  },
  { key: 'groups', table: t.ideaGroups, times: [], optional: ['breakout'] },
  {
    key: 'ideas',
    table: t.ideas,
    times: ['createdAt', 'updatedAt', 'hiddenAt'],
    optional: ['hiddenReason', 'hiddenAt'],
  },
  { key: 'ballots', table: t.ballots, times: ['updatedAt'], optional: ['returnedDots'] },
  { key: 'proposals', table: t.proposals, times: ['closedAt'], optional: [] },
  { key: 'stances', table: t.stances, times: ['updatedAt'], optional: [] },
  { key: 'turns', table: t.turns, times: ['turnStartedAt'], optional: [] },
  { key: 'outcomes', table: t.outcomes, times: ['decidedAt'], optional: [] },
  { key: 'notes', table: t.notes, times: ['createdAt'], optional: [] },
  { key: 'actionItems', table: t.actionItems, times: ['createdAt'], optional: [] },
  { key: 'controlLog', table: t.controlLog, times: ['at'], optional: [] },
];

const isoOf = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

export function fromRow(collection: Pick<Collection, 'times' | 'optional'>, row: Row): Rec {
  const record: Rec = {};
  for (const [key, value] of Object.entries(row)) {
    if (TABLE_ONLY.has(key)) continue;
    if (value === null && collection.optional.includes(key)) continue;
    record[key] = collection.times.includes(key) ? isoOf(value) : value;
  }
  return record;
}

/** Every column of the table but its own (seq, revision), from the record (null where it has none). */
export function toRow(collection: Pick<Collection, 'times'> & { table: PgTable }, record: Rec): Row {
  const row: Row = {};
  for (const key of Object.keys(getTableColumns(collection.table))) {
    if (TABLE_ONLY.has(key)) continue;
    const value = record[key] ?? null;
    row[key] = value !== null && collection.times.includes(key) ? new Date(value as string) : value;
  }
  return row;
}

/** A row of a table read as JSON (`row_to_json`), as the driver would have given it (column names to properties). */
export function rowOfJson(table: PgTable, value: Record<string, unknown>): Row {
  const row: Row = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const raw = value[column.name];
    row[key] = raw === null || raw === undefined ? null : column.mapFromDriverValue(raw);
  }
  return row;
}

export const INITIATIVE = {
  table: t.initiatives,
  times: ['createdAt', 'updatedAt'],
  optional: ['templates'],
} as const;

export function initiativeFromRow(
  row: typeof t.initiatives.$inferSelect,
  memberIds: string[],
): StoredInitiative {
  return { ...(fromRow(INITIATIVE, row) as Omit<StoredInitiative, 'memberIds'>), memberIds };
}

export function userFromRow(row: typeof t.users.$inferSelect): StoredUser {
  const data: Rec = {
    displayName: row.displayName,
    fullName: row.fullName,
    email: row.email,
    photoURL: row.photoURL,
    settings: row.settings,
    shortcuts: row.shortcuts,
    userType: row.userType,
    selfRegistered: row.selfRegistered,
    phoneNumber: row.phoneNumber,
    organization: row.organization,
    guestOf: row.guestOf,
  };
  for (const key of Object.keys(data)) if (data[key] === null) delete data[key];
  return {
    uid: row.uid,
    from: row.from as StoredUser['from'],
    role: row.role as StoredUser['role'],
    password:
      row.passwordHash === null
        ? null
        : { salt: row.passwordSalt ?? '', hash: row.passwordHash, iterations: row.passwordCost ?? 1 },
    tokenVersion: row.tokenVersion,
    data: data as StoredUser['data'],
  };
}

export function userToRow(user: StoredUser): typeof t.users.$inferInsert {
  const { data } = user;
  return {
    uid: user.uid,
    from: user.from,
    role: user.role,
    passwordSalt: user.password?.salt ?? null,
    passwordHash: user.password?.hash ?? null,
    passwordCost: user.password?.iterations ?? null,
    tokenVersion: user.tokenVersion,
    displayName: data.displayName,
    fullName: data.fullName ?? null,
    email: data.email,
    photoURL: data.photoURL,
    settings: data.settings,
    shortcuts: data.shortcuts,
    userType: data.userType,
    selfRegistered: data.selfRegistered ?? null,
    phoneNumber: data.phoneNumber ?? null,
    organization: data.organization ?? null,
    guestOf: data.guestOf ?? null,
  };
}
