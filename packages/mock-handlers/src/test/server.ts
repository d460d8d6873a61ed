import { setupServer } from 'msw/node';
// biome-ignore lint/correctness/noUndeclaredDependencies: a test-only helper; vitest is the workspace's test runner.
import { afterAll, afterEach, beforeAll, beforeEach, test } from 'vitest';
import { authStore, findUserByUid, type StoredUser } from '../auth/auth.db';
import { configureMockFirebase, createAccessToken as mockAccessToken } from '../auth/auth.handlers';
import {
  ApiErrorSchema,
  authContracts,
  type Contract,
  contentSearchContracts,
  hashPassword,
  type InitiativesState,
  initiativeContracts,
  type MeetingsState,
  meetingContracts,
  type PasswordRecord,
  ResultsHiddenSchema,
} from '@chorus/domain';
import { handlers } from '../index';
import { initiativesStore } from '../initiatives/initiatives.db';
import { getDbSnapshot, resetMockDb } from '../lib/db';
import { meetingsStore } from '../meetings/meetings.db';
import { testFirebaseOptions } from './firebaseKeys';
import { TEMPLATE_APIS } from './templateApis';

/** Origin of test requests to the mock: relative handler paths resolve against `location`, as in a browser. */
export const ORIGIN = 'http://localhost';
(globalThis as { location?: unknown }).location ??= new URL(`${ORIGIN}/`);

export const server = setupServer(...handlers);

/**
 * Where the contract tests send their requests: the mock handlers through msw/node (the default), or a real
 * server over HTTP (packages/server's `server` Vitest project installs its target in a setup file). A test
 * that reads the mock's own stores runs on the mock only (`onMockOnly`).
 */
export interface TestTarget {
  name: 'mock' | 'server';
  /** The origin requests go to (read after start). */
  origin(): string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Back to the seed, before every test. */
  reset(): Promise<void>;
  afterEach(): void;
  /** A normalised dump of every store or table: a refused request leaves it equal. */
  snapshot(): Promise<unknown>;
  /** An access token of a seeded (or any stored) user. */
  accessToken(uid: string, now?: number, authTime?: number): Promise<string>;
  /** Every stored record of initiatives and meetings, as the domain's records (what a response says is stored). */
  stored(): Promise<{ meetings: MeetingsState; initiatives: InitiativesState }>;
  /**
   * Stores an account (a copy of the seeded host with this e-mail) whose password is hashed by the target's
   * own KDF at a low cost (each stored hash records its cost), so that tests of many sign-ins stay fast.
   */
  addQuickUser(email: string, password: string): Promise<void>;
}

/** A copy of a stored user with another uid and e-mail and the given password record. */
export function quickUser(seeded: StoredUser, email: string, password: PasswordRecord): StoredUser {
  return {
    ...structuredClone(seeded),
    uid: `quick-${email}`,
    password,
    tokenVersion: 0,
    data: { ...structuredClone(seeded.data), email },
  };
}

const mockTarget: TestTarget = {
  name: 'mock',
  origin: () => ORIGIN,
  async start() {
    // Both targets trust the test key for Firebase ID tokens (test/firebaseKeys.ts).
    configureMockFirebase(testFirebaseOptions);
    server.listen({ onUnhandledFrame: 'error' });
  },
  async stop() {
    configureMockFirebase(null);
    server.close();
  },
  async reset() {
    resetMockDb();
  },
  afterEach: () => server.resetHandlers(),
  snapshot: async () => getDbSnapshot(),
  accessToken: mockAccessToken,
  stored: async () => structuredClone({ meetings: meetingsStore.state, initiatives: initiativesStore.state }),
  async addQuickUser(email, password) {
    const seeded = findUserByUid(SEED_UIDS.host);
    if (!seeded) throw new Error('no seeded host');
    const salt = `salt-${email}`;
    const record = { salt, hash: await hashPassword(password, salt, 1_000), iterations: 1_000 };
    authStore.state.users.push(quickUser(seeded, email, record));
  },
};

