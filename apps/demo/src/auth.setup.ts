/**
 * Auth configuration from the environment (documented in the README):
 *   VITE_AUTH_PROVIDER  jwt (default) | firebase | auth0
 *   VITE_API_URL        base of a real API; unset: '/api', served by the embedded mock API
 *   VITE_FIREBASE_API_KEY, VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_PROJECT_ID, VITE_FIREBASE_APP_ID,
 *   VITE_FIREBASE_AUTH_EMULATOR_URL (e.g. http://127.0.0.1:9199)
 *   VITE_AUTH0_DOMAIN, VITE_AUTH0_CLIENT_ID (unset: the simulated offline Auth0 flow)
 */
import { configureAuth, parseProviderKind } from '@chorus/shell';

export function configureAuthFromEnv(): void {
  const env = import.meta.env;
  configureAuth({
    provider: parseProviderKind(env.VITE_AUTH_PROVIDER),
    apiUrl: env.VITE_API_URL || '/api',
    firebase: env.VITE_FIREBASE_API_KEY
      ? {
          apiKey: env.VITE_FIREBASE_API_KEY,
          authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
          projectId: env.VITE_FIREBASE_PROJECT_ID ?? 'demo-chorus',
          appId: env.VITE_FIREBASE_APP_ID,
          emulatorUrl: env.VITE_FIREBASE_AUTH_EMULATOR_URL,
        }
      : undefined,
    auth0: { domain: env.VITE_AUTH0_DOMAIN, clientId: env.VITE_AUTH0_CLIENT_ID },
  });
}
