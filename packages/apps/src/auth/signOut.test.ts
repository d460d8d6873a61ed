// The user's side of sign-out and throttling: the shell's real jwt provider against the mock API (msw/node).
import { handlers, resetMockDb } from '@chorus/mock-handlers';
import { meetingPaths } from '@chorus/mock-handlers/contracts';
import {
  authMessages,
  authStore,
  configureAuth,
  initAuth,
  logout,
  resetAuthForTests,
  signInWithEmailAndPassword,
} from '@chorus/shell';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, expect, test, vi } from 'vitest';

// A sign-in hashes with PBKDF2 at its full count (about 0.4 s, more on a busy machine).
vi.setConfig({ testTimeout: 20_000 });

/** The jwt provider's sessionStorage key (shell auth.config ACCESS_TOKEN_KEY). */
const ACCESS_TOKEN_KEY = 'chorus.access_token';
const ORIGIN = 'http://localhost';
(globalThis as { location?: unknown }).location ??= new URL(`${ORIGIN}/`);
const server = setupServer(...handlers);
const storage = new Map<string, string>();

beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  configureAuth({
    provider: 'jwt',
    apiUrl: `${ORIGIN}/api`,
    storage: {
      get length() {
        return storage.size;
      },
      clear: () => storage.clear(),
      getItem: (key) => storage.get(key) ?? null,
      key: (index) => [...storage.keys()][index] ?? null,
      removeItem: (key) => void storage.delete(key),
      setItem: (key, value) => void storage.set(key, value),
    },
  });
});
beforeEach(() => {
  resetMockDb();
  storage.clear();
  resetAuthForTests();
});
// The files of a worker share their modules (vitest.config.ts): the default configuration back for the next.
afterAll(() => {
  server.close();
  configureAuth({ provider: 'jwt', apiUrl: '/api', storage: undefined });
});

const withToken = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

test('after Logout, a copy of the old token neither restores the session nor reads meetings', async () => {
  await signInWithEmailAndPassword('attendee@chorus.dev', 'chorus-attendee');
  const token = storage.get(ACCESS_TOKEN_KEY) ?? '';
  expect((await fetch(new URL(meetingPaths.items, ORIGIN), withToken(token))).status).toBe(200);

  await logout();
  expect(storage.has(ACCESS_TOKEN_KEY)).toBe(false);
  expect(authStore.roles).toEqual([]);

  // Another tab (or someone who copied it) still holds the token: the server refuses it now.
  expect((await fetch(new URL(meetingPaths.items, ORIGIN), withToken(token))).status).toBe(401);
  storage.set(ACCESS_TOKEN_KEY, token);
  resetAuthForTests();
  await initAuth();
  expect(authStore.status).toBe('guest');
  expect(authStore.message).toBe(authMessages.invalidToken);
  expect(storage.has(ACCESS_TOKEN_KEY)).toBe(false);
});

test('the sixth failed sign-in for one e-mail is refused with the wait the form shows', async () => {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const error = await signInWithEmailAndPassword('nobody@chorus.dev', 'wrong').catch((e: unknown) => e);
    expect((error as { fields?: unknown }).fields).toEqual({ email: 'Check your username/email' });
  }
  const error = await signInWithEmailAndPassword('nobody@chorus.dev', 'wrong').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(Error);
  expect((error as Error).message).toMatch(
    /^Too many failed sign-ins for this e-mail\. Try again in \d+ seconds?\.$/,
  );
});
