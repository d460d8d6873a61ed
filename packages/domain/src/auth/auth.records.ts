import { z } from 'zod';
import { UserSchema, type User } from './auth.schema';

/** The accounts as stored: plain records (no msw, no store); the mock keeps them in auth.db.ts, a server in PostgreSQL. */
export const StoredUserSchema = UserSchema.extend({
  /** The password's KDF hash (PBKDF2 in the mock, lib/crypto.ts; scrypt on the server), its salt and cost. */
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

/** The user as its owner sees it: a copy without the password hash and the token version. */
export function publicUser(user: StoredUser): User {
  const { password: _password, tokenVersion: _tokenVersion, ...rest } = user;
  return structuredClone(rest);
}
