import { z } from 'zod';
import { IdSchema, ImageUrlSchema, LIMITS, ShortTextSchema, requiredText } from '../lib/schema';

export const authPaths = {
  /** POST {email, password} or GET with `Authorization: Basic`. */
  signIn: '/api/auth',
  /** POST {access_token} or GET with `Authorization: Bearer`. */
  accessToken: '/api/auth/access-token',
  register: '/api/auth/register',
  /** POST {user}; needs `Authorization: Bearer`. */
  updateUser: '/api/auth/user/update',
  /** POST, no body; needs `Authorization: Bearer`: revokes every token of the user (sign-out). */
  signOut: '/api/auth/sign-out',
  /** Real call of §7: POST {fullName, email, phoneNumber, firebaseId, organization}. */
  signup: '/api/auth/signup',
  /**
   * Real call of §7: GET, `:firebaseId` in the path; needs `Authorization: Bearer`. The caller's own record,
   * or another user's public profile (uid, name and photo).
   */
  getUser: '/api/auth/getUser/:firebaseId',
} as const;

export const getUserPath = (firebaseId: string) => `/api/auth/getUser/${encodeURIComponent(firebaseId)}`;

/** Mock access tokens live 2 days (§9). */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 2 * 24 * 60 * 60;
/**
 * A session lasts at most 14 days from its sign-in: renewing a token (access-token) never extends it
 * beyond that, and a token of an older sign-in is refused. Then the user signs in again.
 */
export const SESSION_LIFETIME_SECONDS = 14 * 24 * 60 * 60;

/**
 * Sign-in throttling: after this many failures for one e-mail within the window, each further attempt must
 * wait (1 s after the 5th failure, doubling with each failure, at most the window); a success forgets them.
 */
export const SIGN_IN_THROTTLE = {
  failures: 5,
  windowSeconds: 15 * 60,
  firstDelaySeconds: 1,
} as const;

/** The wait before the next attempt after `failures` recent failures (0 below the threshold). */
export function signInDelaySeconds(failures: number): number {
  if (failures < SIGN_IN_THROTTLE.failures) return 0;
  return Math.min(
    SIGN_IN_THROTTLE.windowSeconds,
    SIGN_IN_THROTTLE.firstDelaySeconds * 2 ** (failures - SIGN_IN_THROTTLE.failures),
  );
}

/** The sign-in form's text for a throttled attempt (answered with status 429 and `retryAfterSeconds`). */
export function throttledMessage(seconds: number): string {
  const wait =
    seconds < 60
      ? `${seconds} second${seconds === 1 ? '' : 's'}`
      : `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? '' : 's'}`;
  return `Too many failed sign-ins for this e-mail. Try again in ${wait}.`;
}

export const AUTH_MESSAGES = {
  wrongEmail: 'Check your username/email',
  wrongPassword: 'Check your password',
  emptyDisplayName: 'Enter display name',
  emailInUse: 'The email is already in use',
  invalidToken: 'Invalid access token detected',
  /** The register form's texts (§5), also the mock's field errors. */
  min4: 'Min character length is 4',
  min6: 'Min character length is 6',
  invalidEmail: 'Please enter a valid email',
} as const;

/**
 * A real server's answers that do not tell whether an e-mail has an account (docs/server.md: a divergence from
 * the spec, whose two sign-in messages and "The email is already in use" stay the mock's and the demo's). Every
 * failed sign-in answers `signInFailed` on the password field; a registration whose e-mail has an account answers
 * `emailRefused` (with registration by invitation, the same refusal as an e-mail without an invitation).
 */
export const SERVER_AUTH_MESSAGES = {
  signInFailed: 'Check your e-mail and password',
  emailRefused: 'This e-mail address cannot register here: if it has an account, sign in',
} as const;

/** The answers to a guest's token (a meeting's guest link, a Chorus extension) outside its meeting. */
export const GUEST_AUTH_MESSAGES = {
  meetingOnly: "A guest's access opens their meeting only",
} as const;

/** An e-mail address as the register form accepts it (§5), trimmed. */
export const EmailSchema = z.string().trim().max(LIMITS.shortText).pipe(z.email(AUTH_MESSAGES.invalidEmail));
/** 1: Host ("I will host meetings"), 2: Attendee. */
export const UserTypeSchema = z.union([z.literal(1), z.literal(2)]);

export const RoleSchema = z.enum(['admin', 'staff', 'user']);
export type Role = z.infer<typeof RoleSchema>;

const Display = z.object({ display: z.boolean().optional() });
const Bar = Display.extend({
  position: z.enum(['left', 'right', 'above', 'below']).optional(),
  folded: z.boolean().optional(),
  style: z.enum(['fixed', 'static']).optional(),
});

const atMost = (count: number) => (record: Record<string, unknown>) => Object.keys(record).length <= count;

/** User settings of §3; every part optional (a guest or a new user has none yet). */
export const SettingsSchema = z.object({
  layout: z
    .object({
      style: z.enum(['layout1', 'layout2', 'layout3']).optional(),
      config: z
        .object({
          mode: z.enum(['boxed', 'full', 'container']).optional(),
          scroll: z.enum(['body', 'content']).optional(),
          navbar: Bar.optional(),
          toolbar: Bar.optional(),
          footer: Bar.optional(),
          leftSidePanel: Display.optional(),
          rightSidePanel: Display.optional(),
        })
        .optional(),
    })
    .optional(),
  theme: z
    .object({
      main: ShortTextSchema.optional(),
      navbar: ShortTextSchema.optional(),
      toolbar: ShortTextSchema.optional(),
      footer: ShortTextSchema.optional(),
    })
    .optional(),
  customScrollbars: z.boolean().optional(),
  /** The user's language (issue 17): English, Spanish, Arabic or the pseudo-locale. */
  locale: z.enum(['en', 'es', 'ar', 'en-XA']).optional(),
  /** The document's direction (issue 18): the language's ('auto'), or forced left to right or right to left. */
  direction: z.enum(['auto', 'ltr', 'rtl']).optional(),
  /** The user menu's theme switch (issue 18): light, dark, or the device's. */
  colorScheme: z.enum(['light', 'dark', 'system']).optional(),
  /**
   * The sample apps' display preferences (issue 20: the dashboards' weather units and the range chosen per
   * widget): app id → preference → value, at most 20 apps of 20 preferences.
   */
  apps: z
    .record(IdSchema, z.record(IdSchema, ShortTextSchema).refine(atMost(20), 'Too many preferences'))
    .refine(atMost(20), 'Too many apps')
    .optional(),
});
export type Settings = z.infer<typeof SettingsSchema>;

