import { setupServer } from 'msw/node';
// biome-ignore lint/correctness/noUndeclaredDependencies: a test-only helper; vitest is the workspace's test runner.
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { handlers } from '../index';
import { resetMockDb } from '../lib/db';

/** Origin of test requests: relative handler paths resolve against `location`, as in a browser. */
export const ORIGIN = 'http://localhost';
(globalThis as { location?: unknown }).location ??= new URL(`${ORIGIN}/`);

export const server = setupServer(...handlers);

/** Starts the mock server for this test file and resets the database before every test. */
export function useMockServer(): void {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  beforeEach(() => resetMockDb());
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

export interface ApiResult<T> {
  status: number;
  body: T;
  response: Response;
}

type Init = Omit<RequestInit, 'body'> & { body?: unknown; query?: Record<string, string> };

/** Calls the mock API: a JSON body is stringified, the JSON answer parsed. */
// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary bodies
export async function api<T = any>(path: string, init: Init = {}): Promise<ApiResult<T>> {
  const url = new URL(path, ORIGIN);
  for (const [key, value] of Object.entries(init.query ?? {})) url.searchParams.set(key, value);
  const { body, query: _query, ...rest } = init;
  const hasBody = body !== undefined;
  const response = await fetch(url, {
    method: hasBody ? 'POST' : 'GET',
    ...rest,
    headers: { ...(hasBody ? { 'Content-Type': 'application/json' } : {}), ...(rest.headers ?? {}) },
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
