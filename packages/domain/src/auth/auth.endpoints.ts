import { Reply } from '../lib/endpoints';
import { type AuthPort, authEndpoint } from './auth.context';
import { authContracts } from './auth.contracts';
import { ApiFailure, fail, forbidden, notFound } from '../lib/errors';
import { createId } from '../lib/ids';
import { avatarUrl } from '../lib/images';
import { ERROR_CODES, visibleLength, visibleText } from '../lib/schema';
import type { Viewer } from './auth.people';
import { type StoredUser, publicUser } from './auth.records';
import {
  ACCESS_TOKEN_LIFETIME_SECONDS,
  AUTH_MESSAGES,
  EmailSchema,
  GUEST_AUTH_MESSAGES,
  SESSION_LIFETIME_SECONDS,
  signInDelaySeconds,
  throttledMessage,
  type AuthFieldError,
  type AuthSuccess,
  type RegisterRequest,
} from './auth.schema';
import { defaultSettings, defaultShortcuts } from './auth.seed';

/**
 * The auth endpoints (§7, §8, §9), once, over an AuthPort: the mock gives its store, PBKDF2 and its HMAC token
 * (auth.handlers.ts), the server PostgreSQL, scrypt and its JWT secret.
 */

/**
 * An access token for the user: 2 days (§9), never beyond the session's 14 days since its sign-in
 * (`auth_time`), carrying the user's token version (sign-out raises it, which refuses every older token).
 */
export async function accessTokenFor(
  auth: AuthPort,
  uid: string,
  now = Date.now(),
  authTime = now,
): Promise<string> {
  const iat = Math.floor(now / 1000);
  const auth_time = Math.floor(authTime / 1000);
  const exp = Math.min(iat + ACCESS_TOKEN_LIFETIME_SECONDS, auth_time + SESSION_LIFETIME_SECONDS);
  const ver = (await auth.findUserByUid(uid))?.tokenVersion ?? 0;
  return auth.signToken({ sub: uid, iat, exp, auth_time, ver });
}

const invalidToken = () => new ApiFailure(ERROR_CODES.invalidToken, AUTH_MESSAGES.invalidToken);

/**
 * The user of a valid token and its sign-in time (seconds); a 401 for anything else. A guest's token (a meeting's
 * guest link) is refused with a 403 unless the caller takes `guests`: it opens its one meeting only.
 */
async function sessionFromToken(
  auth: AuthPort,
  token: string | undefined,
  guests = false,
): Promise<{ user: StoredUser; authTime: number }> {
  if (!token) throw invalidToken();
  const payload = await auth.verifyToken(token);
  const user = payload ? await auth.findUserByUid(payload.sub) : undefined;
  if (!payload || !user) throw invalidToken();
  const { auth_time: authTime, ver } = payload;
  if (typeof authTime !== 'number' || authTime + SESSION_LIFETIME_SECONDS <= Date.now() / 1000) {
    throw invalidToken();
  }
  if (ver !== user.tokenVersion) throw invalidToken();
  if (user.data.guestOf !== undefined && !guests) forbidden(GUEST_AUTH_MESSAGES.meetingOnly);
  return { user, authTime };
}

async function userFromToken(auth: AuthPort, token: string | undefined): Promise<StoredUser> {
  return (await sessionFromToken(auth, token)).user;
}

export function bearer(request: Request): string | undefined {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}

/** The user of the request's `Authorization: Bearer` token; throws a 401 ApiFailure otherwise. */
export function requireBearerUserWith(auth: AuthPort, request: Request): Promise<StoredUser> {
  return userFromToken(auth, bearer(request));
}

/**
 * The viewer of an initiatives or meetings request: 401 UNAUTHENTICATED before anything else. A guest is a viewer
 * only where `guests` lets them in (the endpoints of one meeting), and carries the meeting they may see.
 */
export async function requireViewerWith(
  auth: AuthPort,
  request: Request,
  options: { guests?: boolean } = {},
): Promise<Viewer> {
  try {
    const { user } = await sessionFromToken(auth, bearer(request), options.guests ?? false);
    const { guestOf } = user.data;
    return { uid: user.uid, userType: user.data.userType, ...(guestOf !== undefined ? { guestOf } : {}) };
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 401) {
      fail(ERROR_CODES.unauthenticated, 'Sign in first: send Authorization: Bearer <access token>');
    }
    throw error;
  }
}