let target: TestTarget = mockTarget;

/** Installs the target of this test file (a setup file of the server project). */
export function setTestTarget(next: TestTarget): void {
  target = next;
}
export const testTarget = (): TestTarget => target;
/** True when the contract tests run against the server (tests of the mock's internals are skipped). */
export const onServer = (): boolean => target.name === 'server';

/**
 * A test that reads or writes the mock's own stores, crypto or change events (not the API): skipped when the
 * contract suite runs against the server.
 */
export const mockOnlyTest: typeof test = ((...args: Parameters<typeof test>) =>
  test.skipIf(onServer())(...args)) as typeof test;

/** An access token of the target for a stored user (the mock's HMAC token, or the server's JWT). */
export const createAccessToken = (uid: string, now?: number, authTime?: number): Promise<string> =>
  target.accessToken(uid, now, authTime);

/** The stored records of the target (see TestTarget.stored). */
export const stored = () => target.stored();

/** See TestTarget.addQuickUser. */
export const addQuickUser = (email: string, password: string): Promise<void> =>
  target.addQuickUser(email, password);

/** A normalised dump of the target's data (a refused request leaves it equal). */
export const snapshot = (): Promise<unknown> => target.snapshot();

/** Back to the seed, in the middle of a test. */
export const resetData = (): Promise<void> => target.reset();

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
    token = await target.accessToken(SEED_UIDS[who]);
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
    tokens.clear();
    await target.start();
    // Tokens carry the user's token version: made from the seed, not from what the previous file of a shared
    // worker left (a sign-out there would make every token of this file stale once beforeEach resets).
    await target.reset();
    defaultToken = options.signedInAs ? await tokenOf(options.signedInAs) : null;
  });
  beforeEach(() => target.reset());
  afterEach(() => target.afterEach());
  afterAll(async () => {
    await target.stop();
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
  const url = new URL(path, target.origin());
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
  checkAgainstContract(rest.method ?? (hasBody ? 'POST' : 'GET'), url.pathname, response, parsed);
  return { status: response.status, body: parsed as T, response };
}

/** Every contract of the product's API (@chorus/domain) and of the template apps, by method and path pattern. */
const CONTRACTS: Contract[] = [
  authContracts,
  initiativeContracts,
  meetingContracts,
  contentSearchContracts,
  ...Object.values(TEMPLATE_APIS).map((app) => app.contracts),
].flatMap((group) => Object.values(group));
const patternOf = (path: string) => new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}$`);
const CONTRACT_PATTERNS = CONTRACTS.map((entry) => ({ entry, pattern: patternOf(entry.path) }));

/**
 * Every answer of a product or template endpoint, on the mock and on the server, is checked against its contract: a 200
 * against the response's schema, a refusal against the one error shape (423 with the participation counts).
 * A drift fails the test that made the call, whatever that test asserts.
 */
function checkAgainstContract(method: string, pathname: string, response: Response, body: unknown): void {
  const found = CONTRACT_PATTERNS.find(
    ({ entry, pattern }) => entry.method === method.toUpperCase() && pattern.test(pathname),
  )?.entry;
  if (!found || !response.headers.get('content-type')?.includes('application/json')) return;
  const schema = response.ok
    ? found.response
    : response.status === 423
      ? ResultsHiddenSchema
      : ApiErrorSchema;
  const checked = schema.safeParse(body);
  if (!checked.success) {
    throw new Error(
      `${method} ${pathname} answered ${response.status} with a body its contract does not allow: ${checked.error.message}`,
    );
  }
}

/** POST shorthand. */
// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary bodies
export function apiPost<T = any>(path: string, body: unknown, init: Init = {}): Promise<ApiResult<T>> {
  return api<T>(path, { ...init, method: 'POST', body });
}
