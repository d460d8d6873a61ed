import { describe, expect, test } from 'vitest';
import { api, apiPost, useMockServer } from '../test/server';
import { createAccessToken } from './auth.handlers';
import { AUTH_MESSAGES, authPaths, getUserPath } from './auth.schema';
import { authStore, findUserByEmail } from './auth.db';
import { demoAccounts } from './auth.seed';
import { signJwt } from '../lib/crypto';

useMockServer();

const basic = (email: string, password: string) => ({
  Authorization: `Basic ${btoa(`${email}:${password}`)}`,
});

describe('sign in', () => {
  test.each(demoAccounts)('the seeded account $email signs in with its demo password', async (account) => {
    const { status, body } = await apiPost(authPaths.signIn, {
      email: account.email,
      password: account.password,
    });
    expect(status).toBe(200);
    expect(body.user.data.email).toBe(account.email);
    expect(body.user.role).toEqual(account.role);
    expect(body.user.data.userType).toBe(account.userType);
    expect(body.user.from).toBe('api');
    expect(body.user.password).toBeUndefined();
    expect(body.access_token.split('.')).toHaveLength(3);
  });

  test('a GET with Basic credentials signs in too', async () => {
    const { status, body } = await api(authPaths.signIn, {
      headers: basic('host@chorus.dev', 'chorus-host'),
    });
    expect(status).toBe(200);
    expect(body.user.data.displayName).toBe('Hana Host');
  });

  test('an unknown e-mail answers the email field error with status 200', async () => {
    const { status, body } = await apiPost(authPaths.signIn, { email: 'nobody@chorus.dev', password: 'x' });
    expect(status).toBe(200);
    expect(body).toEqual({ error: { email: AUTH_MESSAGES.wrongEmail } });
  });

  test('a wrong password answers the password field error with status 200', async () => {
    const { status, body } = await api(authPaths.signIn, { headers: basic('host@chorus.dev', 'nope') });
    expect(status).toBe(200);
    expect(body).toEqual({ error: { password: AUTH_MESSAGES.wrongPassword } });
  });

  test('a GET without credentials is a 401 and a malformed body a 400', async () => {
    expect((await api(authPaths.signIn)).status).toBe(401);
    const { status, body } = await apiPost(authPaths.signIn, { email: 42 });
    expect(status).toBe(400);
    expect(body.error.code).toBe('VALIDATION');
    expect((await apiPost(authPaths.signIn, '{not json')).body.error.code).toBe('BAD_JSON');
  });
});

