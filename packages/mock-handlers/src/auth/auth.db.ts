import { z } from 'zod';
import { defineStore } from '../lib/db';
import { UserSchema, type User } from './auth.schema';
import { seedAuth } from './auth.seed';

export const StoredUserSchema = UserSchema.extend({
  password: z.object({ salt: z.string(), hash: z.string() }).nullable(),
});
export type StoredUser = z.infer<typeof StoredUserSchema>;

export const AuthStateSchema = z.object({ users: z.array(StoredUserSchema) });
export type AuthState = z.infer<typeof AuthStateSchema>;

export const authStore = defineStore<AuthState>({ name: 'auth', seed: seedAuth, schema: AuthStateSchema });

export const findUserByEmail = (email: string): StoredUser | undefined => {
  const wanted = email.trim().toLowerCase();
  return authStore.state.users.find((user) => user.data.email.toLowerCase() === wanted);
};

export const findUserByUid = (uid: string): StoredUser | undefined =>
  authStore.state.users.find((user) => user.uid === uid);

/** The public user: a copy without the password. */
export function publicUser(user: StoredUser): User {
  const { password: _password, ...rest } = user;
  return structuredClone(rest);
}
