import { HttpResponse } from 'msw';
import {
  PASSWORD_ITERATIONS,
  base64UrlDecode,
  hashPassword,
  sameText,
  signJwt,
  verifyJwt,
} from '../lib/crypto';
import { ApiFailure, notFound } from '../lib/errors';
import { notifyDbChange, runWrite } from '../lib/db';
import { get, post } from '../lib/http';
import { createId } from '../lib/ids';
import { avatarUrl } from '../lib/images';
import { ERROR_CODES, visibleText } from '../lib/schema';
import {
  ACCESS_TOKEN_LIFETIME_SECONDS,
  AUTH_MESSAGES,
  AccessTokenRequestSchema,
  EmailSchema,
  RegisterRequestSchema,
  SESSION_LIFETIME_SECONDS,
  SIGN_IN_THROTTLE,
  SignOutRequestSchema,
  signInDelaySeconds,
  throttledMessage,
  type RegisterRequest,
  SignInRequestSchema,
  SignupRequestSchema,
  UpdateUserRequestSchema,
  authPaths,
  type AuthFieldError,
  type AuthSuccess,
} from './auth.schema';
import { authStore, findUserByEmail, findUserByUid, publicUser, type StoredUser } from './auth.db';
import { defaultSettings, defaultShortcuts } from './auth.seed';

/** The mock's signing secret: the mock is not a security boundary, only a faithful imitation. */
const JWT_SECRET = 'chorus-mock-api-secret';

/**
 * An access token for the user: 2 days (§9), never beyond the session's 14 days since its sign-in
 * (`auth_time`), carrying the user's token version (sign-out raises it, which refuses every older token).
 */
export async function createAccessToken(uid: string, now = Date.now(), authTime = now): Promise<string> {
  const iat = Math.floor(now / 1000);
  const auth_time = Math.floor(authTime / 1000);
  const exp = Math.min(iat + ACCESS_TOKEN_LIFETIME_SECONDS, auth_time + SESSION_LIFETIME_SECONDS);
  const ver = findUserByUid(uid)?.tokenVersion ?? 0;
  return signJwt({ sub: uid, iat, exp, auth_time, ver }, JWT_SECRET);
}

const invalidToken = () => new ApiFailure(ERROR_CODES.invalidToken, AUTH_MESSAGES.invalidToken);

/** The user of a valid token and its sign-in time (seconds); a 401 for anything else. */
async function sessionFromToken(token: string | undefined): Promise<{ user: StoredUser; authTime: number }> {
  if (!token) throw invalidToken();
  const payload = await verifyJwt(token, JWT_SECRET);
  const user = payload ? findUserByUid(payload.sub) : undefined;
  if (!payload || !user) throw invalidToken();
  const { auth_time: authTime, ver } = payload;
  if (typeof authTime !== 'number' || authTime + SESSION_LIFETIME_SECONDS <= Date.now() / 1000) {
    throw invalidToken();
  }
  if (ver !== user.tokenVersion) throw invalidToken();
  return { user, authTime };
}

async function userFromToken(token: string | undefined): Promise<StoredUser> {
  return (await sessionFromToken(token)).user;
}

function bearer(request: Request): string | undefined {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}

/** {user, access_token}: a new session (authTime now) or a renewed one (its sign-in time kept). */
async function success(user: StoredUser, authTimeSeconds?: number): Promise<AuthSuccess> {
  const now = Date.now();
  const authTime = authTimeSeconds === undefined ? now : authTimeSeconds * 1000;
  return { user: publicUser(user), access_token: await createAccessToken(user.uid, now, authTime) };
}

/** The recent failures of an e-mail (within the window), pruning every older entry of the list. */
function recentFailures(email: string, now: number): { email: string; times: number[] } | undefined {
  const since = now - SIGN_IN_THROTTLE.windowSeconds * 1000;
  const state = authStore.state;
  state.signInFailures = state.signInFailures
    .map((entry) => ({ email: entry.email, times: entry.times.filter((time) => time > since) }))
    .filter((entry) => entry.times.length > 0);
  return state.signInFailures.find((entry) => entry.email === email);
}

function recordFailure(email: string, now: number): void {
  const entry = recentFailures(email, now);
  if (entry) entry.times = [...entry.times, now].slice(-50);
  else authStore.state.signInFailures.push({ email, times: [now] });
}

