/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of a real Chorus API. When set, the embedded mock API is left out of the build. */
  readonly VITE_API_URL?: string;
  /** Auth provider: jwt (default), firebase or auth0. */
  readonly VITE_AUTH_PROVIDER?: 'jwt' | 'firebase' | 'auth0';
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
