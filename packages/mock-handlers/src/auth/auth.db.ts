import { defineStore } from '../lib/db';
import { type AuthState, AuthStateSchema, seedAuth, type StoredUser } from '@chorus/domain';

export {
  type AuthState,
  AuthStateSchema,
  SignInFailuresSchema,
  type StoredUser,
  StoredUserSchema,
  publicUser,
} from '@chorus/domain';

export const authStore = defineStore<AuthState>({ name: 'auth', seed: seedAuth, schema: AuthStateSchema });

export const findUserByEmail = (email: string): StoredUser | undefined => {
  const wanted = email.trim().toLowerCase();
  // A guest's account has no e-mail: no e-mail finds it.
  if (wanted === '') return undefined;
  return authStore.state.users.find((user) => user.data.email.toLowerCase() === wanted);
};

export const findUserByUid = (uid: string): StoredUser | undefined =>
  authStore.state.users.find((user) => user.uid === uid);
