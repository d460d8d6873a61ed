/**
 * The auth actions every page and the shell call. They pick the configured
 * provider (jwt is built in; firebase and auth0 are loaded on demand, so their
 * code is never downloaded unless chosen) and keep `authStore` in step.
 */
import { authConfig } from './auth.config';
import { AuthSessionError } from './auth.errors';
import { authMessages } from './auth.messages';
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
    notifier(message, variant);
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

/**
 * Start-up check (§4): the app shows its splash screen until this settles. A
 * stored session is restored; a rejected one signs out with its message
 * ('Invalid access_token' or 'access_token expired').
 */
export function initAuth(): Promise<void> {
  initialising ??= (async () => {
    authStore.status = 'checking';
    try {
      const provider = await getAuthProvider();
      const user = await provider.restore();
      if (user) setUser(user);
      else clearUser();
    } catch (error) {
      const message = error instanceof AuthSessionError ? error.message : authMessages.invalidToken;
      clearUser(message);
      notify(message, 'error');
    }
  })();
  return initialising;
}

/** For tests: the next initAuth() checks again. */
export function resetAuthForTests(): void {
  initialising = null;
  providerOverride = null;
  clearUser();
  authStore.status = 'checking';
}

export async function signInWithEmailAndPassword(email: string, password: string): Promise<User> {
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
  const provider = await getAuthProvider();
  const user = await provider.register(input);
  notify(authMessages.accountCreated, 'success');
  if (options.signIn !== false) setUser(user);
  return user;
}

export async function sendPasswordResetEmail(email: string): Promise<void> {
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
