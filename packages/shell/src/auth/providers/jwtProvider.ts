/**
 * The default provider: the API's legacy token calls (§7). The access token is
 * kept in sessionStorage, so a reload keeps the session and each tab has its own.
 */
import { ACCESS_TOKEN_KEY, sessionStore } from '../auth.config';
import { AuthFieldError, AuthSessionError, AuthUnavailableError } from '../auth.errors';
import { authMessages } from '../auth.messages';
import type { User } from '../auth.store';
import { tokenState } from '../token';
import type { AuthProvider, RegisterInput } from './AuthProvider';
import { errorMessageOf, requestJson } from './http';

interface AuthAnswer {
  user?: User;
  access_token?: string;
  error?: { email?: string; password?: string; displayName?: string } | string;
}

function accept(answer: AuthAnswer | null): User {
  if (!answer?.user || !answer.access_token) throw new Error('The server sent no user');
  sessionStore.set(ACCESS_TOKEN_KEY, answer.access_token);
  return answer.user;
}

function fieldErrors(answer: AuthAnswer | null): AuthFieldError | null {
  const error = answer?.error;
  if (!error || typeof error !== 'object') return null;
  const fields = { email: error.email, password: error.password, displayName: error.displayName };
  const present = Object.fromEntries(Object.entries(fields).filter(([, value]) => typeof value === 'string'));
  return Object.keys(present).length > 0 ? new AuthFieldError(present) : null;
}

/** How long sign-out waits for the server's revocation before going on. */
const SIGN_OUT_TIMEOUT_MS = 5_000;

/** How long the start-up session check may take before it counts as no answer. */
const RESTORE_TIMEOUT_MS = 10_000;

export function getAccessToken(): string | null {
  return sessionStore.get(ACCESS_TOKEN_KEY);
}

export const jwtProvider: AuthProvider = {
  kind: 'jwt',

  async restore() {
    const token = getAccessToken();
    if (!token) return null;
    const state = tokenState(token);
    if (state !== 'valid') {
      sessionStore.remove(ACCESS_TOKEN_KEY);
      throw new AuthSessionError(state === 'expired' ? authMessages.tokenExpired : authMessages.invalidToken);
    }
    let result: Awaited<ReturnType<typeof requestJson<AuthAnswer>>>;
    try {
      result = await requestJson<AuthAnswer>('/auth/access-token', { token, timeoutMs: RESTORE_TIMEOUT_MS });
    } catch {
      // No answer (offline, a timeout): the session is kept and checked again.
      throw new AuthUnavailableError();
    }
    // Only the server's refusal of the token ends the session; a 404 or a 5xx says nothing about it.
    if (result.status === 401 || (result.ok && !result.body?.user)) {
      sessionStore.remove(ACCESS_TOKEN_KEY);
      throw new AuthSessionError(authMessages.invalidToken);
    }
    if (!result.ok) throw new AuthUnavailableError(`The session check answered ${result.status}`);
    return accept(result.body);
  },

  async signIn(email, password) {
    const result = await requestJson<AuthAnswer>('/auth', { body: { email, password } });
    const fields = fieldErrors(result.body);
    if (fields) throw fields;
    if (!result.ok) throw new Error(errorMessageOf(result));
    return accept(result.body);
  },

  async register(input: RegisterInput) {
    const result = await requestJson<AuthAnswer>('/auth/register', {
      body: {
        displayName: input.fullName,
        password: input.password,
        email: input.email,
        phoneNumber: input.phoneNumber,
        organization: input.organization,
        userType: input.userType,
      },
    });
    const fields = fieldErrors(result.body);
    if (fields) throw fields;
    if (!result.ok) throw new Error(errorMessageOf(result));
    return accept(result.body);
  },

  async resetPassword(email) {
    // The legacy API has no reset call: the e-mail is sent by the identity provider in production.
    // The demo accepts any well-formed address, as the template did.
    if (!email.includes('@')) throw new AuthFieldError({ email: 'Please enter a valid email' });
  },

  /** Revokes the token on the server (every token of this sign-in and the user's others), then forgets it. */
  async signOut() {
    const token = getAccessToken();
    sessionStore.remove(ACCESS_TOKEN_KEY);
    if (!token) return;
    // Best effort: offline, the token is forgotten here and expires by itself.
    await requestJson('/auth/sign-out', { body: {}, token, timeoutMs: SIGN_OUT_TIMEOUT_MS }).catch(
      () => undefined,
    );
  },

  async updateUserData(user) {
    const result = await requestJson<User>('/auth/user/update', {
      body: {
        user: { uid: user.uid, data: { settings: user.data.settings, shortcuts: user.data.shortcuts } },
      },
      token: getAccessToken(),
    });
    if (!result.ok) throw new Error(errorMessageOf(result));
    return authMessages.savedWithApi;
  },
};
