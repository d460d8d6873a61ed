import { randomUUID } from 'node:crypto';
import { avatarUrl, defaultSettings, defaultShortcuts, type StoredUser } from '@chorus/domain';
import { z } from 'zod';
import type { Db } from '../db/database';
import * as t from '../db/schema';
import { scryptRecord } from './auth';
import { userToRow } from './records';

/**
 * The first administrator of a real organisation's server (`main.js create-admin`): an account with the admin
 * role that hosts meetings, made from the operator's shell, not by a registration anyone could send.
 */
export interface AdminInput {
  email: string;
  name: string;
  password: string;
}

/** A password an administrator may have (longer than a registrant's 6: this account can do everything). */
export const ADMIN_PASSWORD_MIN = 12;

/** What is wrong with the input, one line each (never the password itself). */
export function adminInputProblems(input: Partial<AdminInput>): string[] {
  const problems: string[] = [];
  if (!input.email || !z.email().safeParse(input.email.trim()).success)
    problems.push('an e-mail address (--email or CHORUS_ADMIN_EMAIL)');
  if (!input.name?.trim()) problems.push('a name (--name or CHORUS_ADMIN_NAME)');
  if (!input.password || input.password.length < ADMIN_PASSWORD_MIN)
    problems.push(
      `a password of at least ${ADMIN_PASSWORD_MIN} characters (CHORUS_ADMIN_PASSWORD, or --password-stdin to read it from the standard input)`,
    );
  return problems;
}

export class AccountExists extends Error {
  constructor(email: string) {
    super(`An account with the e-mail ${email} exists already: nothing was changed.`);
    this.name = 'AccountExists';
  }
}

/** Makes the administrator; resolves with its uid. Throws `AccountExists` for an e-mail already taken. */
export async function createAdmin(db: Db, input: AdminInput): Promise<string> {
  const email = input.email.trim();
  const name = input.name.trim();
  const [taken] = await db
    .select({ uid: t.users.uid })
    .from(t.users)
    .where(t.usersWithEmail([email.toLowerCase()]));
  if (taken) throw new AccountExists(email);
  const role: StoredUser['role'] = ['admin'];
  const user: StoredUser = {
    uid: randomUUID(),
    from: 'api',
    role,
    password: await scryptRecord(input.password),
    tokenVersion: 0,
    data: {
      displayName: name,
      email,
      photoURL: avatarUrl(name),
      settings: defaultSettings(),
      shortcuts: defaultShortcuts(role),
      // A host: the administrator runs the first initiative's meetings.
      userType: 1,
    },
  };
  try {
    await db.insert(t.users).values(userToRow(user));
  } catch (error) {
    const code =
      (error as { code?: string; cause?: { code?: string } }).cause?.code ??
      (error as { code?: string }).code;
    if (code === '23505') throw new AccountExists(email);
    throw error;
  }
  return user.uid;
}

export class NoSuchAccount extends Error {
  constructor(email: string) {
    super(`No account has the e-mail ${email}: nothing was changed.`);
    this.name = 'NoSuchAccount';
  }
}

/**
 * Grants hosting (userType 1: creating initiatives and meetings) to an account, or takes it back (`host` false):
 * on the server a registrant is an Attendee whatever the form asked; an administrator makes hosts
 * (`main.js grant-host`).
 */
export async function setHosting(db: Db, email: string, host = true): Promise<void> {
  const rows = await db
    .update(t.users)
    .set({ userType: host ? 1 : 2 })
    .where(t.usersWithEmail([email.trim().toLowerCase()]))
    .returning({ uid: t.users.uid });
  if (rows.length === 0) throw new NoSuchAccount(email.trim());
}