export const ShortcutsSchema = z.array(IdSchema).max(50);

export const UserDataSchema = z.object({
  displayName: ShortTextSchema,
  fullName: ShortTextSchema.optional(),
  email: z.string().max(LIMITS.shortText),
  photoURL: ImageUrlSchema,
  settings: SettingsSchema,
  shortcuts: ShortcutsSchema,
  /** 1: Host; 2: Attendee. */
  userType: z.number().int(),
  /** Set on accounts made by register or signup: a Host among them chose to be one ("I will host meetings"). */
  selfRegistered: z.boolean().optional(),
  phoneNumber: ShortTextSchema.optional(),
  organization: ShortTextSchema.optional(),
  /**
   * A guest's account (joined by a meeting's guest link, a Chorus extension): the one meeting it opens. It has no
   * e-mail and no password until its guest registers.
   */
  guestOf: IdSchema.optional(),
});
export type UserData = z.infer<typeof UserDataSchema>;

/** The user object of §3, as every auth call returns it (never with a password). */
export const UserSchema = z.object({
  uid: IdSchema,
  from: z.enum(['firebase', 'auth0', 'api']),
  role: z.array(RoleSchema),
  data: UserDataSchema,
});
export type User = z.infer<typeof UserSchema>;

export const SignInRequestSchema = z.object({
  email: z.string().max(LIMITS.shortText),
  password: z.string().max(LIMITS.shortText),
});
export type SignInRequest = z.infer<typeof SignInRequestSchema>;

/** sign-out: no body (or an empty object); the token is the Authorization header's. */
export const SignOutRequestSchema = z.strictObject({}).optional();

export const AccessTokenRequestSchema = z.object({ access_token: z.string().min(1).max(4_000) });

export const RegisterRequestSchema = z.object({
  displayName: z.string().max(LIMITS.shortText),
  password: z.string().max(LIMITS.shortText),
  email: z.string().max(LIMITS.shortText),
  /** Optional, from the register form: 1 makes the new user a Host ("I will host meetings"); default 2. */
  userType: UserTypeSchema.optional(),
  phoneNumber: z.string().trim().max(40).optional(),
  organization: z.string().trim().max(LIMITS.shortText).optional(),
});
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

/** {user, access_token}: a successful sign-in, token refresh or registration. */
export const AuthSuccessSchema = z.object({ user: UserSchema, access_token: z.string() });
export type AuthSuccess = z.infer<typeof AuthSuccessSchema>;

/** Sign-in and register field errors: status 200, texts of §8. */
export const AuthFieldErrorSchema = z.object({
  error: z.object({
    email: z.string().optional(),
    password: z.string().optional(),
    displayName: z.string().optional(),
  }),
});
export type AuthFieldError = z.infer<typeof AuthFieldErrorSchema>;
export type AuthResponse = AuthSuccess | AuthFieldError;

/** user/update: the settings and shortcuts are saved; other fields are ignored. */
export const UpdateUserRequestSchema = z.object({
  user: z.object({
    uid: IdSchema.optional(),
    data: z.object({ settings: SettingsSchema.optional(), shortcuts: ShortcutsSchema.optional() }),
  }),
});
export type UpdateUserRequest = z.infer<typeof UpdateUserRequestSchema>;

/** The register form's rules (§5): name at least 4 visible characters, a valid e-mail; a taken e-mail is a 409. */
export const SignupRequestSchema = z.object({
  fullName: requiredText(LIMITS.shortText, 4, AUTH_MESSAGES.min4),
  email: EmailSchema,
  phoneNumber: requiredText(40),
  firebaseId: IdSchema,
  organization: requiredText(LIMITS.shortText),
  /** Optional: 1 makes the new user a Host; default 2 (Attendee). */
  userType: UserTypeSchema.optional(),
});
export type SignupRequest = z.infer<typeof SignupRequestSchema>;

/** signup and getUser answer {user}; a failed signup answers an error with `errorMessage` too. */
export const SignupResponseSchema = z.object({ user: UserSchema });
export type SignupResponse = z.infer<typeof SignupResponseSchema>;

/** What any signed-in user may see of another: uid, name and photo. */
export const PublicProfileSchema = z.object({
  uid: IdSchema,
  data: UserDataSchema.pick({ displayName: true, photoURL: true }),
});
export type PublicProfile = z.infer<typeof PublicProfileSchema>;

/** getUser: the caller's own record, or another user's public profile. */
export const GetUserResponseSchema = z.object({ user: z.union([UserSchema, PublicProfileSchema]) });
export type GetUserResponse = z.infer<typeof GetUserResponseSchema>;

/** sign-out answers this; every token of the user is refused afterwards. */
export const SignOutResponseSchema = z.object({ signedOut: z.literal(true) });

/** A seeded account, shown on the demo's login page. */
export interface DemoAccount {
  email: string;
  password: string;
  role: Role[];
  userType: number;
  displayName: string;
}
