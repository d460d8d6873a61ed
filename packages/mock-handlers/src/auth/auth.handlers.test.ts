import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  addQuickUser,
  api,
  apiPost,
  createAccessToken,
  mockOnlyTest,
  onServer,
  snapshot,
  useMockServer,
} from '../test/server';
import {
  AUTH_MESSAGES,
  authPaths,
  demoAccounts,
  getUserPath,
  meetingPaths,
  SERVER_AUTH_MESSAGES,
  SESSION_LIFETIME_SECONDS,
  signJwt,
  throttledMessage,
} from '@chorus/domain';
import { authStore, findUserByEmail } from './auth.db';
import {
  TEST_FIREBASE_PROJECT,
  firebaseClaims,
  signedFirebaseToken,
  testFirebaseOptions,
  unsignedFirebaseToken,
} from '../test/firebaseKeys';
import { configureMockFirebase } from './auth.port';

useMockServer();
// A sign-in or registration hashes with PBKDF2 at its full count (about 0.4 s, more on a busy machine).
vi.setConfig({ testTimeout: 20_000 });

const basic = (email: string, password: string) => ({
  Authorization: `Basic ${btoa(`${email}:${password}`)}`,
});
const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });
const claims = (token: string) =>
  JSON.parse(atob((token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/')));
const DAY = 24 * 60 * 60 * 1000;

/**
 * A failed sign-in's answer: the spec's two messages on the mock; on the server one message for every cause
 * (SERVER_AUTH_MESSAGES: it does not tell whether the e-mail has an account; docs/server.md).
 */
const wrongEmail = () =>
  onServer()
    ? { error: { password: SERVER_AUTH_MESSAGES.signInFailed } }
    : { error: { email: AUTH_MESSAGES.wrongEmail } };
const wrongPassword = () =>
  onServer()
    ? { error: { password: SERVER_AUTH_MESSAGES.signInFailed } }
    : { error: { password: AUTH_MESSAGES.wrongPassword } };
/** A registration whose e-mail has an account (open registration): the spec's field error, or the server's. */
const emailTaken = () => (onServer() ? SERVER_AUTH_MESSAGES.emailRefused : AUTH_MESSAGES.emailInUse);

async function signInAs(email: string, password: string): Promise<string> {
  const { body } = await apiPost(authPaths.signIn, { email, password });
  expect(body.access_token).toBeTruthy();
  return body.access_token;
}

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

  test('an unknown e-mail answers the email field error with status 200 (the server: the one failure answer)', async () => {
    const { status, body } = await apiPost(authPaths.signIn, { email: 'nobody@chorus.dev', password: 'x' });
    expect(status).toBe(200);
    expect(body).toEqual(wrongEmail());
  });

  test('a wrong password answers the password field error with status 200 (the server: the one failure answer)', async () => {
    const { status, body } = await api(authPaths.signIn, { headers: basic('host@chorus.dev', 'nope') });
    expect(status).toBe(200);
    expect(body).toEqual(wrongPassword());
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
    const payload = claims(body.access_token);
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

  test('renewal keeps the sign-in time and never extends the session beyond 14 days from it', async () => {
    const signedIn = Date.now() - 13 * DAY;
    const token = await createAccessToken('user-host', Date.now() - DAY, signedIn);
    const { status, body } = await apiPost(authPaths.accessToken, { access_token: token });
    expect(status).toBe(200);
    const renewed = claims(body.access_token);
    expect(renewed.auth_time).toBe(Math.floor(signedIn / 1000));
    expect(renewed.exp).toBe(Math.floor(signedIn / 1000) + SESSION_LIFETIME_SECONDS);
    // Renewing the renewed token again and again gets no further.
    const again = await apiPost(authPaths.accessToken, { access_token: body.access_token });
    expect(claims(again.body.access_token).exp).toBe(renewed.exp);
  });

  test('a well-signed, unexpired token of a sign-in more than 14 days ago is refused', async () => {
    const old = Math.floor((Date.now() - 15 * DAY) / 1000);
    const now = Math.floor(Date.now() / 1000);
    const stale = await signJwt(
      { sub: 'user-host', iat: now, exp: now + 3600, auth_time: old, ver: 0 },
      'chorus-mock-api-secret',
    );
    const { status } = await apiPost(authPaths.accessToken, { access_token: stale });
    expect(status).toBe(401);
    const noSignInTime = await signJwt(
      { sub: 'user-host', iat: now, exp: now + 3600, ver: 0 },
      'chorus-mock-api-secret',
    );
    expect((await apiPost(authPaths.accessToken, { access_token: noSignInTime })).status).toBe(401);
  });
});

describe('sign-out', () => {
  test('revokes the token: renewal, user data and the meetings API refuse it afterwards', async () => {
    const token = await signInAs('attendee@chorus.dev', 'chorus-attendee');
    expect((await api(meetingPaths.items, bearer(token))).status).toBe(200);
    const out = await apiPost(authPaths.signOut, {}, bearer(token));
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ signedOut: true });
    const renewal = await apiPost(authPaths.accessToken, { access_token: token });
    expect(renewal.status).toBe(401);
    expect(renewal.body.error.message).toBe(AUTH_MESSAGES.invalidToken);
    expect((await api(authPaths.accessToken, bearer(token))).status).toBe(401);
    expect((await api(meetingPaths.items, bearer(token))).status).toBe(401);
    expect((await api(getUserPath('user-attendee'), bearer(token))).status).toBe(401);
    expect(
      (await apiPost(authPaths.updateUser, { user: { data: { shortcuts: [] } } }, bearer(token))).status,
    ).toBe(401);
    // Signing out again with the revoked token is refused too; a new sign-in works.
    expect((await apiPost(authPaths.signOut, {}, bearer(token))).status).toBe(401);
    const fresh = await signInAs('attendee@chorus.dev', 'chorus-attendee');
    expect((await api(meetingPaths.items, bearer(fresh))).status).toBe(200);
  });

  test('needs a token and takes no payload', async () => {
    expect((await apiPost(authPaths.signOut, {})).status).toBe(401);
    const token = await createAccessToken('user-host');
    expect((await apiPost(authPaths.signOut, { everyone: true }, bearer(token))).status).toBe(400);
    expect((await api(authPaths.accessToken, bearer(token))).status).toBe(200);
  });
});

describe('sign-in throttling', () => {
  afterEach(() => vi.useRealTimers());

  // The server runs in this process, so faking Date moves its clock too.
  test('after 5 failures for one e-mail in 15 minutes, attempts wait a doubling delay the answer states; a success resets', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-02T10:00:00Z') });
    await addQuickUser('quick@chorus.dev', 'quick-password');
    const right = { email: 'quick@chorus.dev', password: 'quick-password' };
    const wrong = { email: 'Quick@chorus.dev', password: 'wrong-password' };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await apiPost(authPaths.signIn, wrong)).body).toEqual(wrongPassword());
    }
    // Even the right password now waits: 429 with the form's message and the seconds to wait.
    const throttled = await apiPost(authPaths.signIn, right);
    expect(throttled.status).toBe(429);
    expect(throttled.body.error).toEqual({ code: 'TOO_MANY_ATTEMPTS', message: throttledMessage(1) });
    expect(throttled.body.retryAfterSeconds).toBe(1);
    expect((await api(authPaths.signIn, { headers: basic(right.email, right.password) })).status).toBe(429);
    // Another e-mail is not affected.
    await addQuickUser('other@chorus.dev', 'other-password');
    const other = await apiPost(authPaths.signIn, {
      email: 'other@chorus.dev',
      password: 'other-password',
    });
    expect(other.status).toBe(200);

    vi.setSystemTime(Date.now() + 1_000);
    expect((await apiPost(authPaths.signIn, wrong)).body).toEqual(wrongPassword());
    const longer = await apiPost(authPaths.signIn, wrong);
    expect(longer.status).toBe(429);
    expect(longer.body.retryAfterSeconds).toBe(2);
    expect(longer.body.error.message).toBe(
      'Too many failed sign-ins for this e-mail. Try again in 2 seconds.',
    );

    vi.setSystemTime(Date.now() + 2_000);
    expect((await apiPost(authPaths.signIn, right)).status).toBe(200);
    // The success forgot the failures: one more wrong password is an ordinary field error.
    expect((await apiPost(authPaths.signIn, wrong)).status).toBe(200);
    expect((await apiPost(authPaths.signIn, right)).status).toBe(200);
  });

  test('failures older than 15 minutes no longer count, unknown e-mails are throttled too', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-02T10:00:00Z') });
    const nobody = { email: 'nobody@chorus.dev', password: 'x' };
    for (let attempt = 0; attempt < 5; attempt += 1) await apiPost(authPaths.signIn, nobody);
    expect((await apiPost(authPaths.signIn, nobody)).status).toBe(429);
    vi.setSystemTime(Date.now() + 15 * 60 * 1000 + 1);
    // The old failures are forgotten: five new ones are ordinary field errors, the sixth attempt waits.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await apiPost(authPaths.signIn, nobody)).body).toEqual(wrongEmail());
    }
    const throttled = await apiPost(authPaths.signIn, nobody);
    expect(throttled.status).toBe(429);
    expect(throttled.body.retryAfterSeconds).toBe(1);
  });

  mockOnlyTest('the mock keeps only the failures of the window (its own store)', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-02T10:00:00Z') });
    const nobody = { email: 'nobody@chorus.dev', password: 'x' };
    for (let attempt = 0; attempt < 5; attempt += 1) await apiPost(authPaths.signIn, nobody);
    vi.setSystemTime(Date.now() + 15 * 60 * 1000 + 1);
    await apiPost(authPaths.signIn, nobody);
    expect(authStore.state.signInFailures).toEqual([{ email: 'nobody@chorus.dev', times: [Date.now()] }]);
  });
});

