import { ApiFailure, ERROR_CODES, SIGN_IN_THROTTLE } from '@chorus/domain';
import { lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import * as t from '../db/schema';

/**
 * The server's sign-in throttle (AuthPort.signInGuard's `begin` and `succeeded`). Three counts of the failures of
 * the last 15 minutes, each with its own allowance, after which every attempt waits a delay that doubles with
 * each further failure (1 s, 2 s, 4 s … at most the window):
 *
 * - the e-mail from this client (the spec's 5 failures, per pair): an attacker slows down, the owner signing in
 *   from their own client does not;
 * - the e-mail from every client (a ceiling): a guess spread over many addresses is slowed too;
 * - the client, whatever the e-mail: one address cannot try many accounts (nor lock them all out).
 *
 * Counting and recording are one atomic step, before any password is checked: a transaction holds an advisory
 * lock on the e-mail and one on the client, counts, and either records this attempt as a failure (a success
 * deletes it again) or refuses it with 429. So 200 guesses sent at once are checked one allowance's worth at
 * most, and a refused guess costs the server two small queries, never a hash.
 */
export const THROTTLE_LIMITS = {
  /** Failures of one e-mail from one client before the delays start (the spec's). */
  pair: SIGN_IN_THROTTLE.failures,
  /** Failures of one e-mail from every client. */
  account: 50,
  /** Failures of one client over every e-mail. */
  client: 50,
  windowSeconds: SIGN_IN_THROTTLE.windowSeconds,
} as const;

/** Failures before the delays start, of each count (THROTTLE_LIMITS where not given). */
export type SignInAllowances = Partial<Record<'pair' | 'account' | 'client', number>>;

/** The wait after `failures` failures when `allowance` pass freely (0 below it), in seconds. */
export function delayAfter(failures: number, allowance: number): number {
  if (failures < allowance) return 0;
  return Math.min(
    THROTTLE_LIMITS.windowSeconds,
    SIGN_IN_THROTTLE.firstDelaySeconds * 2 ** Math.min(30, failures - allowance),
  );
}

export const CLIENT_THROTTLED = (wait: string) =>
  `Too many failed sign-ins from this address. Try again in ${wait}.`;

const waitText = (seconds: number) =>
  seconds < 60
    ? `${seconds} second${seconds === 1 ? '' : 's'}`
    : `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? '' : 's'}`;

/** Advisory lock keys of the throttle (a namespace of their own: the migration lock uses another). */
const LOCK_NAMESPACE = 'chorus-sign-in';

interface Counts {
  pair: number;
  pair_last: number | string | null;
  account: number;
  account_last: number | string | null;
  client: number;
  client_last: number | string | null;
}

export interface SignInThrottle {
  begin(email: string, client: string, now: number): Promise<void>;
  succeeded(email: string, client: string): Promise<void>;
}

/**
 * Runs `work` after every earlier work of the same key in this process has finished: the attempts on one
 * e-mail wait their turn here, in memory, not each holding a database connection while it waits for the
 * advisory lock (a flood on one account must not take the pool from everyone else's requests).
 */
function keyedLock() {
  const tails = new Map<string, Promise<void>>();
  return async <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const before = tails.get(key) ?? Promise.resolve();
    let release!: () => void;
    const mine = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tail = before.then(() => mine);
    tails.set(key, tail);
    await before;
    try {
      return await work();
    } finally {
      release();
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}

export function signInThrottle(
  db: Db,
  options: {
    onRefused?: (reason: 'pair' | 'account' | 'client') => void;
    allowances?: SignInAllowances;
  } = {},
): SignInThrottle {
  const allowance = { ...THROTTLE_LIMITS, ...options.allowances };
  let prunedAt = 0;
  const inTurn = keyedLock();
  const prune = async (now: number) => {
    // At most once a minute per instance: the failures older than the window (indexed on `at`).
    if (now - prunedAt < 60_000) return;
    prunedAt = now;
    await db
      .delete(t.signInFailures)
      .where(lte(t.signInFailures.at, now - THROTTLE_LIMITS.windowSeconds * 1000));
  };
  return {
    async begin(email, client, now) {
      await prune(now);
      const since = now - THROTTLE_LIMITS.windowSeconds * 1000;
      const refusal = await inTurn(`e-mail ${email}`, () =>
        inTurn(`client ${client}`, () => count(email, client, now, since)),
      );
      if (refusal) {
        options.onRefused?.(refusal.reason);
        const seconds = refusal.seconds;
        throw new ApiFailure(
          ERROR_CODES.tooManyAttempts,
          refusal.reason === 'client'
            ? CLIENT_THROTTLED(waitText(seconds))
            : `Too many failed sign-ins for this e-mail. Try again in ${waitText(seconds)}.`,
          { retryAfterSeconds: seconds },
        );
      }
    },
    async succeeded(email, client) {
      await db.execute(
        sql`delete from ${t.signInFailures} where ${t.signInFailures.email} = ${email} and ${t.signInFailures.client} = ${client}`,
      );
    },
  };

  /** Counts the three kinds of recent failures; records this attempt, or says how long it must wait. */
  function count(email: string, client: string, now: number, since: number) {
    return db.transaction(async (tx) => {
      // The e-mail's lock first, then the client's: every attempt takes them in this order (no deadlock).
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`${LOCK_NAMESPACE} e-mail ${email}`}, 0))`,
      );
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`${LOCK_NAMESPACE} client ${client}`}, 0))`,
      );
      const f = t.signInFailures;
      const result = (await tx.execute(sql`
          select
            count(*) filter (where ${f.email} = ${email} and ${f.client} = ${client})::integer as pair,
            max(${f.at}) filter (where ${f.email} = ${email} and ${f.client} = ${client}) as pair_last,
            count(*) filter (where ${f.email} = ${email})::integer as account,
            max(${f.at}) filter (where ${f.email} = ${email}) as account_last,
            count(*) filter (where ${f.client} = ${client})::integer as client,
            max(${f.at}) filter (where ${f.client} = ${client}) as client_last
          from ${f}
          where ${f.at} > ${since} and (${f.email} = ${email} or ${f.client} = ${client})`)) as unknown as {
        rows: Counts[];
      };
      const counts = result.rows[0] as Counts;
      const waits = (
        [
          ['pair', counts.pair, counts.pair_last, allowance.pair],
          ['account', counts.account, counts.account_last, allowance.account],
          ['client', counts.client, counts.client_last, allowance.client],
        ] as const
      ).map(([reason, failures, last, allowance]) => ({
        reason,
        seconds: Math.ceil((Number(last ?? 0) + delayAfter(Number(failures), allowance) * 1000 - now) / 1000),
        delayed: delayAfter(Number(failures), allowance) > 0,
      }));
      const longest = waits
        .filter((wait) => wait.delayed && wait.seconds > 0)
        .sort((a, b) => b.seconds - a.seconds)[0];
      if (longest) return longest;
      // Counted as a failure from now on; a right password deletes it (`succeeded`).
      await tx.insert(t.signInFailures).values({ email, client, at: now });
      return null;
    });
  }
}
