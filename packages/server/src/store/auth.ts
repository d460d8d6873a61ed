import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import {
  ApiFailure,
  type AuthPort,
  ERROR_CODES,
  type FirebaseTokenVerifier,
  type PasswordRecord,
  SERVER_AUTH_MESSAGES,
  type InitiativesState,
  type StoredInvitation,
  type TokenClaims,
  attachInvitations,
} from '@chorus/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { sign, verify } from 'hono/jwt';
import type { LiveEvent } from './changes';
import type { Db } from '../db/database';
import * as t from '../db/schema';
import { NUL_REFUSED } from '../input';
import { type HashQueue, hashQueue } from './hashQueue';
import { COLLECTIONS, fromRow, userFromRow, userToRow } from './records';
import { type SignInAllowances, signInThrottle } from './signInThrottle';

const INVITATIONS = COLLECTIONS.find(
  (collection) => collection.key === 'invitations',
) as (typeof COLLECTIONS)[number];

/**
 * The auth endpoints' storage and crypto on the server: users in PostgreSQL, passwords with scrypt (memory-hard,
 * node:crypto), access tokens as HS256 JWTs signed with the server's secret (hono/jwt).
 */
const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: string,
  length: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/** scrypt's cost: 2^15 × 8 × 128 bytes = 32 MiB of memory per hash. */
export const SCRYPT_COST = 2 ** 15;
const KEY_LENGTH = 32;

export async function scryptHash(password: string, salt: string, cost = SCRYPT_COST): Promise<string> {
  const key = await scrypt(password.normalize('NFC'), salt, KEY_LENGTH, {
    N: cost,
    r: 8,
    p: 1,
    maxmem: 256 * cost * 8 + 1024 * 1024,
  });
  return key.toString('hex');
}

export async function scryptRecord(password: string): Promise<PasswordRecord> {
  const salt = randomBytes(16).toString('hex');
  return { salt, hash: await scryptHash(password, salt), iterations: SCRYPT_COST };
}

const isUniqueViolation = (error: unknown): boolean => {
  const cause = (error as { cause?: { code?: string }; code?: string }) ?? {};
  return cause.code === '23505' || cause.cause?.code === '23505';
};

/** Who may create an account on this server (register, signup): config.ts's CHORUS_REGISTRATION. */
export type RegistrationPolicy = 'open' | 'invite' | 'closed';

export const REGISTRATION_MESSAGES = {
  closed: 'Registration is closed on this server: an administrator creates the accounts',
  invite:
    'Registration on this server is by invitation: ask a host to invite this e-mail address (an address with an account signs in instead)',
} as const;

export interface AuthSecurity {
  /** Password hashing's bounded queue (store/hashQueue.ts). */
  hashes?: HashQueue;
  /** Told of each failed sign-in and of each refused by the throttle (metrics). */
  onSignInFailed?: () => void;
  onSignInRefused?: (reason: 'pair' | 'account' | 'client') => void;
  /** The throttle's allowances, where they differ from THROTTLE_LIMITS (tests). */
  signInAllowances?: SignInAllowances;
}

