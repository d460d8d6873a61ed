/**
 * Auth configuration, set once by the application at start-up (`configureAuth`)
 * from its environment: VITE_AUTH_PROVIDER (jwt | firebase | auth0) and
 * VITE_API_URL (default '/api'), plus the Firebase and Auth0 settings.
 */
export type AuthProviderKind = 'jwt' | 'firebase' | 'auth0';

export interface FirebaseAuthSettings {
  apiKey: string;
  authDomain?: string;
  projectId: string;
  appId?: string;
  /** e.g. 'http://127.0.0.1:9199': connects the SDK to the Auth emulator. */
  emulatorUrl?: string;
}

export interface Auth0Settings {
  /** Without a domain, /callback runs the simulated offline flow (see README). */
  domain?: string;
  clientId?: string;
}

export interface AuthConfig {
  provider: AuthProviderKind;
  /** Base of the API, without a trailing slash: '/api' or 'https://host/api'. */
  apiUrl: string;
  firebase?: FirebaseAuthSettings;
  auth0?: Auth0Settings;
  /** Where the session lives: sessionStorage by default (per browser tab). */
  storage?: Storage | null;
}

export const authConfig: AuthConfig = { provider: 'jwt', apiUrl: '/api' };

const providerKinds: readonly AuthProviderKind[] = ['jwt', 'firebase', 'auth0'];

/** Parses VITE_AUTH_PROVIDER-like input; anything unknown falls back to jwt. */
export function parseProviderKind(value: string | null | undefined): AuthProviderKind {
  const normalised = (value ?? '').trim().toLowerCase();
  return (providerKinds as readonly string[]).includes(normalised) ? (normalised as AuthProviderKind) : 'jwt';
}

export function configureAuth(config: Partial<AuthConfig>): AuthConfig {
  Object.assign(authConfig, config);
  authConfig.apiUrl = (config.apiUrl ?? authConfig.apiUrl).replace(/\/+$/, '') || '/api';
  return authConfig;
}

/** The prefix the contracts' endpoint paths carry ('/api/mail-app/mails'): the default base. */
const CONTRACT_PREFIX = '/api';

/**
 * The URL of an endpoint: '/auth/signup' or a contract path '/api/mail-app/mails', under the configured
 * base ('/api' by default, VITE_API_URL otherwise).
 */
export function apiUrl(path: string): string {
  const absolute = path.startsWith('/') ? path : `/${path}`;
  const relative =
    absolute === CONTRACT_PREFIX || absolute.startsWith(`${CONTRACT_PREFIX}/`)
      ? absolute.slice(CONTRACT_PREFIX.length)
      : absolute;
  return `${authConfig.apiUrl}${relative}`;
}

/** The session store: per browser tab. Never throws (private mode, Node). */
export const sessionStore = {
  get(key: string): string | null {
    try {
      return (
        (authConfig.storage === undefined ? globalThis.sessionStorage : authConfig.storage)?.getItem(key) ??
        null
      );
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      (authConfig.storage === undefined ? globalThis.sessionStorage : authConfig.storage)?.setItem(
        key,
        value,
      );
    } catch {
      // Storage unavailable: the session lasts until the tab is reloaded.
    }
  },
  remove(key: string): void {
    try {
      (authConfig.storage === undefined ? globalThis.sessionStorage : authConfig.storage)?.removeItem(key);
    } catch {
      // ignore
    }
  },
};

/** sessionStorage key of the jwt provider's access token. */
export const ACCESS_TOKEN_KEY = 'chorus.access_token';
