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

let loaded: readonly DemoCredential[] | undefined;

/**
 * Loads the demo accounts once (none when the application gives none, or when they fail to load). The
 * login route waits for them together with its own code, so the page paints once, with the list in
 * place: nothing moves when it arrives.
 */
export async function loadDemoAccounts(): Promise<readonly DemoCredential[]> {
  if (!loaded) loaded = (await authPagesOptions.demoAccounts?.().catch(() => undefined)) ?? [];
  return loaded;
}

/** The demo accounts if already loaded. */
export function loadedDemoAccounts(): readonly DemoCredential[] | undefined {
  return loaded;
}