/** {user, access_token}: a new session (authTime now) or a renewed one (its sign-in time kept). */
async function success(auth: AuthPort, user: StoredUser, authTimeSeconds?: number): Promise<AuthSuccess> {
  const now = Date.now();
  const authTime = authTimeSeconds === undefined ? now : authTimeSeconds * 1000;
  return { user: publicUser(user), access_token: await accessTokenFor(auth, user.uid, now, authTime) };
}

async function signIn(
  auth: AuthPort,
  email: string,
  password: string,
  client = '',
): Promise<AuthSuccess | AuthFieldError> {
  const key = email.trim().toLowerCase();
  const now = Date.now();
  const guard = auth.signInGuard;
  if (guard) {
    // The server's way: the attempt counts before the hash is checked (parallel guesses cannot outrun the
    // throttle), and every failure has one answer (it does not tell whether the e-mail has an account).
    await guard.begin(key, client, now);
    const user = await auth.findUserByEmail(key);
    const right = await auth.checkPassword(password, user?.password ?? guard.decoy, client);
    if (!right || !user?.password) {
      guard.failed?.();
      return structuredClone(guard.failure);
    }
    await guard.succeeded(key, client);
    return success(auth, user);
  }
  const failures = await auth.recentFailures(key, now);
  const wait = signInDelaySeconds(failures.length);
  const last = failures[failures.length - 1] ?? 0;
  const retryAfterSeconds = Math.ceil((last + wait * 1000 - now) / 1000);
  if (wait > 0 && retryAfterSeconds > 0) {
    throw new ApiFailure(ERROR_CODES.tooManyAttempts, throttledMessage(retryAfterSeconds), {
      retryAfterSeconds,
    });
  }
  const user = await auth.findUserByEmail(key);
  if (!user?.password) {
    await auth.recordFailure(key, now);
    return { error: { email: AUTH_MESSAGES.wrongEmail } };
  }
  if (!(await auth.checkPassword(password, user.password))) {
    await auth.recordFailure(key, now);
    return { error: { password: AUTH_MESSAGES.wrongPassword } };
  }
  await auth.clearFailures(key);
  return success(auth, user);
}

