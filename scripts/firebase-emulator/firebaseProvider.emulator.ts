/**
 * The firebase auth provider against the real Firebase Auth emulator (started by
 * scripts/firebase-emulator-test.mjs) and the mock API's signup/getUser calls in
 * Node (MSW). Covers §7's real calls and §8's field errors.
 */
import { configureMockFirebase, handlers, resetMockDb } from '@chorus/mock-handlers';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureAuth } from '../../packages/shell/src/auth/auth.config';
import { AuthFieldError } from '../../packages/shell/src/auth/auth.errors';
import {
  initAuth,
  logout,
  registerWithEmailAndPassword,
  resetAuthForTests,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
} from '../../packages/shell/src/auth/auth.service';
import { authStore } from '../../packages/shell/src/auth/auth.store';
import { firebaseProvider } from '../../packages/shell/src/auth/providers/firebaseProvider';

const emulatorUrl = process.env.FIREBASE_AUTH_EMULATOR_URL ?? 'http://127.0.0.1:9199';
const projectId = process.env.FIREBASE_PROJECT_ID ?? 'demo-chorus';

// The mock API's handlers use relative /api paths: resolve them as a browser at http://localhost would.
(globalThis as { location?: unknown }).location ??= new URL('http://localhost/');
const server = setupServer(...handlers);

const newcomer = {
  fullName: 'Fiona Firebase',
  email: 'fiona@chorus.dev',
  phoneNumber: '5551234',
  password: 'secret-123',
  organization: 'Chorus',
  userType: 1,
};

async function clearEmulatorAccounts() {
  const response = await fetch(`${emulatorUrl}/emulator/v1/projects/${projectId}/accounts`, {
    method: 'DELETE',
  });
  expect(response.ok).toBe(true);
}

beforeAll(() => {
  // The emulator signs nothing: the mock's getUser accepts its tokens in emulator mode only.
  configureMockFirebase({ emulator: true, projectId });
  server.listen({ onUnhandledFrame: 'bypass' });
  configureAuth({
    provider: 'firebase',
    apiUrl: 'http://localhost/api',
    firebase: { apiKey: 'demo-key', projectId, emulatorUrl },
    storage: null,
  });
});

beforeEach(async () => {
  resetMockDb();
  await clearEmulatorAccounts();
  await logout();
  resetAuthForTests();
});

afterAll(() => server.close());

describe('firebase provider against the Auth emulator', () => {
  it('registers: creates the Firebase user, signs up with the API and signs the user in', async () => {
    const user = await registerWithEmailAndPassword(newcomer);
    expect(user.from).toBe('firebase');
    expect(user.role).toEqual(['admin']);
    expect(user.data).toMatchObject({
      displayName: 'Fiona Firebase',
      email: 'fiona@chorus.dev',
      userType: 1,
    });
    expect(authStore.status).toBe('authenticated');
    expect(authStore.roles).toEqual(['admin', 'Host']);
  });

  it('signs in with e-mail and password and loads the user from GET /auth/getUser/{firebaseId}', async () => {
    const registered = await registerWithEmailAndPassword(newcomer);
    await logout();
    expect(authStore.roles).toEqual([]);
    const user = await signInWithEmailAndPassword(newcomer.email, newcomer.password);
    expect(user.uid).toBe(registered.uid);
    expect(user.data.organization).toBe('Chorus');
    expect(authStore.roles).toEqual(['admin', 'Host']);
  });

  it('restores the Firebase session at start-up', async () => {
    await registerWithEmailAndPassword(newcomer);
    resetAuthForTests();
    await initAuth();
    expect(authStore.status).toBe('authenticated');
    expect(authStore.user.data.email).toBe(newcomer.email);
  });

  it('puts a wrong password on the password field', async () => {
    await registerWithEmailAndPassword(newcomer);
    await logout();
    const error = await signInWithEmailAndPassword(newcomer.email, 'not-the-password').catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AuthFieldError);
    expect((error as AuthFieldError).fields.password).toBeTruthy();
    expect(authStore.roles).toEqual([]);
  });

  it('puts an unknown user on the e-mail field', async () => {
    const error = await signInWithEmailAndPassword('nobody@chorus.dev', 'whatever-1').catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AuthFieldError);
    expect(Object.keys((error as AuthFieldError).fields)).toEqual(
      expect.arrayContaining([expect.any(String)]),
    );
  });

  it('refuses an e-mail already in use, on the e-mail field', async () => {
    await registerWithEmailAndPassword(newcomer);
    await logout();
    const error = await registerWithEmailAndPassword({ ...newcomer, fullName: 'Someone Else' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AuthFieldError);
    expect((error as AuthFieldError).fields.email).toBe(
      'The email address is already in use by another account.',
    );
  });

  it('refuses a weak password, on the password field', async () => {
    const error = await registerWithEmailAndPassword({ ...newcomer, password: '123' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AuthFieldError);
    expect((error as AuthFieldError).fields.password).toBeTruthy();
  });

  it('sends the password-reset e-mail', async () => {
    await registerWithEmailAndPassword(newcomer);
    await logout();
    await sendPasswordResetEmail(newcomer.email);
    const response = await fetch(`${emulatorUrl}/emulator/v1/projects/${projectId}/oobCodes`);
    const { oobCodes } = (await response.json()) as { oobCodes: { email: string; requestType: string }[] };
    expect(oobCodes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: newcomer.email, requestType: 'PASSWORD_RESET' }),
      ]),
    );
  });

  it('saves user data to firebase', async () => {
    const user = await registerWithEmailAndPassword(newcomer);
    await expect(firebaseProvider.updateUserData(user)).resolves.toBe('User data saved to firebase');
  });
});
