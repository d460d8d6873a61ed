import { HttpResponse } from 'msw';
import { signJwt, verifyJwt, hashPassword } from '../lib/crypto';
import { ApiFailure, notFound } from '../lib/errors';
import { get, post } from '../lib/http';
import { createId } from '../lib/ids';
import { avatarUrl } from '../lib/images';
import { ERROR_CODES } from '../lib/schema';
import {
  ACCESS_TOKEN_LIFETIME_SECONDS,
  AUTH_MESSAGES,
  AccessTokenRequestSchema,
  RegisterRequestSchema,
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

export async function createAccessToken(uid: string, now = Date.now()): Promise<string> {
  const iat = Math.floor(now / 1000);
  return signJwt({ sub: uid, iat, exp: iat + ACCESS_TOKEN_LIFETIME_SECONDS }, JWT_SECRET);
}

const invalidToken = () => new ApiFailure(ERROR_CODES.invalidToken, AUTH_MESSAGES.invalidToken);

async function userFromToken(token: string | undefined): Promise<StoredUser> {
  if (!token) throw invalidToken();
  const payload = await verifyJwt(token, JWT_SECRET);
  const user = payload ? findUserByUid(payload.sub) : undefined;
  if (!user) throw invalidToken();
  return user;
}

function bearer(request: Request): string | undefined {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}

async function success(user: StoredUser): Promise<AuthSuccess> {
  return { user: publicUser(user), access_token: await createAccessToken(user.uid) };
}

async function signIn(email: string, password: string): Promise<AuthSuccess | AuthFieldError> {
  const user = findUserByEmail(email);
  if (!user?.password) return { error: { email: AUTH_MESSAGES.wrongEmail } };
  const hash = await hashPassword(password, user.password.salt);
  if (hash !== user.password.hash) return { error: { password: AUTH_MESSAGES.wrongPassword } };
  return success(user);
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

export const authHandlers = [
  post(authPaths.signIn, SignInRequestSchema, (body) => signIn(body.email, body.password), {
    mutates: false,
  }),
  get(authPaths.signIn, ({ request }) => {
    const { email, password } = basicCredentials(request);
    return signIn(email, password);
  }),

  post(
    authPaths.accessToken,
    AccessTokenRequestSchema,
    async (body) => success(await userFromToken(body.access_token)),
    {
      mutates: false,
    },
  ),
  get(authPaths.accessToken, async ({ request }) => success(await userFromToken(bearer(request)))),

  post(authPaths.register, RegisterRequestSchema, async (body) => {
    const error: AuthFieldError['error'] = {};
    if (body.displayName.trim() === '') error.displayName = AUTH_MESSAGES.emptyDisplayName;
    if (findUserByEmail(body.email)) error.email = AUTH_MESSAGES.emailInUse;
    if (Object.keys(error).length > 0) return HttpResponse.json({ error });
    const salt = createId();
    const role: StoredUser['role'] = ['admin'];
    const user: StoredUser = {
      uid: createId(),
      from: 'api',
      role,
      password: { salt, hash: await hashPassword(body.password, salt) },
      data: {
        displayName: body.displayName.trim(),
        email: body.email.trim(),
        photoURL: avatarUrl(body.displayName.trim()),
        settings: defaultSettings(),
        shortcuts: defaultShortcuts(role),
        userType: body.userType ?? 2,
        ...(body.phoneNumber ? { phoneNumber: body.phoneNumber } : {}),
        ...(body.organization ? { organization: body.organization } : {}),
      },
    };
    authStore.state.users.push(user);
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

  post(authPaths.signup, SignupRequestSchema, (body) => {
    if (findUserByUid(body.firebaseId)) {
      const message = 'A user with this firebaseId already exists';
      return HttpResponse.json(
        { error: { code: ERROR_CODES.conflict, message }, errorMessage: message },
        { status: 409 },
      );
    }
    const role: StoredUser['role'] = ['admin'];
    const user: StoredUser = {
      uid: body.firebaseId,
      from: 'firebase',
      role,
      password: null,
      data: {
        displayName: body.fullName,
        fullName: body.fullName,
        email: body.email,
        photoURL: '',
        settings: defaultSettings(),
        shortcuts: defaultShortcuts(role),
        userType: body.userType ?? 2,
        phoneNumber: body.phoneNumber,
        organization: body.organization,
      },
    };
    authStore.state.users.push(user);
    return { user: publicUser(user) };
  }),
  get(authPaths.getUser, ({ params }) => {
    const firebaseId = String(params.firebaseId ?? '');
    const user = findUserByUid(firebaseId) ?? notFound('No user with this firebaseId');
    return { user: publicUser(user) };
  }),
];

// --- Used by other modules (initiatives, meetings): the signed-in user of a request. ---
/** The user of the request's `Authorization: Bearer` token; throws a 401 ApiFailure otherwise. */
export function requireBearerUser(request: Request): Promise<StoredUser> {
  return userFromToken(bearer(request));
}
