import type { AuthProviderKind } from '../auth.config';
import type { User } from '../auth.store';

/** The register form's data (§3), as a provider receives it. */
export interface RegisterInput {
  fullName: string;
  email: string;
  phoneNumber: string;
  password: string;
  organization: string;
  /** 1: Host; 2: Attendee. */
  userType: number;
}

/**
 * One interface for jwt, firebase and auth0. Errors: AuthFieldError for field
 * messages (§8), AuthSessionError when a stored session must be dropped.
 */
export interface AuthProvider {
  readonly kind: AuthProviderKind;
  /** Start-up: the user of the stored session, or null when there is none. */
  restore(): Promise<User | null>;
  signIn(email: string, password: string): Promise<User>;
  register(input: RegisterInput): Promise<User>;
  resetPassword(email: string): Promise<void>;
  signOut(): Promise<void>;
  /** Saves settings and shortcuts; resolves with the success message of §8. */
  updateUserData(user: User): Promise<string>;
  /** Auth0's /callback: completes a redirect sign-in. */
  handleCallback?(url: string): Promise<User>;
}
