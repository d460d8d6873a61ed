import type { z } from 'zod';
import type { StoredUser } from '../auth/auth.records';
import type { InitiativesState } from '../initiatives/initiatives.records';
import type { MeetingsData, Viewer } from '../meetings/meetings.rules';

/**
 * The API as data: each endpoint is a method, a path, the zod schema of its input (the query of a GET, the
 * body of a POST) and a `resolve` over a context. The context is all a storage gives: the mock's stores
 * (lib/endpoints.msw.ts), or a server's PostgreSQL (packages/server). No msw and no SQL here, so the same
 * definitions run in both.
 */

/** An answer with a status other than 200 and no error (e.g. the field errors of register, or a 409 body). */
export class Reply {
  constructor(
    readonly body: unknown,
    readonly status = 200,
  ) {}
}

export type Params = Record<string, string | readonly string[] | undefined>;

/** What the initiatives and meetings endpoints run on: the signed-in viewer and the data in scope. */
export interface DataContext {
  request: Request;
  viewer: Viewer;
  data: MeetingsData;
  /** The initiatives and their invitations (the same initiatives as `data.initiatives`). */
  initiatives: InitiativesState;
  /** The account with this (lower-case) e-mail, if any: for invitations. */
  accountOf: (email: string) => string | undefined;
  now: number;
  /** Tells the others that something not stored changed (presence), for the given meeting. */
  notify(meetingId: string): void;
}

/** A password as stored: a KDF's hash and salt, and its cost (PBKDF2 iterations, or scrypt's N). */
export type PasswordRecord = NonNullable<StoredUser['password']>;

/** The claims of an access token. */
export interface TokenClaims {
  sub: string;
  iat: number;
  exp: number;
  /** When the session signed in (seconds): a token is never renewed beyond 14 days after it. */
  auth_time: number;
  /** The user's token version when it was issued (sign-out raises it). */
  ver: number;
  [claim: string]: unknown;
}

/** What the auth endpoints need of a storage and of its crypto. */
export interface AuthPort {
  findUserByEmail(email: string): Promise<StoredUser | undefined>;
  findUserByUid(uid: string): Promise<StoredUser | undefined>;
  /** Stores a new account and gives it what waits for its e-mail (its invitations). */
  addUser(user: StoredUser): Promise<void>;
  /** Writes a changed user (settings, shortcuts, token version). */
  saveUser(user: StoredUser): Promise<void>;
  /** The times (ms) of the recent failed sign-ins of an e-mail, within the throttling window. */
  recentFailures(email: string, now: number): Promise<number[]>;
  recordFailure(email: string, now: number): Promise<void>;
  clearFailures(email: string): Promise<void>;
  hashNewPassword(password: string): Promise<PasswordRecord>;
  checkPassword(password: string, record: PasswordRecord): Promise<boolean>;
  signToken(claims: TokenClaims): Promise<string>;
  /** The claims of a well-signed, unexpired token; null otherwise. */
  verifyToken(token: string): Promise<TokenClaims | null>;
  /**
   * The Firebase user of a verified Firebase ID token (lib/firebaseToken.ts); null for anything else, always
   * when no Firebase project is configured.
   */
  verifyFirebaseToken(token: string): Promise<{ sub: string } | null>;
  /**
   * A server's registration policy (register and signup): `admit` throws an ApiFailure to refuse the e-mail
   * (registration closed, or by invitation only), `role` is what a registrant gets. Absent (the mock, the
   * spec's behaviour): anyone registers, as an admin.
   */
  registration?: {
    admit(email: string): Promise<void>;
    role: StoredUser['role'];
  };
}

export interface AuthContext {
  request: Request;
  params: Params;
  auth: AuthPort;
}

export type Method = 'GET' | 'POST';

interface Base<S extends z.ZodType> {
  method: Method;
  path: string;
  /** The query (GET) or body (POST); the auth GETs that read only headers take `z.unknown()`. */
  schema: S;
  /** Runs as a write (a transaction; the mock's write gate and change notice). Default: POST. */
  write: boolean;
}

export interface DataEndpoint<S extends z.ZodType = z.ZodType> extends Base<S> {
  kind: 'data';
  resolve(input: z.output<S>, context: DataContext): unknown;
}

export interface AuthEndpoint<S extends z.ZodType = z.ZodType> extends Base<S> {
  kind: 'auth';
  resolve(input: z.output<S>, context: AuthContext): unknown;
}

// biome-ignore lint/suspicious/noExplicitAny: a list holds endpoints of every schema
export type Endpoint = DataEndpoint<any> | AuthEndpoint<any>;

type Options = { write?: boolean };

/** The definers of the initiatives and meetings endpoints (a signed-in viewer). */
export const dataEndpoint = {
  get<S extends z.ZodType>(
    path: string,
    schema: S,
    resolve: DataEndpoint<S>['resolve'],
    options: Options = {},
  ): DataEndpoint<S> {
    return { kind: 'data', method: 'GET', path, schema, resolve, write: options.write ?? false };
  },
  post<S extends z.ZodType>(
    path: string,
    schema: S,
    resolve: DataEndpoint<S>['resolve'],
    options: Options = {},
  ): DataEndpoint<S> {
    return { kind: 'data', method: 'POST', path, schema, resolve, write: options.write ?? true };
  },
};

/** The definers of the auth endpoints. */
export const authEndpoint = {
  get<S extends z.ZodType>(
    path: string,
    schema: S,
    resolve: AuthEndpoint<S>['resolve'],
    options: Options = {},
  ): AuthEndpoint<S> {
    return { kind: 'auth', method: 'GET', path, schema, resolve, write: options.write ?? false };
  },
  post<S extends z.ZodType>(
    path: string,
    schema: S,
    resolve: AuthEndpoint<S>['resolve'],
    options: Options = {},
  ): AuthEndpoint<S> {
    return { kind: 'auth', method: 'POST', path, schema, resolve, write: options.write ?? true };
  },
};
