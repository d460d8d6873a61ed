/**
 * The auth actions every page and the shell call. They pick the configured
 * provider (jwt is built in; firebase and auth0 are loaded on demand, so their
 * code is never downloaded unless chosen) and keep `authStore` in step.
 */
import { authConfig } from './auth.config';
import { AuthSessionError, AuthUnavailableError } from './auth.errors';
import { authMessages, authMessageText, prepareAuthNotices } from './auth.messages';
import { authStore, clearUser, setUser, type User, type UserData } from './auth.store';
import type { AuthProvider, RegisterInput } from './providers/AuthProvider';
import { jwtProvider } from './providers/jwtProvider';

export type AuthNoticeVariant = 'success' | 'error' | 'warning' | 'info';
export type AuthNotifier = (message: string, variant: AuthNoticeVariant) => void;

let notifier: AuthNotifier = () => undefined;

/** The shell (or the app) plugs its snackbar in here: `setAuthNotifier((m, v) => showMessage({message: m, variant: v}))`. */
export function setAuthNotifier(notify: AuthNotifier): void {
  notifier = notify;
}

function notify(message: string, variant: AuthNoticeVariant): void {
  try {
    notifier(authMessageText(message), variant);
  } catch {
    // a broken snackbar must not break sign-in
  }
}

let providerOverride: AuthProvider | null = null;

/** Tests and stories: use this provider instead of the configured one (null restores it). */
export function setAuthProviderForTests(provider: AuthProvider | null): void {
  providerOverride = provider;
}

export async function getAuthProvider(): Promise<AuthProvider> {
  if (providerOverride) return providerOverride;
  switch (authConfig.provider) {
    case 'firebase':
      return (await import('./providers/firebaseProvider')).firebaseProvider;
    case 'auth0':
      return (await import('./providers/auth0Provider')).auth0Provider;
    default:
      return jwtProvider;
  }
}

let initialising: Promise<void> | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retryWake: (() => void) | undefined;

/** Waits between session checks while the server cannot be reached: 1 s, doubling, at most 30 s. */
export const RECONNECT_FIRST_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

export function reconnectDelay(attempt: number): number {
  return Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** attempt);
}

/** One session check: true when it settled (signed in, no session, or signed out with the reason). */
async function checkSession(): Promise<boolean> {
  try {
    const provider = await getAuthProvider();
    const user = await provider.restore();
    if (user) setUser(user);
    else clearUser();
    return true;
  } catch (error) {
    if (error instanceof AuthUnavailableError) {
      authStore.reconnecting = true;
      return false;
    }
    const message = error instanceof AuthSessionError ? error.message : authMessages.invalidToken;
    clearUser(message);
    notify(message, 'error');
    return true;
  }
}

/** Checks again after the back-off, or at once when the browser says it is back online. */
function retryLater(attempt: number): void {
  const again = () => {
    clearTimeout(retryTimer);
    globalThis.removeEventListener?.('online', again);
    retryWake = undefined;
    void checkSession().then((settled) => {
      if (!settled) retryLater(attempt + 1);
    });
  };
  retryWake = again;
  retryTimer = setTimeout(again, reconnectDelay(attempt));
  globalThis.addEventListener?.('online', again);
}

/**
 * Start-up check (§4): the app shows its splash screen until this settles. A
 * stored session is restored; a rejected one (401, an invalid or expired token)
 * signs out with its message ('Invalid access_token' or 'access_token expired').
 * When the server cannot answer (offline, 404, 5xx, a timeout) the session is
 * kept: this settles with `authStore.reconnecting` set, the splash says
 * 'Reconnecting…', and the check runs again with back-off until it settles.
 */
export function initAuth(): Promise<void> {
  initialising ??= (async () => {
    authStore.status = 'checking';
    if (!(await checkSession())) retryLater(0);
  })();
  return initialising;
}

/** Tests: runs the pending reconnection check now instead of after its back-off. */
export function retrySessionCheckNow(): void {
  retryWake?.();
}

/** For tests: the next initAuth() checks again. */
export function resetAuthForTests(): void {
  initialising = null;
  clearTimeout(retryTimer);
  if (retryWake) globalThis.removeEventListener?.('online', retryWake);
  retryWake = undefined;
  providerOverride = null;
  clearUser();
  authStore.status = 'checking';
}

export async function signInWithEmailAndPassword(email: string, password: string): Promise<User> {
  prepareAuthNotices();
  const provider = await getAuthProvider();
  const user = await provider.signIn(email, password);
  setUser(user);
  return user;
}

/**
 * Creates the account and shows 'Your account has been successfully created'. The new user is signed in
 * at once unless `signIn` is false, in which case the caller calls setUser(user) when it is ready
 * (the register page first shows the success message).
 */
export async function registerWithEmailAndPassword(
  input: RegisterInput,
  options: { signIn?: boolean } = {},
): Promise<User> {
  prepareAuthNotices();
  const provider = await getAuthProvider();
  const user = await provider.register(input);
  notify(authMessages.accountCreated, 'success');
  if (options.signIn !== false) setUser(user);
  return user;
}

export async function sendPasswordResetEmail(email: string): Promise<void> {
  prepareAuthNotices();
  const provider = await getAuthProvider();
  await provider.resetPassword(email);
  notify(authMessages.resetEmailSent, 'success');
}

/** Logout (§4): clears the role, signs the provider out. The caller goes to /login. */
export async function logout(): Promise<void> {
  clearUser();
  const provider = await getAuthProvider();
  await provider.signOut().catch(() => undefined);
}

/** Completes Auth0's redirect on /callback. */
export async function completeAuth0Callback(url: string): Promise<User> {
  const provider = await getAuthProvider();
  if (!provider.handleCallback) throw new Error('The configured provider does not use /callback');
  return provider.handleCallback(url);
}

/**
 * Saves the signed-in user's data (settings, shortcuts) through the provider and
 * shows 'User data saved to firebase' / 'to auth0' / 'with api', or the error.
 * A guest's changes stay local (§4): nothing is sent.
 */
export async function updateUserData(
  patch: Partial<Pick<UserData, 'settings' | 'shortcuts'>> = {},
): Promise<boolean> {
  prepareAuthNotices();
  if (authStore.roles.length === 0) return false;
  const current = authStore.user;
  const user: User = { ...current, data: { ...current.data, ...patch } };
  authStore.user = user;
  try {
    const provider = await getAuthProvider();
    const message = await provider.updateUserData(JSON.parse(JSON.stringify(user)) as User);
    notify(message, 'success');
    return true;
  } catch (error) {
    notify(error instanceof Error ? error.message : String(error), 'error');
    return false;
  }
}

export type { AuthProvider, RegisterInput };
