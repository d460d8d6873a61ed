import { defineStore } from '../lib/db';
import { type AuthState, AuthStateSchema, type StoredUser } from './auth.records';
import { seedAuth } from './auth.seed';

export {
  type AuthState,
  AuthStateSchema,
  SignInFailuresSchema,
  type StoredUser,
  StoredUserSchema,
  publicUser,
} from './auth.records';

export const authStore = defineStore<AuthState>({ name: 'auth', seed: seedAuth, schema: AuthStateSchema });

export const findUserByEmail = (email: string): StoredUser | undefined => {
  const wanted = email.trim().toLowerCase();
  return authStore.state.users.find((user) => user.data.email.toLowerCase() === wanted);
};

export const findUserByUid = (uid: string): StoredUser | undefined =>
  authStore.state.users.find((user) => user.uid === uid);
