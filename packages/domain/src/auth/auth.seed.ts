import { avatarUrl } from '../lib/images';
import { demoAccounts } from './auth.accounts';
import type { Role, Settings } from './auth.schema';
import type { AuthState, StoredUser } from './auth.records';

export { demoAccounts } from './auth.accounts';

/**
 * Precomputed PBKDF2 hashes of the demo passwords (see lib/crypto.ts), so seeding stays synchronous and the
 * demo does not spend 4 slow hashes at start-up. The crypto and sign-in tests check them against the
 * passwords of auth.accounts.ts.
 */
const SEED_HASHES: Record<string, { salt: string; hash: string }> = {
  'host@chorus.dev': {
    salt: 'seed-host',
    hash: 'c95f5e922c4d5e6501953cf5a2e573b04b206875f4cdbf2de25bda9f5384e197',
  },
  'staff@chorus.dev': {
    salt: 'seed-staff',
    hash: 'a874cde5c23868762268ea7b1c9905c292d4e84053e0dd10780aafba52299b49',
  },
  'attendee@chorus.dev': {
    salt: 'seed-attendee',
    hash: 'fa2b60add3019761fac12e4298d87827439ff749c6cdc5f421ef502a24af1ed7',
  },
  'outsider@chorus.dev': {
    salt: 'seed-outsider',
    hash: '623cfc4e94df6aaea57e27640c48aabc9b596d0175fd299ace6ed9043d8bd7f9',
  },
};
const SEED_ITERATIONS = 600_000;

/** Shortcuts of §3: admin calendar, mail, contacts; staff and the rest add todo. */
export function defaultShortcuts(role: Role[]): string[] {
  return role.includes('admin') ? ['calendar', 'mail', 'contacts'] : ['calendar', 'mail', 'contacts', 'todo'];
}

export function defaultSettings(): Settings {
  return {};
}

export function seedAuth(): AuthState {
  const users: StoredUser[] = demoAccounts.map((account) => {
    const name = account.email.split('@')[0] ?? 'user';
    return {
      uid: `user-${name}`,
      from: 'api',
      role: [...account.role],
      password: SEED_HASHES[account.email]
        ? { ...(SEED_HASHES[account.email] as { salt: string; hash: string }), iterations: SEED_ITERATIONS }
        : null,
      tokenVersion: 0,
      data: {
        displayName: account.displayName,
        fullName: account.displayName,
        email: account.email,
        photoURL: avatarUrl(account.displayName),
        settings: defaultSettings(),
        shortcuts: defaultShortcuts(account.role),
        userType: account.userType,
      },
    };
  });
  return { users, signInFailures: [] };
}
