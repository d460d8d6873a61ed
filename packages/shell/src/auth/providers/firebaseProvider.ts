/**
 * Firebase provider (modular SDK 12): e-mail sign-in, user creation and the
 * password-reset e-mail go to Firebase Auth; the user's Chorus data comes from
 * the API (§7: POST {api}/auth/signup, GET {api}/auth/getUser/{firebaseId}).
 *
 * This module is loaded only when VITE_AUTH_PROVIDER=firebase, and the SDK
 * itself is imported dynamically on first use, so no other build downloads it.
 */
import { authConfig, sessionStore } from '../auth.config';
import { AuthSessionError } from '../auth.errors';
import { providerError } from '../providerErrors';
import { authMessages } from '../auth.messages';
import type { User } from '../auth.store';
import type { AuthProvider, RegisterInput } from './AuthProvider';
import { errorMessageOf, requestJson } from './http';

type FirebaseAuthModule = typeof import('firebase/auth');
type Auth = import('firebase/auth').Auth;

let ready: Promise<{ sdk: FirebaseAuthModule; auth: Auth }> | null = null;

async function load(): Promise<{ sdk: FirebaseAuthModule; auth: Auth }> {
  ready ??= (async () => {
    const settings = authConfig.firebase;
    if (!settings?.apiKey || !settings.projectId) {
      throw new Error('Firebase is not configured: set VITE_FIREBASE_API_KEY and VITE_FIREBASE_PROJECT_ID');
    }
    const [{ initializeApp, getApps }, sdk] = await Promise.all([
      import('firebase/app'),
      import('firebase/auth'),
    ]);
    const app =
      getApps().find((candidate) => candidate.name === 'chorus') ??
      initializeApp(
        {
          apiKey: settings.apiKey,
          authDomain: settings.authDomain,
          projectId: settings.projectId,
          appId: settings.appId,
        },
        'chorus',
      );
    const inBrowser = typeof window !== 'undefined' && typeof window.sessionStorage !== 'undefined';
    const auth = sdk.initializeAuth(app, {
      persistence: inBrowser ? sdk.browserSessionPersistence : sdk.inMemoryPersistence,
    });
    if (settings.emulatorUrl) sdk.connectAuthEmulator(auth, settings.emulatorUrl, { disableWarnings: true });
    return { sdk, auth };
  })();
  try {
    return await ready;
  } catch (error) {
    ready = null;
    throw error;
  }
}

const savedDataKey = (uid: string) => `chorus.firebase.userData.${uid}`;

/**
 * The user's Chorus data from the API (getUser needs the user's Firebase ID token), with settings and shortcuts
 * saved in this tab merged in.
 */
async function fetchUser(firebaseUser: import('firebase/auth').User): Promise<User> {
  const firebaseId = firebaseUser.uid;
  const result = await requestJson<{ user?: User } & Partial<User>>(
    `/auth/getUser/${encodeURIComponent(firebaseId)}`,
    { token: await firebaseUser.getIdToken() },
  );
  if (!result.ok || !result.body) throw new Error(errorMessageOf(result));
  const user = (result.body.user ?? result.body) as User;
  const saved = sessionStore.get(savedDataKey(firebaseId));
  const merged: User = { ...user, from: 'firebase', uid: user.uid ?? firebaseId, data: { ...user.data } };
  if (saved) {
    try {
      Object.assign(merged.data, JSON.parse(saved) as Partial<User['data']>);
    } catch {
      // ignore a damaged entry
    }
  }
  return merged;
}

export const firebaseProvider: AuthProvider = {
  kind: 'firebase',

  async restore() {
    const { auth } = await load();
    await auth.authStateReady();
    const current = auth.currentUser;
    if (!current) return null;
    try {
      return await fetchUser(current);
    } catch {
      await auth.signOut();
      throw new AuthSessionError(authMessages.invalidToken);
    }
  },

  async signIn(email, password) {
    const { sdk, auth } = await load();
    let firebaseUser: import('firebase/auth').User;
    try {
      firebaseUser = (await sdk.signInWithEmailAndPassword(auth, email, password)).user;
    } catch (error) {
      throw providerError(error, 'login');
    }
    try {
      return await fetchUser(firebaseUser);
    } catch (error) {
      await auth.signOut();
      throw error;
    }
  },

  async register(input: RegisterInput) {
    const { sdk, auth } = await load();
    let firebaseUser: import('firebase/auth').User;
    try {
      firebaseUser = (await sdk.createUserWithEmailAndPassword(auth, input.email, input.password)).user;
      await sdk.updateProfile(firebaseUser, { displayName: input.fullName });
    } catch (error) {
      throw providerError(error, 'register');
    }
    const result = await requestJson<{ user?: User; errorMessage?: string }>('/auth/signup', {
      body: {
        fullName: input.fullName,
        email: input.email,
        phoneNumber: input.phoneNumber,
        firebaseId: firebaseUser.uid,
        organization: input.organization,
        userType: input.userType,
      },
    });
    if (result.status !== 200) {
      // §7: anything but 200 is a failed signup; its errorMessage is shown.
      await firebaseUser.delete().catch(() => undefined);
      throw new Error(errorMessageOf(result));
    }
    return result.body?.user ? { ...result.body.user, from: 'firebase' } : fetchUser(firebaseUser);
  },

  async resetPassword(email) {
    const { sdk, auth } = await load();
    try {
      await sdk.sendPasswordResetEmail(auth, email);
    } catch (error) {
      throw providerError(error, 'login');
    }
  },

  async signOut() {
    const { auth } = await load();
    await auth.signOut();
  },

  async updateUserData(user) {
    sessionStore.set(
      savedDataKey(user.uid),
      JSON.stringify({ settings: user.data.settings, shortcuts: user.data.shortcuts }),
    );
    return authMessages.savedToFirebase;
  },
};

/** Test helper: forget the SDK instance (each emulator test file starts clean). */
export function resetFirebaseProviderForTests(): void {
  ready = null;
}