/** The register form's rules (§5) as field errors (status 200, §8). */
async function registerErrors(auth: AuthPort, body: RegisterRequest): Promise<AuthFieldError['error']> {
  const error: AuthFieldError['error'] = {};
  if (visibleText(body.displayName) === '') error.displayName = AUTH_MESSAGES.emptyDisplayName;
  else if (visibleLength(body.displayName) < 4) error.displayName = AUTH_MESSAGES.min4;
  if (!EmailSchema.safeParse(body.email).success) error.email = AUTH_MESSAGES.invalidEmail;
  else if (await auth.findUserByEmail(body.email))
    error.email = auth.registration?.emailTaken?.() ?? AUTH_MESSAGES.emailInUse;
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
async function renew(auth: AuthPort, token: string | undefined): Promise<AuthSuccess> {
  const { user, authTime } = await sessionFromToken(auth, token);
  return success(auth, user, authTime);
}

/**
 * The caller of getUser: the bearer of a valid Chorus token or, for a user made by signup (Firebase), a
 * verified Firebase ID token of that very user (signed by Google for the configured project; unsigned only
 * from the Auth emulator in emulator mode). A token that is neither is a 401.
 */
async function getUserCaller(auth: AuthPort, request: Request, firebaseId: string): Promise<StoredUser> {
  const token = bearer(request);
  const firebase = token ? await auth.verifyFirebaseToken(token) : null;
  if (firebase && firebase.sub === firebaseId) {
    const user = await auth.findUserByUid(firebaseId);
    if (user?.from === 'firebase') return user;
  }
  return userFromToken(auth, token);
}

/** The guest account whose token the request carries (a register from a guest's page), if any. */
async function guestOfRequest(auth: AuthPort, request: Request): Promise<StoredUser | undefined> {
  const token = bearer(request);
  if (!token) return undefined;
  try {
    const { user } = await sessionFromToken(auth, token, true);
    return user.data.guestOf !== undefined ? user : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A guest registers (a Chorus extension): their guest account becomes an account with an e-mail and a password,
 * under the same id, so what they wrote in the meeting stays theirs and as private as before. Their guest token
 * stops working (the token version rises): the answer carries the account's first token.
 */
async function keepGuest(
  auth: AuthPort,
  user: StoredUser,
  body: RegisterRequest,
  role: StoredUser['role'],
  client?: string,
): Promise<StoredUser> {
  const displayName = visibleText(body.displayName);
  const { guestOf: _guestOf, ...data } = user.data;
  user.role = role;
  user.password = await auth.hashNewPassword(body.password, client);
  user.tokenVersion += 1;
  user.data = {
    ...data,
    displayName,
    email: body.email.trim(),
    photoURL: avatarUrl(displayName),
    shortcuts: defaultShortcuts(role),
    userType: auth.registration?.selfHosting === false ? 2 : (body.userType ?? 2),
    selfRegistered: true,
  };
  await auth.saveUser(user);
  return user;
}

export const authEndpoints = [
  // Sign-in changes the store (the throttling's failures), so it runs as a write.
  authEndpoint(authContracts.signIn, (body, { auth, client }) =>
    signIn(auth, body.email, body.password, client),
  ),
  authEndpoint(
    authContracts.signInBasic,
    (_input, { auth, request, client }) => {
      const { email, password } = basicCredentials(request);
      return signIn(auth, email, password, client);
    },
    { write: true },
  ),

  authEndpoint(authContracts.accessToken, (body, { auth }) => renew(auth, body.access_token), {
    write: false,
  }),
  authEndpoint(authContracts.accessTokenBearer, (_input, { auth, request }) => renew(auth, bearer(request))),

  authEndpoint(authContracts.register, async (body, { auth, client, request }) => {
    await auth.registration?.admit(body.email);
    const error = await registerErrors(auth, body);
    if (Object.keys(error).length > 0) return new Reply({ error });
    const role: StoredUser['role'] = [...(auth.registration?.role ?? ['admin'])];
    const displayName = visibleText(body.displayName);
    const guest = await guestOfRequest(auth, request);
    if (guest) return success(auth, await keepGuest(auth, guest, body, role, client));
    const user: StoredUser = {
      uid: createId(),
      from: 'api',
      role,
      password: await auth.hashNewPassword(body.password, client),
      tokenVersion: 0,
      data: {
        displayName,
        email: body.email.trim(),
        photoURL: avatarUrl(displayName),
        settings: defaultSettings(),
        shortcuts: defaultShortcuts(role),
        userType: auth.registration?.selfHosting === false ? 2 : (body.userType ?? 2),
        selfRegistered: true,
        ...(body.phoneNumber ? { phoneNumber: body.phoneNumber } : {}),
        ...(body.organization ? { organization: body.organization } : {}),
      },
    };
    await auth.addUser(user);
    return success(auth, user);
  }),

  authEndpoint(authContracts.updateUser, async (body, { auth, request }) => {
    const user = await userFromToken(auth, bearer(request));
    if (body.user.uid !== undefined && body.user.uid !== user.uid) {
      throw new ApiFailure(ERROR_CODES.forbidden, 'A user can only update their own data');
    }
    if (body.user.data.settings !== undefined) user.data.settings = body.user.data.settings;
    if (body.user.data.shortcuts !== undefined) user.data.shortcuts = body.user.data.shortcuts;
    await auth.saveUser(user);
    return publicUser(user);
  }),

  authEndpoint(authContracts.signOut, async (_body, { auth, request }) => {
    // A guest signs out too (leaving their meeting's page for good).
    const { user } = await sessionFromToken(auth, bearer(request), true);
    user.tokenVersion += 1;
    await auth.saveUser(user);
    return { signedOut: true as const };
  }),

  authEndpoint(authContracts.signup, async (body, { auth }) => {
    await auth.registration?.admit(body.email);
    const taken = (await auth.findUserByUid(body.firebaseId))
      ? 'A user with this firebaseId already exists'
      : (await auth.findUserByEmail(body.email))
        ? (auth.registration?.emailTaken?.() ?? AUTH_MESSAGES.emailInUse)
        : undefined;
    if (taken) {
      return new Reply({ error: { code: ERROR_CODES.conflict, message: taken }, errorMessage: taken }, 409);
    }
    const role: StoredUser['role'] = [...(auth.registration?.role ?? ['admin'])];
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
        userType: auth.registration?.selfHosting === false ? 2 : (body.userType ?? 2),
        selfRegistered: true,
        phoneNumber: body.phoneNumber,
        organization: body.organization,
      },
    };
    await auth.addUser(user);
    return { user: publicUser(user) };
  }),
  authEndpoint(authContracts.getUser, async (_input, { auth, params, request }) => {
    const firebaseId = String(params.firebaseId ?? '');
    const caller = await getUserCaller(auth, request, firebaseId);
    if (caller.uid === firebaseId) return { user: publicUser(caller) };
    const user = (await auth.findUserByUid(firebaseId)) ?? notFound('No user with this firebaseId');
    return {
      user: { uid: user.uid, data: { displayName: user.data.displayName, photoURL: user.data.photoURL } },
    };
  }),
];
