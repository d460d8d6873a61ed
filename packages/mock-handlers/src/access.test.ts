import type { HttpHandler } from 'msw';
import { describe, expect, test } from 'vitest';
import { createAccessToken } from './auth/auth.handlers';
import { mocks, type MockAccess } from './index';
import { getDbSnapshot } from './lib/db';
import { api, bearerOf, useMockServer, type SeedUser } from './test/server';

/**
 * Issue 15: every endpoint of the template apps needs a session (401), and the apps the navigation gives to
 * staff only (the Templates group, `authRoles.staff`) refuse other roles (403), as their route guards do.
 * Each app's manifest (`<app>/<app>.mock.ts`) says who may call it (`access`); the endpoints are read from its
 * handlers, so an endpoint or an app added later is covered without touching this file.
 */
type Access = MockAccess;

useMockServer();

interface Endpoint {
  app: string;
  access: Access;
  method: 'GET' | 'POST';
  path: string;
}

const endpoints: Endpoint[] = mocks.flatMap((mock) =>
  (mock.handlers as HttpHandler[]).map((handler) => ({
    app: mock.id,
    access: mock.access,
    method: String(handler.info.method).toUpperCase() as 'GET' | 'POST',
    path: String(handler.info.path).replace(/:(\w+)/g, 'x'),
  })),
);
const of = (access: Access) =>
  endpoints
    .filter((endpoint) => endpoint.access === access)
    .map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const);

const bearerOpt = async () => ({ headers: await bearerOf('host') });

function call({ method, path }: Endpoint, headers: Record<string, string> = {}) {
  // A POST with a well-formed but empty body: the session is checked before the payload.
  return api(path, { method, headers, ...(method === 'POST' ? { body: {} } : {}) });
}

test('every level of access has endpoints, the template apps most of them', () => {
  for (const access of ['public', 'signed-in', 'staff'] as const)
    expect(of(access).length).toBeGreaterThan(0);
  expect(of('staff').length).toBeGreaterThan(60);
});

describe('without a token, every template endpoint answers 401 and changes nothing', () => {
  test.each([...of('signed-in'), ...of('staff')])('%s', async (_name, endpoint) => {
    const before = getDbSnapshot();
    const response = await call(endpoint);
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
    expect(getDbSnapshot()).toEqual(before);
  });
});

describe('without a token, a template POST with a malformed body is still a 401: the session comes first', () => {
  const posts = [...of('signed-in'), ...of('staff')].filter(([, endpoint]) => endpoint.method === 'POST');
  test('there are POST endpoints to check', () => expect(posts.length).toBeGreaterThan(40));
  test.each(posts)('%s', async (_name, endpoint) => {
    const response = await api(endpoint.path, { method: 'POST', body: '{"broken": ' });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
    // With a token the same body is the malformed body it is.
    const signedIn = await api(endpoint.path, {
      method: 'POST',
      body: '{"broken": ',
      ...(await bearerOpt()),
    });
    expect(signedIn.status).toBe(400);
    expect(signedIn.body).toMatchObject({ error: { code: 'BAD_JSON' } });
  });
});

describe('a forged or expired token is no session either', () => {
  test.each([...of('signed-in'), ...of('staff')])('%s', async (_name, endpoint) => {
    const expired = await createAccessToken('user-host', Date.now() - 3 * 24 * 3600 * 1000);
    for (const token of ['not-a-token', expired, `${expired.slice(0, -2)}xx`]) {
      expect((await call(endpoint, { Authorization: `Bearer ${token}` })).status).toBe(401);
    }
  });
});

describe('the outsider (role user) is refused with 403 where the route guard refuses them', () => {
  test.each(of('staff'))('%s', async (_name, endpoint) => {
    const before = getDbSnapshot();
    const response = await call(endpoint, await bearerOf('outsider'));
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ error: { code: 'FORBIDDEN' } });
    expect(getDbSnapshot()).toEqual(before);
  });
});

describe('the roles the route guards let in get past the guard', () => {
  const allowed: Record<'signed-in' | 'staff', SeedUser[]> = {
    'signed-in': ['host', 'staff', 'attendee', 'outsider'],
    staff: ['host', 'staff'],
  };
  test.each([...of('signed-in'), ...of('staff')])('%s', async (_name, endpoint) => {
    for (const who of allowed[endpoint.access as 'signed-in' | 'staff']) {
      const response = await call(endpoint, await bearerOf(who));
      expect([401, 403], `${who}: ${JSON.stringify(response.body)}`).not.toContain(response.status);
      expect(response.status).toBeLessThan(500);
    }
  });
  test.each(of('public'))('%s needs no token', async (_name, endpoint) => {
    expect((await call(endpoint)).status).toBe(200);
  });
});
