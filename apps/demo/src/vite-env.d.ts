/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of a real Chorus API. When set, the embedded mock API is left out of the build. */
  readonly VITE_API_URL?: string;
  /** Auth provider: jwt (default), firebase or auth0. */
  readonly VITE_AUTH_PROVIDER?: string;
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  /** e.g. http://127.0.0.1:9199: the Firebase Auth emulator. */
  readonly VITE_FIREBASE_AUTH_EMULATOR_URL?: string;
  readonly VITE_AUTH0_DOMAIN?: string;
  readonly VITE_AUTH0_CLIENT_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
