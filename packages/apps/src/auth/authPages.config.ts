import type { DemoCredential } from './forms/LoginForm';

/**
 * What the application injects into the auth pages: the demo's seeded accounts
 * (loaded lazily so the login page never carries the mock API), none in a
 * real-API build.
 */
export interface AuthPagesOptions {
  demoAccounts?: () => Promise<readonly DemoCredential[]>;
}

export const authPagesOptions: AuthPagesOptions = {};