async function signIn(email: string, password: string): Promise<AuthSuccess | AuthFieldError> {
  const key = email.trim().toLowerCase();
  const now = Date.now();
  const failures = recentFailures(key, now)?.times ?? [];
  const wait = signInDelaySeconds(failures.length);
  const last = failures[failures.length - 1] ?? 0;
  const retryAfterSeconds = Math.ceil((last + wait * 1000 - now) / 1000);
  if (wait > 0 && retryAfterSeconds > 0) {
    throw new ApiFailure(ERROR_CODES.tooManyAttempts, throttledMessage(retryAfterSeconds), {
      retryAfterSeconds,
    });
  }
  const user = findUserByEmail(key);
  if (!user?.password) {
    recordFailure(key, now);
    return { error: { email: AUTH_MESSAGES.wrongEmail } };
  }
  const hash = await hashPassword(password, user.password.salt, user.password.iterations);
  if (!sameText(hash, user.password.hash)) {
    recordFailure(key, now);
    return { error: { password: AUTH_MESSAGES.wrongPassword } };
  }
  authStore.state.signInFailures = authStore.state.signInFailures.filter((entry) => entry.email !== key);
  return success(user);
}

/** A new account's password record: PBKDF2 with a fresh salt. */
async function passwordRecord(password: string): Promise<NonNullable<StoredUser['password']>> {
  const salt = createId();
  return {
    salt,
    hash: await hashPassword(password, salt, PASSWORD_ITERATIONS),
    iterations: PASSWORD_ITERATIONS,
  };
}

/** The register form's rules (§5) as the mock's field errors (status 200, §8). */
function registerErrors(body: RegisterRequest): AuthFieldError['error'] {
  const error: AuthFieldError['error'] = {};
  const name = visibleText(body.displayName);
  if (name === '') error.displayName = AUTH_MESSAGES.emptyDisplayName;
  else if ([...name].length < 4) error.displayName = AUTH_MESSAGES.min4;
  if (!EmailSchema.safeParse(body.email).success) error.email = AUTH_MESSAGES.invalidEmail;
  else if (findUserByEmail(body.email)) error.email = AUTH_MESSAGES.emailInUse;
  if (body.password.length < 6) error.password = AUTH_MESSAGES.min6;
  return error;
}

