import { z } from 'zod';
import { defineStore } from '../lib/db';
import { UserSchema, type User } from './auth.schema';
import { seedAuth } from './auth.seed';

export const StoredUserSchema = UserSchema.extend({
  /** PBKDF2-HMAC-SHA256 of the password (lib/crypto.ts), with its salt and iteration count. */
  password: z
    .object({ salt: z.string(), hash: z.string(), iterations: z.number().int().positive() })
    .nullable(),
  /** Raised by sign-out: every token carries the version it was issued with, and an older one is refused. */
  tokenVersion: z.number().int().nonnegative(),
});
export type StoredUser = z.infer<typeof StoredUserSchema>;

/** Recent failed sign-ins of one e-mail (lower-cased), for throttling: their times in ms. */
export const SignInFailuresSchema = z.object({ email: z.string(), times: z.array(z.number()) });

export const AuthStateSchema = z.object({
  users: z.array(StoredUserSchema),
  signInFailures: z.array(SignInFailuresSchema),
});
export type AuthState = z.infer<typeof AuthStateSchema>;

export const authStore = defineStore<AuthState>({ name: 'auth', seed: seedAuth, schema: AuthStateSchema });

export const findUserByEmail = (email: string): StoredUser | undefined => {
  const wanted = email.trim().toLowerCase();
  return authStore.state.users.find((user) => user.data.email.toLowerCase() === wanted);
};

export const findUserByUid = (uid: string): StoredUser | undefined =>
  authStore.state.users.find((user) => user.uid === uid);

/** The user as its owner sees it: a copy without the password hash and the token version. */
export function publicUser(user: StoredUser): User {
  const { password: _password, tokenVersion: _tokenVersion, ...rest } = user;
  return structuredClone(rest);
}
