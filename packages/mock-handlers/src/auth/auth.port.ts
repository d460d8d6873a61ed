import {
  accessTokenFor,
  type AuthPort,
  createId,
  type FirebaseTokenOptions,
  type FirebaseTokenVerifier,
  firebaseTokenVerifier,
  hashPassword,
  noFirebase,
  PASSWORD_ITERATIONS,
  sameText,
  SIGN_IN_THROTTLE,
  signJwt,
  type TokenClaims,
  verifyJwt,
} from '@chorus/domain';
import { authStore, findUserByEmail, findUserByUid, type StoredUser } from './auth.db';

/** The mock's signing secret: the mock is not a security boundary, only a faithful imitation. */
const JWT_SECRET = 'chorus-mock-api-secret';

/** The recent failures of an e-mail (within the window), pruning every older entry of the list. */
function recentFailures(email: string, now: number): { email: string; times: number[] } | undefined {
  const since = now - SIGN_IN_THROTTLE.windowSeconds * 1000;
  const state = authStore.state;
  state.signInFailures = state.signInFailures
    .map((entry) => ({ email: entry.email, times: entry.times.filter((time) => time > since) }))
    .filter((entry) => entry.times.length > 0);
  return state.signInFailures.find((entry) => entry.email === email);
}

/**
 * Hooks run on every new account (register and signup) before it is answered, e.g. to attach invitations
 * to its e-mail. They may change the stored user; a hook that throws an ApiFailure refuses the registration.
 */
const newUserHooks: Array<(user: StoredUser) => void> = [];
export function onNewUser(hook: (user: StoredUser) => void): void {
  newUserHooks.push(hook);
}

let firebaseTokens: FirebaseTokenVerifier = noFirebase;

/**
 * Which Firebase ID tokens the mock's getUser accepts: by default none; with a project, those signed by
 * Google's keys for it; with `emulator`, the Auth emulator's unsigned ones (the demo built with
 * VITE_FIREBASE_AUTH_EMULATOR_URL, `npm run test:firebase`). `null`: none again.
 */
export function configureMockFirebase(options: FirebaseTokenOptions | null): void {
  firebaseTokens = options ? firebaseTokenVerifier(options) : noFirebase;
}

/** The mock's storage and crypto for the auth endpoints: its store, PBKDF2 and an HMAC-signed token. */
export const mockAuthPort: AuthPort = {
  async findUserByEmail(email) {
    return findUserByEmail(email);
  },
  async findUserByUid(uid) {
    return findUserByUid(uid);
  },
  async addUser(user) {
    authStore.state.users.push(user);
    for (const hook of newUserHooks) hook(user);
  },
  async saveUser() {
    // The user was changed in place, in the store.
  },
  async recentFailures(email, now) {
    return recentFailures(email, now)?.times ?? [];
  },
  async recordFailure(email, now) {
    const entry = recentFailures(email, now);
    if (entry) entry.times = [...entry.times, now].slice(-50);
    else authStore.state.signInFailures.push({ email, times: [now] });
  },
  async clearFailures(email) {
    authStore.state.signInFailures = authStore.state.signInFailures.filter((entry) => entry.email !== email);
  },
  async hashNewPassword(password) {
    const salt = createId();
    return {
      salt,
      hash: await hashPassword(password, salt, PASSWORD_ITERATIONS),
      iterations: PASSWORD_ITERATIONS,
    };
  },
  async checkPassword(password, record) {
    return sameText(await hashPassword(password, record.salt, record.iterations), record.hash);
  },
  signToken(claims) {
    return signJwt(claims, JWT_SECRET);
  },
  async verifyToken(token) {
    return (await verifyJwt(token, JWT_SECRET)) as TokenClaims | null;
  },
  verifyFirebaseToken(token) {
    return firebaseTokens(token);
  },
};

/** An access token of the mock for the user (see accessTokenFor). */
export function createAccessToken(uid: string, now = Date.now(), authTime = now): Promise<string> {
  return accessTokenFor(mockAuthPort, uid, now, authTime);
}
