import type { Contract } from '../lib/contract';
import { type EndpointOf, type Params, endpointDefiner } from '../lib/endpoints';
import type { StoredUser } from './auth.records';

/** What the auth endpoints run on: the request and a storage's accounts and crypto (an AuthPort). */

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
  /** `client`: who asks (a server's hashing queue shares its turns fairly between clients). */
  hashNewPassword(password: string, client?: string): Promise<PasswordRecord>;
  checkPassword(password: string, record: PasswordRecord, client?: string): Promise<boolean>;
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
    /**
     * Whether "I will host meetings" makes a Host (userType 1). Absent (the mock, the spec): it does. A server
     * that grants hosting by an administrator only registers an Attendee (userType 2) whatever was asked.
     */
    selfHosting?: boolean;
    /**
     * A registration (or signup) whose e-mail has an account: the text of the answer, or a throw (the policy's
     * refusal, the same as for an e-mail it does not admit), so that register does not tell which e-mails have
     * an account. Absent (the mock): the spec's "The email is already in use".
     */
    emailTaken?: () => string;
  };
  /**
   * A server's guard of sign-in against guessing (absent on the mock, which keeps the spec's per-e-mail throttle
   * and its two messages). `begin` runs before any password is checked: it counts the recent failures of the
   * e-mail, of the e-mail from this client and of the client, and either records this attempt as a failure in
   * the same atomic step or refuses it (a 429 ApiFailure); `succeeded` forgets the failures of the e-mail from this
   * client. Every failed sign-in answers `failure` (an unknown e-mail checks `decoy`, so it takes as long).
   */
  signInGuard?: {
    begin(email: string, client: string, now: number): Promise<void>;
    succeeded(email: string, client: string): Promise<void>;
    /** The password was wrong, or the e-mail has no account (metrics). */
    failed?(): void;
    failure: { error: { email?: string; password?: string } };
    decoy: PasswordRecord;
  };
}

export interface AuthContext {
  request: Request;
  params: Params;
  auth: AuthPort;
  /** Who sent the request (a server's client address; absent on the mock). */
  client?: string;
}

export interface AuthContext {
  request: Request;
  params: Params;
  auth: AuthPort;
  /** Who sent the request (a server's client address; absent on the mock). */
  client?: string;
}

export type AuthEndpoint<Ct extends Contract = Contract> = EndpointOf<'auth', AuthContext, Ct>;

/** The definers of the auth endpoints. */
export const authEndpoint = endpointDefiner<'auth', AuthContext>('auth');