function basicCredentials(request: Request): { email: string; password: string } {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Basic\s+(\S+)$/i.exec(header.trim());
  if (!match?.[1])
    throw new ApiFailure(ERROR_CODES.unauthorized, 'Send the credentials in an Authorization: Basic header');
  let decoded: string;
  try {
    decoded = new TextDecoder().decode(Uint8Array.from(atob(match[1]), (char) => char.charCodeAt(0)));
  } catch {
    throw new ApiFailure(ERROR_CODES.validation, 'The Authorization header is not valid base64');
  }
  const colon = decoded.indexOf(':');
  if (colon < 0)
    throw new ApiFailure(ERROR_CODES.validation, 'The Authorization header needs email:password');
  return { email: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** A fresh token for a still-valid one, within the same session (never beyond its 14 days). */
async function renew(token: string | undefined): Promise<AuthSuccess> {
  const { user, authTime } = await sessionFromToken(token);
  return success(user, authTime);
}

export const authHandlers = [
  // Sign-in changes the store (the throttling's failures), so it runs as a write.
  post(authPaths.signIn, SignInRequestSchema, (body) => signIn(body.email, body.password)),
  get(authPaths.signIn, ({ request }) => {
    const { email, password } = basicCredentials(request);
    return runWrite(async () => {
      const answer = await signIn(email, password);
      notifyDbChange();
      return answer;
    });
  }),

  post(authPaths.accessToken, AccessTokenRequestSchema, async (body) => renew(body.access_token), {
    mutates: false,
  }),
  get(authPaths.accessToken, ({ request }) => renew(bearer(request))),

  post(authPaths.register, RegisterRequestSchema, async (body) => {
    const error = registerErrors(body);
    if (Object.keys(error).length > 0) return HttpResponse.json({ error });
    const role: StoredUser['role'] = ['admin'];
    const displayName = visibleText(body.displayName);
    const user: StoredUser = {
      uid: createId(),
      from: 'api',
      role,
      password: await passwordRecord(body.password),
      tokenVersion: 0,
      data: {
        displayName,
        email: body.email.trim(),
        photoURL: avatarUrl(displayName),
        settings: defaultSettings(),
        shortcuts: defaultShortcuts(role),
        userType: body.userType ?? 2,
        selfRegistered: true,
        ...(body.phoneNumber ? { phoneNumber: body.phoneNumber } : {}),
        ...(body.organization ? { organization: body.organization } : {}),
      },
    };
    addUser(user);
    return success(user);
  }),

  post(authPaths.updateUser, UpdateUserRequestSchema, async (body, { request }) => {
    const user = await userFromToken(bearer(request));
    if (body.user.uid !== undefined && body.user.uid !== user.uid) {
      throw new ApiFailure(ERROR_CODES.forbidden, 'A user can only update their own data');
    }
    if (body.user.data.settings !== undefined) user.data.settings = body.user.data.settings;
    if (body.user.data.shortcuts !== undefined) user.data.shortcuts = body.user.data.shortcuts;
    return publicUser(user);
  }),

  post(authPaths.signOut, SignOutRequestSchema, async (_body, { request }) => {
    const user = await userFromToken(bearer(request));
    user.tokenVersion += 1;
    return { signedOut: true };
  }),

  post(authPaths.signup, SignupRequestSchema, (body) => {
    const taken = findUserByUid(body.firebaseId)
      ? 'A user with this firebaseId already exists'
      : findUserByEmail(body.email)
        ? AUTH_MESSAGES.emailInUse
        : undefined;
    if (taken) {
      return HttpResponse.json(
        { error: { code: ERROR_CODES.conflict, message: taken }, errorMessage: taken },
        { status: 409 },
      );
    }
    const role: StoredUser['role'] = ['admin'];
    const user: StoredUser = {
      uid: body.firebaseId,
      from: 'firebase',
      role,
      password: null,
      tokenVersion: 0,
      data: {
        displayName: body.fullName,
        fullName: body.fullName,
        email: body.email,
        photoURL: '',
        settings: defaultSettings(),
        shortcuts: defaultShortcuts(role),
        userType: body.userType ?? 2,
        selfRegistered: true,
        phoneNumber: body.phoneNumber,
        organization: body.organization,
      },
    };
    addUser(user);
    return { user: publicUser(user) };
  }),
  get(authPaths.getUser, async ({ params, request }) => {
    const firebaseId = String(params.firebaseId ?? '');
    const caller = await getUserCaller(request, firebaseId);
    if (caller.uid === firebaseId) return { user: publicUser(caller) };
    const user = findUserByUid(firebaseId) ?? notFound('No user with this firebaseId');
    return {
      user: { uid: user.uid, data: { displayName: user.data.displayName, photoURL: user.data.photoURL } },
    };
  }),
];

/**
 * Hooks run on every new account (register and signup) before it is answered, e.g. to attach invitations
 * to its e-mail. They may change the stored user; a hook that throws an ApiFailure refuses the registration.
 */
const newUserHooks: Array<(user: StoredUser) => void> = [];
export function onNewUser(hook: (user: StoredUser) => void): void {
  newUserHooks.push(hook);
}

function addUser(user: StoredUser): void {
  authStore.state.users.push(user);
  for (const hook of newUserHooks) hook(user);
}

/**
 * The caller of getUser: the bearer of a valid mock token or, for a user made by signup (Firebase), a Firebase
 * ID token of that very user. A server verifies the Firebase token's signature with Google's keys; the mock,
 * which runs offline, can only check its claims (issuer, subject, expiry).
 */
async function getUserCaller(request: Request, firebaseId: string): Promise<StoredUser> {
  const token = bearer(request);
  const claims = token ? firebaseClaims(token) : null;
  if (claims && claims.sub === firebaseId) {
    const user = findUserByUid(firebaseId);
    if (user?.from === 'firebase') return user;
  }
  return userFromToken(token);
}

function firebaseClaims(token: string): { sub: string } | null {
  try {
    const body = token.split('.')[1] ?? '';
    const claims = JSON.parse(new TextDecoder().decode(base64UrlDecode(body))) as Record<string, unknown>;
    const issuer = typeof claims.iss === 'string' ? claims.iss : '';
    if (!issuer.startsWith('https://securetoken.google.com/')) return null;
    if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number') return null;
    return claims.exp > Date.now() / 1000 ? { sub: claims.sub } : null;
  } catch {
    return null;
  }
}

// --- Used by other modules (initiatives, meetings): the signed-in user of a request. ---
/** The user of the request's `Authorization: Bearer` token; throws a 401 ApiFailure otherwise. */
export function requireBearerUser(request: Request): Promise<StoredUser> {
  return userFromToken(bearer(request));
}
