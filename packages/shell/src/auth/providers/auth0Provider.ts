/**
 * Auth0 provider, simulated offline: Chorus runs with no server and no keys, so
 * the hosted login page is imitated. Signing in (or registering) "redirects" to
 * /callback with the e-mail as login_hint, where handleCallback completes the
 * sign-in. Auth0 users get the admin role (§1, §6). Their settings and shortcuts
 * are kept with the session ('User data saved to auth0'). A real tenant would
 * replace redirect/handleCallback with @auth0/auth0-spa-js (see README).
 */
import { sessionStore } from '../auth.config';
import { authMessages } from '../auth.messages';
import type { User } from '../auth.store';
import type { AuthProvider } from './AuthProvider';

const USER_KEY = 'chorus.auth0.user';

function redirectToCallback(email: string, displayName?: string): Promise<never> {
  const params = new URLSearchParams({ login_hint: email });
  if (displayName) params.set('name', displayName);
  globalThis.location?.assign(`/callback?${params.toString()}`);
  // The page is leaving: this promise never settles.
  return new Promise<never>(() => undefined);
}

function stableId(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
}

export function auth0UserFromCallback(url: string): User {
  const params = new URL(url, 'http://localhost').searchParams;
  const email = params.get('login_hint') ?? 'auth0.user@chorus.dev';
  const displayName = params.get('name') ?? email.split('@')[0] ?? 'Auth0 user';
  return {
    uid: `auth0|${stableId(email)}`,
    from: 'auth0',
    role: ['admin'],
    data: { displayName, email, photoURL: '', shortcuts: ['calendar', 'mail', 'contacts'], settings: {} },
  };
}

export const auth0Provider: AuthProvider = {
  kind: 'auth0',

  async restore() {
    const stored = sessionStore.get(USER_KEY);
    if (!stored) return null;
    try {
      return JSON.parse(stored) as User;
    } catch {
      sessionStore.remove(USER_KEY);
      return null;
    }
  },

  signIn(email) {
    return redirectToCallback(email);
  },

  register(input) {
    return redirectToCallback(input.email, input.fullName);
  },

  async resetPassword() {
    // Auth0's hosted page sends the e-mail; nothing to do offline.
  },

  async signOut() {
    sessionStore.remove(USER_KEY);
  },

  async updateUserData(user) {
    sessionStore.set(USER_KEY, JSON.stringify(user));
    return authMessages.savedToAuth0;
  },

  async handleCallback(url) {
    const user = auth0UserFromCallback(url);
    sessionStore.set(USER_KEY, JSON.stringify(user));
    return user;
  },
};
