import { setupServer } from 'msw/node';
// biome-ignore lint/correctness/noUndeclaredDependencies: a test-only helper; vitest is the workspace's test runner.
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createAccessToken } from '../auth/auth.handlers';
import { handlers } from '../index';
import { resetMockDb } from '../lib/db';

/** Origin of test requests: relative handler paths resolve against `location`, as in a browser. */
export const ORIGIN = 'http://localhost';
(globalThis as { location?: unknown }).location ??= new URL(`${ORIGIN}/`);

export const server = setupServer(...handlers);

/** The seeded users (uids) a test file may be signed in as. */
export const SEED_UIDS = {
  host: 'user-host',
  staff: 'user-staff',
  attendee: 'user-attendee',
  outsider: 'user-outsider',
} as const;
export type SeedUser = keyof typeof SEED_UIDS;

let defaultToken: string | null = null;
const tokens = new Map<SeedUser, string>();

/** An access token of a seeded user (made once per test file). */
export async function tokenOf(who: SeedUser): Promise<string> {
  let token = tokens.get(who);
  if (!token) {
    token = await createAccessToken(SEED_UIDS[who]);
    tokens.set(who, token);
  }
  return token;
}

/** The Authorization header of a seeded user. */
export async function bearerOf(who: SeedUser): Promise<{ Authorization: string }> {
  return { Authorization: `Bearer ${await tokenOf(who)}` };
}

/**
 * Starts the mock server for this test file and resets the database before every test. With `signedInAs`,
 * every `api`/`apiPost` call of the file carries that seeded user's token unless it sends its own
 * Authorization header (or `token: null`).
 */
export function useMockServer(options: { signedInAs?: SeedUser } = {}): void {
  beforeAll(async () => {
    server.listen({ onUnhandledFrame: 'error' });
    defaultToken = options.signedInAs ? await tokenOf(options.signedInAs) : null;
  });
  beforeEach(() => resetMockDb());
  afterEach(() => server.resetHandlers());
  afterAll(() => {
    server.close();
    defaultToken = null;
  });
}

export interface ApiResult<T> {
  status: number;
  body: T;
  response: Response;
}

type Init = Omit<RequestInit, 'body' | 'headers'> & {
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** null: no token, even in a file signed in with `useMockServer({ signedInAs })`. */
  token?: string | null;
};

/** Calls the mock API: a JSON body is stringified, the JSON answer parsed. */
// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary bodies
export async function api<T = any>(path: string, init: Init = {}): Promise<ApiResult<T>> {
  const url = new URL(path, ORIGIN);
  for (const [key, value] of Object.entries(init.query ?? {})) url.searchParams.set(key, value);
  const { body, query: _query, token, ...rest } = init;
  const hasBody = body !== undefined;
  const bearer = token === undefined ? defaultToken : token;
  const response = await fetch(url, {
    method: hasBody ? 'POST' : 'GET',
    ...rest,
    headers: {
      ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
      ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
      ...(rest.headers ?? {}),
    },
    body: hasBody ? (typeof body === 'string' ? body : JSON.stringify(body)) : undefined,
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: parsed as T, response };
}

/** POST shorthand. */
// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary bodies
export function apiPost<T = any>(path: string, body: unknown, init: Init = {}): Promise<ApiResult<T>> {
  return api<T>(path, { ...init, method: 'POST', body });
}