export function serverAuthPort(
  db: Db,
  secret: string,
  publish: (events: LiveEvent[]) => void,
  firebaseTokens: FirebaseTokenVerifier,
  registration: RegistrationPolicy = 'open',
  security: AuthSecurity = {},
): AuthPort {
  const hashes = security.hashes ?? hashQueue();
  const throttle = signInThrottle(db, {
    ...(security.onSignInRefused ? { onRefused: security.onSignInRefused } : {}),
    ...(security.signInAllowances ? { allowances: security.signInAllowances } : {}),
  });
  // Checked for an e-mail without an account, so that its failure takes as long as a wrong password's.
  const decoy: PasswordRecord = {
    salt: randomBytes(16).toString('hex'),
    hash: randomBytes(KEY_LENGTH).toString('hex'),
    iterations: SCRYPT_COST,
  };
  // By invitation (or closed), an e-mail with an account gets the refusal of an e-mail without an invitation.
  const refuse = (): never => {
    throw new ApiFailure(
      ERROR_CODES.forbidden,
      REGISTRATION_MESSAGES[registration === 'closed' ? 'closed' : 'invite'],
    );
  };

  // The session's check of every request reads the user by uid: a named prepared statement, parsed once per
  // connection and its SQL built once, not at each request.
  const userByUid = db
    .select()
    .from(t.users)
    .where(eq(t.users.uid, sql.placeholder('uid')))
    .prepare('chorus_user_by_uid');
  const byUid = async (uid: string) => {
    const [row] = await userByUid.execute({ uid });
    return row ? userFromRow(row) : undefined;
  };
  return {
    async findUserByEmail(email) {
      const wanted = email.trim().toLowerCase();
      // A guest's account has no e-mail: no e-mail finds it.
      if (wanted === '') return undefined;
      const [row] = await db
        .select()
        .from(t.users)
        .where(t.usersWithEmail([wanted]));
      return row ? userFromRow(row) : undefined;
    },
    findUserByUid: byUid,
    async addUser(user) {
      const attached = await db.transaction(async (tx) => {
        try {
          await tx.insert(t.users).values(userToRow(user));
        } catch (error) {
          if (isUniqueViolation(error))
            throw new ApiFailure(ERROR_CODES.conflict, 'This e-mail or account already exists');
          throw error;
        }
        // A new account receives the invitations waiting for its e-mail: the domain's rule decides which.
        const pending = (await tx.select().from(t.invitations).where(isNull(t.invitations.inviteeId))).map(
          (row) => fromRow(INVITATIONS, row) as StoredInvitation,
        );
        const state: InitiativesState = {
          initiatives: [],
          invitations: pending.map((entry) => ({ ...entry })),
        };
        attachInvitations(state, user.uid, user.data.email);
        const rows = state.invitations.filter(
          (entry, index) => entry.inviteeId !== pending[index]?.inviteeId,
        );
        for (const entry of rows)
          await tx
            .update(t.invitations)
            .set({ inviteeId: entry.inviteeId })
            .where(and(eq(t.invitations.id, entry.id), isNull(t.invitations.inviteeId)));
        const ids = [...new Set(rows.map((row) => row.initiativeId))];
        if (ids.length === 0) return [];
        return tx
          .update(t.initiatives)
          .set({ revision: sql`${t.initiatives.revision} + 1` })
          .where(inArray(t.initiatives.id, ids))
          .returning({ id: t.initiatives.id, revision: t.initiatives.revision });
      });
      if (attached.length > 0) publish(attached.map((row) => ({ kind: 'initiative', ...row })));
    },
    async saveUser(user) {
      await db.update(t.users).set(userToRow(user)).where(eq(t.users.uid, user.uid));
    },
    // The spec's per-e-mail throttle is the mock's; the server's is signInGuard (store/signInThrottle.ts).
    async recentFailures() {
      return [];
    },
    async recordFailure() {},
    async clearFailures() {},
    signInGuard: {
      begin(email, client, now) {
        // Basic credentials are decoded from a header, not read as a body: the same refusal of a NUL.
        if (email.includes('\u0000')) throw new ApiFailure(ERROR_CODES.validation, `email: ${NUL_REFUSED}`);
        return throttle.begin(email, client, now);
      },
      succeeded: throttle.succeeded,
      ...(security.onSignInFailed ? { failed: security.onSignInFailed } : {}),
      failure: { error: { password: SERVER_AUTH_MESSAGES.signInFailed } },
      decoy,
    },
    hashNewPassword: (password, client) => hashes.run(() => scryptRecord(password), client),
    async checkPassword(password, record, client) {
      const hash = Buffer.from(
        await hashes.run(() => scryptHash(password, record.salt, record.iterations), client),
        'hex',
      );
      const stored = Buffer.from(record.hash, 'hex');
      return hash.length === stored.length && timingSafeEqual(hash, stored);
    },
    signToken(claims) {
      return sign(claims, secret, 'HS256');
    },
    async verifyToken(token) {
      try {
        const payload = await verify(token, secret, 'HS256');
        if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
        return payload as TokenClaims;
      } catch {
        return null;
      }
    },
    verifyFirebaseToken: (token) => firebaseTokens(token),
    // A registrant is a user: admin and staff are given by an administrator (create-admin), never taken.
    // Hosting is granted by an administrator (`grant-host`): a registrant is an Attendee.
    registration: {
      role: ['user'],
      selfHosting: false,
      emailTaken: () => (registration === 'open' ? SERVER_AUTH_MESSAGES.emailRefused : refuse()),
      async admit(email) {
        if (registration === 'open') return;
        if (registration === 'closed')
          throw new ApiFailure(ERROR_CODES.forbidden, REGISTRATION_MESSAGES.closed);
        const [invited] = await db
          .select({ id: t.invitations.id })
          .from(t.invitations)
          .where(
            and(
              eq(t.invitations.email, email.trim().toLowerCase()),
              isNull(t.invitations.inviteeId),
              eq(t.invitations.declined, false),
            ),
          )
          .limit(1);
        // Not invited, or registered already (its invitation was taken then): the same answer.
        if (!invited) refuse();
      },
    },
  };
}
