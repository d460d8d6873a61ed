import { avatarUrl } from '../lib/images';
import { demoAccounts } from './auth.accounts';
import type { Role, Settings } from './auth.schema';
import type { AuthState, StoredUser } from './auth.db';

export { demoAccounts } from './auth.accounts';

/** Precomputed salted SHA-256 hashes of the demo passwords, so seeding stays synchronous. */
const SEED_HASHES: Record<string, { salt: string; hash: string }> = {
  'host@chorus.dev': {
    salt: 'seed-host',
    hash: 'cacb8797834290e914d772d81b1a819656481d04c9a05b3d40849ab8c82fb74c',
  },
  'staff@chorus.dev': {
    salt: 'seed-staff',
    hash: 'dfb3cae00b5607c084a9f04923c4e8d7e13ec87f6753090a074d700fb5b315fe',
  },
  'attendee@chorus.dev': {
    salt: 'seed-attendee',
    hash: '39bc05f16cb0133d10c1ee41a2d0b454945e3fa4bec374a37f08bf7962bd067a',
  },
  'outsider@chorus.dev': {
    salt: 'seed-outsider',
    hash: '795e0bc30f39feaa4419c969754ad65e0e9fdef574635e791fc4c3451d7b2a97',
  },
};

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
      password: SEED_HASHES[account.email] ?? null,
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
  return { users };
}