describe('register', () => {
  // The spec's mock gives a registrant the admin role; a real organisation's server never does (docs/server.md).
  test('a new user gets the admin role on the mock, the user role on the server, and can sign in', async () => {
    const { status, body } = await apiPost(authPaths.register, {
      displayName: 'New Person',
      email: 'new@chorus.dev',
      password: 'secret',
    });
    expect(status).toBe(200);
    expect(body.user.role).toEqual(onServer() ? ['user'] : ['admin']);
    expect(body.user.data.selfRegistered).toBe(true);
    expect(body.user.password).toBeUndefined();
    expect(body.access_token).toBeTruthy();
    const login = await apiPost(authPaths.signIn, { email: 'new@chorus.dev', password: 'secret' });
    expect(login.body.user.uid).toBe(body.user.uid);
    const wrong = await apiPost(authPaths.signIn, { email: 'new@chorus.dev', password: 'secret!' });
    expect(wrong.body).toEqual(wrongPassword());
  });

  mockOnlyTest('the mock stores a new password as a PBKDF2 hash (600,000 iterations)', async () => {
    await apiPost(authPaths.register, {
      displayName: 'New Person',
      email: 'new@chorus.dev',
      password: 'secret',
    });
    const stored = findUserByEmail('new@chorus.dev');
    expect(stored?.password?.hash).not.toContain('secret');
    expect(stored?.password?.iterations).toBeGreaterThanOrEqual(600_000);
  });

  // On the server hosting is granted by an administrator (docs/server.md): the registrant is an Attendee.
  test('"I will host meetings" registers a Host (an Attendee on the server), recorded as self-registered, with the profile fields of the form', async () => {
    const { body } = await apiPost(authPaths.register, {
      displayName: 'Hosting Person',
      email: 'hosting@chorus.dev',
      password: 'secret',
      userType: 1,
      phoneNumber: '5550100',
      organization: 'Chorus',
    });
    expect(body.user.data).toMatchObject({
      userType: onServer() ? 2 : 1,
      selfRegistered: true,
      phoneNumber: '5550100',
      organization: 'Chorus',
    });
    expect(body.user.password).toBeUndefined();
    expect(body.user.tokenVersion).toBeUndefined();
    const plain = await apiPost(authPaths.register, {
      displayName: 'Plain',
      email: 'plain@chorus.dev',
      password: 'secret',
    });
    expect(plain.body.user.data.userType).toBe(2);
    const before = await snapshot();
    for (const userType of [7, 0, -1, 1.5, '1']) {
      const odd = { displayName: 'Oddly', email: 'odd@chorus.dev', password: 'secret', userType };
      expect((await apiPost(authPaths.register, odd)).status).toBe(400);
    }
    expect(await snapshot()).toEqual(before);
  });

  test("the register form's rules (§5) and a taken e-mail answer field errors and store nothing", async () => {
    const before = await snapshot();
    const cases: Array<[Record<string, string>, Record<string, string>]> = [
      [
        { displayName: '  ', email: 'HOST@chorus.dev ', password: 'x' },
        {
          displayName: AUTH_MESSAGES.emptyDisplayName,
          email: emailTaken(),
          password: AUTH_MESSAGES.min6,
        },
      ],
      [
        { displayName: '\u200b\u200bAb\u200b ', email: 'not-an-email', password: '' },
        { displayName: AUTH_MESSAGES.min4, email: AUTH_MESSAGES.invalidEmail, password: AUTH_MESSAGES.min6 },
      ],
      [
        { displayName: '\u202e\u2060', email: 'a@b', password: 'secret' },
        { displayName: AUTH_MESSAGES.emptyDisplayName, email: AUTH_MESSAGES.invalidEmail },
      ],
    ];
    for (const [request, error] of cases) {
      const { status, body } = await apiPost(authPaths.register, request);
      expect(status).toBe(200);
      expect(body).toEqual({ error });
    }
    expect(
      (await apiPost(authPaths.register, { displayName: 'x'.repeat(500), email: 'a@b.c', password: '' }))
        .status,
    ).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});

describe('user/update', () => {
  /** The staff member's own record, as getUser answers it to its owner. */
  const ownRecord = async (headers: Record<string, string>) =>
    (await api(getUserPath('user-staff'), { headers })).body.user;

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
    const stored = await ownRecord({ Authorization: `Bearer ${token}` });
    expect(stored.data.displayName).toBe('Sami Staff');
    expect(stored.data.settings.layout.style).toBe('layout2');
    expect(stored.data.shortcuts).toEqual(['mail']);
  });

  test('saves the language with the settings and refuses one Chorus does not speak', async () => {
    const token = await createAccessToken('user-staff');
    const headers = { Authorization: `Bearer ${token}` };
    const saved = await apiPost(
      authPaths.updateUser,
      { user: { data: { settings: { locale: 'ar' } } } },
      { headers },
    );
    expect(saved.status).toBe(200);
    expect((await ownRecord(headers)).data.settings.locale).toBe('ar');
    const bad = await apiPost(
      authPaths.updateUser,
      { user: { data: { settings: { locale: 'xx' } } } },
      { headers },
    );
    expect(bad.status).toBe(400);
    expect((await ownRecord(headers)).data.settings.locale).toBe('ar');
  });

  test("saves the apps' display preferences and refuses a value that is not short text", async () => {
    const token = await createAccessToken('user-staff');
    const headers = { Authorization: `Bearer ${token}` };
    const apps = { dashboards: { temperature: 'F', 'range.summary': 'DY' } };
    const saved = await apiPost(
      authPaths.updateUser,
      { user: { data: { settings: { apps } } } },
      { headers },
    );
    expect(saved.status).toBe(200);
    expect((await ownRecord(headers)).data.settings.apps).toEqual(apps);
    const tooMany = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`pref-${i}`, 'x']));
    for (const bad of [{ dashboards: { temperature: 7 } }, { dashboards: tooMany }]) {
      const refused = await apiPost(
        authPaths.updateUser,
        { user: { data: { settings: { apps: bad } } } },
        { headers },
      );
      expect(refused.status).toBe(400);
    }
    expect((await ownRecord(headers)).data.settings.apps).toEqual(apps);
  });

  test('needs a valid token and a well-formed user', async () => {
    const before = await snapshot();
    const update = { user: { data: { shortcuts: ['mail'] } } };
    expect((await apiPost(authPaths.updateUser, update)).status).toBe(401);
    const token = await createAccessToken('user-staff');
    const headers = { Authorization: `Bearer ${token}` };
    const bad = await apiPost(authPaths.updateUser, { user: { data: { shortcuts: 'mail' } } }, { headers });
    expect(bad.status).toBe(400);
    const other = await apiPost(authPaths.updateUser, { user: { uid: 'user-host', data: {} } }, { headers });
    expect(other.status).toBe(403);
    expect(await snapshot()).toEqual(before);
    expect((await ownRecord(headers)).data.shortcuts).toEqual(['calendar', 'mail', 'contacts', 'todo']);
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
  /** A Firebase ID token of `sub`, signed with the key both targets trust (test/firebaseKeys.ts). */
  const firebaseToken = (sub: string, changes: Record<string, unknown> = {}) =>
    signedFirebaseToken(firebaseClaims(sub, changes));
  /** What getUser must never reveal of Fiona to someone who is not her. */
  const private_ = /fiona@chorus\.dev|5551234|organization|admin|userType|Fiona/;

  test('a signup stores the profile that getUser returns to its owner, with its userType', async () => {
    const { status, body } = await apiPost(authPaths.signup, signup);
    expect(status).toBe(200);
    expect(body.user.uid).toBe('fb-123');
    const fetched = await api(getUserPath('fb-123'), bearer(await firebaseToken('fb-123')));
    expect(fetched.status).toBe(200);
    expect(fetched.body.user.data).toMatchObject({
      fullName: 'Fiona Field',
      userType: 2,
      organization: 'Chorus',
      selfRegistered: true,
    });
  });

  test('getUser needs a token and answers others only their name and photo', async () => {
    expect((await api(getUserPath('user-host'))).status).toBe(401);
    expect((await api(getUserPath('user-host'), bearer('garbage'))).status).toBe(401);
    const token = await createAccessToken('user-outsider');
    const own = await api(getUserPath('user-outsider'), bearer(token));
    expect(own.body.user.data.email).toBe('outsider@chorus.dev');
    const other = await api(getUserPath('user-host'), bearer(token));
    expect(other.status).toBe(200);
    expect(other.body).toEqual({
      user: { uid: 'user-host', data: { displayName: 'Hana Host', photoURL: expect.any(String) } },
    });
    expect(JSON.stringify(other.body)).not.toMatch(/host@chorus\.dev|admin|userType/);
    expect((await api(getUserPath('missing'), bearer(token))).status).toBe(404);
    // A Firebase ID token stands only for a user made by signup, and only for its own record.
    expect((await api(getUserPath('user-host'), bearer(await firebaseToken('user-host')))).status).toBe(401);
    await apiPost(authPaths.signup, signup);
    expect((await api(getUserPath('user-host'), bearer(await firebaseToken('fb-123')))).status).toBe(401);
    const expired = await firebaseToken('fb-123', { exp: Math.floor(Date.now() / 1000) - 1 });
    expect((await api(getUserPath('fb-123'), bearer(expired))).status).toBe(401);
  });

  test('a forged Firebase token (unsigned, signed by another key, for another project) is a 401 that reveals nothing', async () => {
    await apiPost(authPaths.signup, signup);
    const claims = firebaseClaims('fb-123');
    const forgeries = {
      unsigned: unsignedFirebaseToken(claims),
      'any signature': unsignedFirebaseToken(claims, 'signature'),
      'claimed RS256, no valid signature': (await signedFirebaseToken(claims)).replace(
        /\.[^.]+$/,
        '.c2lnbmF0dXJl',
      ),
      'signed by another key': await signedFirebaseToken(claims, 'forger'),
      'another project': await firebaseToken('fb-123', {
        aud: 'someone-else',
        iss: 'https://securetoken.google.com/someone-else',
      }),
      'issued in the future': await firebaseToken('fb-123', { iat: Math.floor(Date.now() / 1000) + 3600 }),
    };
    for (const [forgery, token] of Object.entries(forgeries)) {
      const { status, body } = await api(getUserPath('fb-123'), bearer(token));
      expect(status, forgery).toBe(401);
      expect(body.error.code, forgery).toBe('INVALID_TOKEN');
      expect(JSON.stringify(body), forgery).not.toMatch(private_);
    }
    // The genuine token reads the record.
    expect((await api(getUserPath('fb-123'), bearer(await firebaseToken('fb-123')))).status).toBe(200);
  });

  mockOnlyTest(
    "in the mock's emulator mode (Auth emulator, `npm run test:firebase`), an unsigned token of the project is accepted",
    async () => {
      await apiPost(authPaths.signup, signup);
      const emulatorToken = unsignedFirebaseToken(firebaseClaims('fb-123'));
      try {
        configureMockFirebase({ emulator: true, projectId: TEST_FIREBASE_PROJECT });
        expect((await api(getUserPath('fb-123'), bearer(emulatorToken))).body.user.data.email).toBe(
          'fiona@chorus.dev',
        );
        const otherProject = unsignedFirebaseToken(
          firebaseClaims('fb-123', { aud: 'other', iss: 'https://securetoken.google.com/other' }),
        );
        expect((await api(getUserPath('fb-123'), bearer(otherProject))).status).toBe(401);
        configureMockFirebase(null);
        expect((await api(getUserPath('fb-123'), bearer(await firebaseToken('fb-123')))).status).toBe(401);
      } finally {
        configureMockFirebase(testFirebaseOptions);
      }
    },
  );

  test('signup validates like the register form and refuses a taken e-mail or firebaseId (409 with errorMessage)', async () => {
    await apiPost(authPaths.signup, signup);
    const again = await apiPost(authPaths.signup, signup);
    expect(again.status).toBe(409);
    expect(again.body.errorMessage).toBeTruthy();
    const takenEmail = await apiPost(authPaths.signup, {
      ...signup,
      firebaseId: 'fb-2',
      email: 'HOST@chorus.dev',
    });
    expect(takenEmail.status).toBe(409);
    expect(takenEmail.body.errorMessage).toBe(emailTaken());
    const before = await snapshot();
    const invalid: Array<Record<string, unknown>> = [
      { email: 'not-an-email' },
      { email: '' },
      { fullName: 'Abc' },
      { fullName: '\u200b\u200b\u200b\u200b\u200b' },
      { phoneNumber: ' ' },
      { organization: '\u2060' },
      { userType: 3 },
      { userType: 0 },
      { userType: 1.5 },
    ];
    for (const change of invalid) {
      const { status, body } = await apiPost(authPaths.signup, {
        ...signup,
        firebaseId: 'fb-x',
        ...change,
      });
      expect(status, JSON.stringify(change)).toBe(400);
      expect(body.error.code).toBe('VALIDATION');
    }
    expect(await snapshot()).toEqual(before);
    const host = await apiPost(authPaths.signup, {
      ...signup,
      firebaseId: 'fb-h',
      email: 'h@chorus.dev',
      userType: 1,
    });
    expect(host.body.user.data).toMatchObject({ userType: onServer() ? 2 : 1, selfRegistered: true });
  });
});
