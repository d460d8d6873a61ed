import { z } from 'zod';
import { IdSchema, LIMITS, ShortTextSchema, UrlSchema } from '../lib/schema';

export const authPaths = {
  /** POST {email, password} or GET with `Authorization: Basic`. */
  signIn: '/api/auth',
  /** POST {access_token} or GET with `Authorization: Bearer`. */
  accessToken: '/api/auth/access-token',
  register: '/api/auth/register',
  /** POST {user}; needs `Authorization: Bearer`. */
  updateUser: '/api/auth/user/update',
  /** Real call of §7: POST {fullName, email, phoneNumber, firebaseId, organization}. */
  signup: '/api/auth/signup',
  /** Real call of §7: GET, `:firebaseId` in the path. */
  getUser: '/api/auth/getUser/:firebaseId',
} as const;

export const getUserPath = (firebaseId: string) => `/api/auth/getUser/${encodeURIComponent(firebaseId)}`;

/** Mock access tokens live 2 days (§9). */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 2 * 24 * 60 * 60;

export const AUTH_MESSAGES = {
  wrongEmail: 'Check your username/email',
  wrongPassword: 'Check your password',
  emptyDisplayName: 'Enter display name',
  emailInUse: 'The email is already in use',
  invalidToken: 'Invalid access token detected',
} as const;

export const RoleSchema = z.enum(['admin', 'staff', 'user']);
export type Role = z.infer<typeof RoleSchema>;

const Display = z.object({ display: z.boolean().optional() });
const Bar = Display.extend({
  position: z.enum(['left', 'right', 'above', 'below']).optional(),
  folded: z.boolean().optional(),
  style: z.enum(['fixed', 'static']).optional(),
});

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
});
export type Settings = z.infer<typeof SettingsSchema>;

export const ShortcutsSchema = z.array(IdSchema).max(50);

export const UserDataSchema = z.object({
  displayName: ShortTextSchema,
  fullName: ShortTextSchema.optional(),
  email: z.string().max(LIMITS.shortText),
  photoURL: UrlSchema,
  settings: SettingsSchema,
  shortcuts: ShortcutsSchema,
  /** 1: Host; anything else: Attendee. */
  userType: z.number().int(),
  phoneNumber: ShortTextSchema.optional(),
  organization: ShortTextSchema.optional(),
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

export const AccessTokenRequestSchema = z.object({ access_token: z.string().min(1).max(4_000) });

export const RegisterRequestSchema = z.object({
  displayName: z.string().max(LIMITS.shortText),
  password: z.string().max(LIMITS.shortText),
  email: z.string().max(LIMITS.shortText),
  /** Optional, from the register form: 1 makes the new user a Host ("I will host meetings"); default 2. */
  userType: z.union([z.literal(1), z.literal(2)]).optional(),
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

export const SignupRequestSchema = z.object({
  fullName: z.string().trim().min(1).max(LIMITS.shortText),
  email: z.email().max(LIMITS.shortText),
  phoneNumber: z.string().trim().min(1).max(40),
  firebaseId: IdSchema,
  organization: z.string().trim().min(1).max(LIMITS.shortText),
  /** Optional: 1 makes the new user a Host; default 2 (Attendee). */
  userType: z.number().int().optional(),
});
export type SignupRequest = z.infer<typeof SignupRequestSchema>;

/** signup and getUser answer {user}; a failed signup answers an error with `errorMessage` too. */
export const SignupResponseSchema = z.object({ user: UserSchema });
export type SignupResponse = z.infer<typeof SignupResponseSchema>;

/** A seeded account, shown on the demo's login page. */
export interface DemoAccount {
  email: string;
  password: string;
  role: Role[];
  userType: number;
  displayName: string;
}
