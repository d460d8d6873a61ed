// A stored session survives a server that cannot answer; only a refused token ends it (issue 13).
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, authConfig, configureAuth } from './auth.config';
import { AuthSessionError, AuthUnavailableError } from './auth.errors';
import { authMessages } from './auth.messages';
import {
  initAuth,
  reconnectDelay,
  resetAuthForTests,
  retrySessionCheckNow,
  setAuthProviderForTests,
} from './auth.service';
import { authStore, type User } from './auth.store';
import type { AuthProvider } from './providers/AuthProvider';
import { jwtProvider } from './providers/jwtProvider';
import { encodeUnsignedJwt } from './token';

const host: User = {
  uid: 'user-host',
  from: 'api',
  role: ['admin'],
  data: { displayName: 'Ada', email: 'host@chorus.dev', photoURL: '', shortcuts: [], userType: 1 },
};

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

const validToken = () =>
  encodeUnsignedJwt({ sub: 'user-host', iat: 0, exp: Math.floor(Date.now() / 1000) + 3600 });
const savedStorage = authConfig.storage;
let storage: Storage;

beforeEach(() => {
  storage = memoryStorage();
  configureAuth({ storage });
  resetAuthForTests();
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetAuthForTests();
  configureAuth({ storage: savedStorage });
});

function answer(status: number, body: unknown = {}) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

describe('the jwt provider checking a stored session', () => {
  test.each([404, 500, 502, 503])(
    'a %i keeps the token and reports the server unavailable',
    async (status) => {
      storage.setItem(ACCESS_TOKEN_KEY, validToken());
      vi.stubGlobal('fetch', answer(status, { error: 'Not found' }));
      await expect(jwtProvider.restore()).rejects.toBeInstanceOf(AuthUnavailableError);
      expect(storage.getItem(ACCESS_TOKEN_KEY)).not.toBeNull();
    },
  );

  test('no answer at all (offline) keeps the token', async () => {
    storage.setItem(ACCESS_TOKEN_KEY, validToken());
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(jwtProvider.restore()).rejects.toBeInstanceOf(AuthUnavailableError);
    expect(storage.getItem(ACCESS_TOKEN_KEY)).not.toBeNull();
  });

  test("a 401 ends the session with the spec's message and forgets the token", async () => {
    storage.setItem(ACCESS_TOKEN_KEY, validToken());
    vi.stubGlobal(
      'fetch',
      answer(401, { error: { code: 'UNAUTHENTICATED', message: 'Invalid access_token' } }),
    );
    const failure = jwtProvider.restore();
    await expect(failure).rejects.toBeInstanceOf(AuthSessionError);
    await expect(failure).rejects.toThrow(authMessages.invalidToken);
    expect(storage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  test('an expired token ends the session without asking the server', async () => {
    storage.setItem(ACCESS_TOKEN_KEY, encodeUnsignedJwt({ sub: 'user-host', iat: 0, exp: 1 }));
    const fetch = answer(200, {});
    vi.stubGlobal('fetch', fetch);
    await expect(jwtProvider.restore()).rejects.toThrow(authMessages.tokenExpired);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('start-up while the server cannot be reached', () => {
  test('keeps waiting (Reconnecting…) and signs in once the server answers', async () => {
    let calls = 0;
    const provider: AuthProvider = {
      ...jwtProvider,
      restore: async () => {
        calls++;
        if (calls < 3) throw new AuthUnavailableError();
        return host;
      },
    };
    setAuthProviderForTests(provider);
    await initAuth();
    expect(authStore.status).toBe('checking');
    expect(authStore.reconnecting).toBe(true);
    expect(authStore.message).toBeNull();

    retrySessionCheckNow();
    await vi.waitFor(() => expect(calls).toBe(2));
    expect(authStore.status).toBe('checking');

    retrySessionCheckNow();
    await vi.waitFor(() => expect(authStore.status).toBe('authenticated'));
    expect(authStore.reconnecting).toBe(false);
    expect(authStore.user.uid).toBe('user-host');
  });

  test('a refusal that arrives after reconnecting still signs out with its message', async () => {
    let calls = 0;
    setAuthProviderForTests({
      ...jwtProvider,
      restore: async () => {
        calls++;
        if (calls === 1) throw new AuthUnavailableError();
        throw new AuthSessionError(authMessages.tokenExpired);
      },
    });
    await initAuth();
    expect(authStore.reconnecting).toBe(true);
    retrySessionCheckNow();
    await vi.waitFor(() => expect(authStore.status).toBe('guest'));
    expect(authStore.message).toBe(authMessages.tokenExpired);
    expect(authStore.reconnecting).toBe(false);
  });

  test('waits longer after each failure, at most 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(reconnectDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});
