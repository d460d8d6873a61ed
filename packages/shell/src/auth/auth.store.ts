/**
 * The signed-in user and their roles: the one place the shell, its guards and
 * every app read "who is this". Providers (jwt, firebase, auth0) write it only
 * through the actions below.
 */
import { proxy } from 'valtio';

export type AuthProviderName = 'api' | 'firebase' | 'auth0';
export type AuthStatus = 'checking' | 'authenticated' | 'guest';

export interface UserData {
  displayName: string;
  fullName?: string;
  email: string;
  photoURL: string;
  settings?: Record<string, unknown>;
  shortcuts: string[];
  userType?: number;
  /** Made by register or signup (not seeded or given by an admin): a Host among them chose to be one. */
  selfRegistered?: boolean;
  /** From the register form (§3 signup payload). */
  phoneNumber?: string;
  organization?: string;
}

export interface User {
  uid: string;
  from: AuthProviderName | 'guest';
  /** Role list as stored; empty means guest. Host/Attendee are derived, see deriveRoles. */
  role: string[];
  data: UserData;
}

/** Route and navigation auth groups (spec §6). */
export const authRoles = {
  admin: ['admin'],
  staff: ['admin', 'staff'],
  user: ['admin', 'staff', 'user', 'Host', 'Attendee'],
  onlyGuest: [] as string[],
  host: ['Host'],
  attendee: ['Attendee', 'Host'],
} as const satisfies Record<string, readonly string[]>;

export const defaultGuestShortcuts = ['calendar', 'mail', 'contacts', 'todo'];

export const guestUser: User = {
  uid: '',
  from: 'guest',
  role: [],
  data: { displayName: 'Guest', email: '', photoURL: '', shortcuts: defaultGuestShortcuts },
};

export interface AuthState {
  status: AuthStatus;
  user: User;
  /** Derived from user: its role list plus Host (userType 1) or Attendee. Empty for a guest. */
  roles: string[];
  /** Last sign-out reason, e.g. 'Invalid access_token' or 'access_token expired'. */
  message: string | null;
  /** Where a guest was going when a guard sent them to /login; taken after sign-in. */
  redirectUrl: string | null;
  /**
   * The stored session could not be checked yet (no network, the server down): it is kept, the app waits
   * ('Reconnecting…') and the check is retried with back-off. Status stays 'checking' meanwhile.
   */
  reconnecting: boolean;
}

export const authStore = proxy<AuthState>({
  status: 'checking',
  user: guestUser,
  roles: [],
  message: null,
  redirectUrl: null,
  reconnecting: false,
});

/** Where a user lands after sign-in when no guarded path was remembered (§4). */
export const DEFAULT_SIGNED_IN_PATH = '/apps/initiatives';
const REDIRECT_KEY = 'chorus.auth.redirect';
/** Pages a user is never sent back to after sign-in. */
const noReturnPaths = ['/', '/login', '/logout', '/register', '/forgot-password', '/callback'];

/** A guard remembers the path a guest asked for before sending them to /login. */
export function setLoginRedirect(path: string | null): void {
  const pathname = path?.split(/[?#]/)[0] ?? '';
  const safe =
    path?.startsWith('/') && !path.startsWith('//') && !noReturnPaths.includes(pathname) ? path : null;
  authStore.redirectUrl = safe;
  try {
    if (safe) globalThis.sessionStorage?.setItem(REDIRECT_KEY, safe);
    else globalThis.sessionStorage?.removeItem(REDIRECT_KEY);
  } catch {
    // storage unavailable: the store alone remembers it
  }
}

/** The remembered path (or the default landing page), forgotten once read. */
export function takeLoginRedirect(): string {
  let stored: string | null = null;
  try {
    stored = globalThis.sessionStorage?.getItem(REDIRECT_KEY) ?? null;
  } catch {
    stored = null;
  }
  const path = authStore.redirectUrl ?? stored;
  setLoginRedirect(null);
  return path ?? DEFAULT_SIGNED_IN_PATH;
}

/** A signed-in user's roles: the stored list plus Host when userType is 1, otherwise Attendee. */
export function deriveRoles(user: Pick<User, 'role' | 'data'> | null | undefined): string[] {
  if (!user || user.role.length === 0) return [];
  return [...user.role, user.data.userType === 1 ? 'Host' : 'Attendee'];
}

/**
 * Spec §6: passes when the item has no auth, or the user's roles overlap it;
 * an empty auth list means only users with no roles (guests).
 */
export function hasPermission(
  auth: readonly string[] | null | undefined,
  userRoles: readonly string[],
): boolean {
  if (auth === null || auth === undefined) return true;
  if (auth.length === 0) return userRoles.length === 0;
  return userRoles.some((role) => auth.includes(role));
}

export function setUser(user: User): void {
  authStore.user = user;
  authStore.roles = deriveRoles(user);
  authStore.status = user.role.length > 0 ? 'authenticated' : 'guest';
  authStore.message = null;
  authStore.reconnecting = false;
}

export function clearUser(message: string | null = null): void {
  authStore.user = { ...guestUser, data: { ...guestUser.data, shortcuts: [...defaultGuestShortcuts] } };
  authStore.roles = [];
  authStore.status = 'guest';
  authStore.message = message;
  authStore.reconnecting = false;
}