describe('access token', () => {
  test('a valid token returns the user and a fresh token valid for 2 days', async () => {
    const token = await createAccessToken('user-host');
    const { status, body } = await apiPost(authPaths.accessToken, { access_token: token });
    expect(status).toBe(200);
    expect(body.user.uid).toBe('user-host');
    const payload = JSON.parse(atob(body.access_token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
    expect(payload.exp - payload.iat).toBe(2 * 24 * 60 * 60);
    const viaGet = await api(authPaths.accessToken, { headers: { Authorization: `Bearer ${token}` } });
    expect(viaGet.body.user.uid).toBe('user-host');
  });

  test('an expired, forged or missing token is a 401', async () => {
    const expired = await createAccessToken('user-host', Date.now() - 3 * 24 * 60 * 60 * 1000);
    const forged = await signJwt({ sub: 'user-host', iat: 0, exp: 9e9 }, 'another-secret');
    for (const token of [expired, forged, 'garbage']) {
      const { status, body } = await apiPost(authPaths.accessToken, { access_token: token });
      expect(status).toBe(401);
      expect(body.error.message).toBe(AUTH_MESSAGES.invalidToken);
    }
    expect((await api(authPaths.accessToken)).status).toBe(401);
    expect((await apiPost(authPaths.accessToken, {})).status).toBe(400);
  });
});

describe('register', () => {
  test('a new user gets the admin role, is stored and can sign in', async () => {
    const { status, body } = await apiPost(authPaths.register, {
      displayName: 'New Person',
      email: 'new@chorus.dev',
      password: 'secret',
    });
    expect(status).toBe(200);
    expect(body.user.role).toEqual(['admin']);
    expect(body.access_token).toBeTruthy();
    const stored = findUserByEmail('new@chorus.dev');
    expect(stored?.password?.hash).not.toContain('secret');
    const login = await apiPost(authPaths.signIn, { email: 'new@chorus.dev', password: 'secret' });
    expect(login.body.user.uid).toBe(body.user.uid);
  });

  test('"I will host meetings" registers a Host with the profile fields of the form', async () => {
    const { body } = await apiPost(authPaths.register, {
      displayName: 'Hosting Person',
      email: 'hosting@chorus.dev',
      password: 'secret',
      userType: 1,
      phoneNumber: '5550100',
      organization: 'Chorus',
    });
    expect(body.user.data).toMatchObject({ userType: 1, phoneNumber: '5550100', organization: 'Chorus' });
    expect(body.user.password).toBeUndefined();
    const plain = await apiPost(authPaths.register, {
      displayName: 'Plain',
      email: 'plain@chorus.dev',
      password: 'x',
    });
    expect(plain.body.user.data.userType).toBe(2);
    expect(
      (
        await apiPost(authPaths.register, {
          displayName: 'Odd',
          email: 'odd@chorus.dev',
          password: 'x',
          userType: 7,
        })
      ).status,
    ).toBe(400);
    expect(findUserByEmail('odd@chorus.dev')).toBeUndefined();
  });

  test('an empty display name and a taken e-mail answer the field errors and store nothing', async () => {
    const before = authStore.state.users.length;
    const { status, body } = await apiPost(authPaths.register, {
      displayName: '  ',
      email: 'host@chorus.dev',
      password: 'x',
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      error: { displayName: AUTH_MESSAGES.emptyDisplayName, email: AUTH_MESSAGES.emailInUse },
    });
    expect(
      (await apiPost(authPaths.register, { displayName: 'x'.repeat(500), email: 'a@b.c', password: '' }))
        .status,
    ).toBe(400);
    expect(authStore.state.users.length).toBe(before);
  });
});

describe('user/update', () => {
  test('saves settings and shortcuts for the bearer of a valid token', async () => {
    const token = await createAccessToken('user-staff');
    const { status, body } = await apiPost(
      authPaths.updateUser,
      {
        user: {
          data: { settings: { layout: { style: 'layout2' } }, shortcuts: ['mail'], displayName: 'Hacker' },
        },
      },
      { headers: { Authorization: `Bearer ${token}` } },
    );
    expect(status).toBe(200);
    expect(body.data.settings.layout.style).toBe('layout2');
    expect(body.data.shortcuts).toEqual(['mail']);
    expect(findUserByEmail('staff@chorus.dev')?.data.displayName).toBe('Sami Staff');
  });

  test('needs a valid token and a well-formed user', async () => {
    const update = { user: { data: { shortcuts: ['mail'] } } };
    expect((await apiPost(authPaths.updateUser, update)).status).toBe(401);
    const token = await createAccessToken('user-staff');
    const headers = { Authorization: `Bearer ${token}` };
    const bad = await apiPost(authPaths.updateUser, { user: { data: { shortcuts: 'mail' } } }, { headers });
    expect(bad.status).toBe(400);
    const other = await apiPost(authPaths.updateUser, { user: { uid: 'user-host', data: {} } }, { headers });
    expect(other.status).toBe(403);
    expect(findUserByEmail('staff@chorus.dev')?.data.shortcuts).toEqual([
      'calendar',
      'mail',
      'contacts',
      'todo',
    ]);
  });
});

describe('signup and getUser (real calls of §7)', () => {
  const signup = {
    fullName: 'Fiona Field',
    email: 'fiona@chorus.dev',
    phoneNumber: '5551234',
    firebaseId: 'fb-123',
    organization: 'Chorus',
  };

  test('a signup stores the profile that getUser returns with its userType', async () => {
    const { status, body } = await apiPost(authPaths.signup, signup);
    expect(status).toBe(200);
    expect(body.user.uid).toBe('fb-123');
    const fetched = await api(getUserPath('fb-123'));
    expect(fetched.status).toBe(200);
    expect(fetched.body.user.data).toMatchObject({
      fullName: 'Fiona Field',
      userType: 2,
      organization: 'Chorus',
    });
  });

  test('a duplicate firebaseId is a 409 with errorMessage, a malformed payload a 400, an unknown id a 404', async () => {
    await apiPost(authPaths.signup, signup);
    const again = await apiPost(authPaths.signup, signup);
    expect(again.status).toBe(409);
    expect(again.body.errorMessage).toBeTruthy();
    expect(
      (await apiPost(authPaths.signup, { ...signup, firebaseId: 'x2', email: 'not-an-email' })).status,
    ).toBe(400);
    expect(authStore.state.users.filter((user) => user.from === 'firebase')).toHaveLength(1);
    expect((await api(getUserPath('missing'))).status).toBe(404);
  });
});
