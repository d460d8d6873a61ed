/** The route-guard decision as a pure function (spec §2: guarded routes, §6: permissions). */
import { type AuthStatus, hasPermission } from '../auth/auth.store';

export type GuardDecision =
  | { kind: 'wait' }
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string; state?: { from: string }; noAccess?: true }
  | { kind: 'forbidden' };

export interface GuardInput {
  /** The route's allowed roles (undefined/null: public). */
  auth: readonly string[] | null | undefined;
  status: AuthStatus;
  roles: readonly string[];
  /** The current location as pathname + search + hash. */
  path: string;
  /** Where the user came from (location.state.from or ?redirect=), for guest-only routes after sign-in. */
  from?: string | null;
  loginPath: string;
  homePath: string;
  /** Where a signed-in user goes from a guest-only page when no path was remembered. */
  afterLoginPath: string;
  /** Whether to remember this path for after sign-in. */
  rememberPath: boolean;
}

/** Only same-app absolute paths may be returned to (no protocol-relative or external redirects). */
export function isSafeReturnPath(path: string | null | undefined): path is string {
  return !!path && path.startsWith('/') && !path.startsWith('//');
}

export function decideGuard(input: GuardInput): GuardDecision {
  const { auth, status, roles } = input;
  if (auth === null || auth === undefined) return { kind: 'allow' };
  if (status === 'checking') return { kind: 'wait' };
  if (hasPermission(auth, roles)) return { kind: 'allow' };
  const pathOnly = input.path.split(/[?#]/)[0];
  if (roles.length === 0) {
    // A guest on a guarded route: to the login page, remembering where they were going.
    if (pathOnly === input.loginPath) return { kind: 'forbidden' };
    return input.rememberPath
      ? { kind: 'redirect', to: input.loginPath, state: { from: input.path } }
      : { kind: 'redirect', to: input.loginPath };
  }
  if (auth.length === 0) {
    // A signed-in user on a guest-only page (e.g. /login right after signing in): back where they were going.
    const target = isSafeReturnPath(input.from) ? input.from : input.afterLoginPath;
    if (target.split(/[?#]/)[0] !== pathOnly) return { kind: 'redirect', to: target };
  }
  // A signed-in user without the role: home, unless home is where we are (no loops), told why (`noAccess`).
  if (pathOnly !== input.homePath) return { kind: 'redirect', to: input.homePath, noAccess: true };
  return { kind: 'forbidden' };
}

/** The remembered path after sign-in: location.state.from, else ?redirect=, else null. */
export function readReturnPath(state: unknown, search: string): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from === 'string' && isSafeReturnPath(from)) return from;
  const param = new URLSearchParams(search).get('redirect');
  return isSafeReturnPath(param) ? param : null;
}
