import {
  IMAGE_PATHS,
  authEndpoints,
  contentSearchEndpoints,
  initiativeEndpoints,
  meetingEndpoints,
} from '@chorus/domain';
import { describe, expect, test } from 'vitest';
import { createAccessToken, snapshot, testTarget, useMockServer } from '../../mock-handlers/src/test/server';
import { LIVE_PATH } from './live/stream';

/**
 * Bad input is a 400 on every endpoint the server serves (issue 28), never a 500, and changes nothing: a NUL
 * (U+0000, which PostgreSQL cannot store) in a body's value or key, in a query value, in a path parameter, or in
 * Basic credentials; and a body nested 5,000 deep (it overflowed the stack of the contracts' input walk). The
 * endpoints are read from the server's own lists, so one added later is swept too.
 */
useMockServer();

const ENDPOINTS = [
  ...[...authEndpoints, ...initiativeEndpoints, ...meetingEndpoints, ...contentSearchEndpoints].map(
    ({ method, path }) => ({ method, path }),
  ),
  { method: 'GET' as const, path: IMAGE_PATHS.avatar },
  { method: 'GET' as const, path: IMAGE_PATHS.picture },
  { method: 'GET' as const, path: LIVE_PATH },
];
const POSTS = ENDPOINTS.filter((endpoint) => endpoint.method === 'POST');
const PATHS_WITH_PARAMS = ENDPOINTS.filter((endpoint) => endpoint.path.includes(':'));

const fill = (path: string, value: string) => path.replace(/:[A-Za-z]+/g, value);
const DEEP = 5_000;
const deepArray = `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`;
const deepObject = `${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`;
// Values a POST body carries, in a value and in a key, with a NUL (as JSON escapes it).
const NUL_BODIES = [
  '{"id":"meeting-roadmap-live\\u0000","text":"an idea\\u0000 with a NUL","email":"a\\u0000@chorus.dev","password":"pass\\u0000word","displayName":"Nul\\u0000 Person"}',
  '{"initiativeId":"initiative-roadmap","items":[{"text":"x\\u0000"}]}',
  '{"a\\u0000key":"value"}',
];

async function call(method: 'GET' | 'POST', pathAndQuery: string, body?: string, token?: string) {
  const response = await fetch(`${testTarget().origin()}${pathAndQuery}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body,
  });
  const text = await response.text();
  let parsed: { error?: { code?: string; message?: string } } = {};
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, body: parsed };
}

describe('bad input is a 400 on every endpoint, and the data stays as it was', () => {
  test('the sweep covers the endpoints the server serves', () => {
    expect(POSTS.length).toBeGreaterThan(20);
    expect(PATHS_WITH_PARAMS.length).toBeGreaterThanOrEqual(3);
  });

  test('a NUL in a body value or key, in a query value or in a path: 400 with a message, for every endpoint', {
    timeout: 180_000,
  }, async () => {
    const token = await createAccessToken('user-host');
    const before = await snapshot();
    const wrong: string[] = [];
    const expectRefused = (what: string, answer: Awaited<ReturnType<typeof call>>) => {
      if (answer.status !== 400 || !/NUL/.test(answer.body.error?.message ?? ''))
        wrong.push(`${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 160)}`);
    };
    for (const { method, path } of ENDPOINTS) {
      const url = fill(path, 'x');
      if (method === 'POST')
        for (const [index, body] of NUL_BODIES.entries())
          expectRefused(`POST ${path} body ${index}`, await call('POST', url, body, token));
      expectRefused(
        `${method} ${path} query`,
        await call(method, `${url}?id=a%00b&q=x`, method === 'POST' ? '{}' : undefined, token),
      );
    }
    for (const { method, path } of PATHS_WITH_PARAMS)
      expectRefused(
        `${method} ${path} path`,
        await call(method, fill(path, 'a%00b'), method === 'POST' ? '{}' : undefined, token),
      );
    // Basic credentials are decoded from a header: the same refusal.
    const basic = await fetch(`${testTarget().origin()}/api/auth`, {
      headers: { Authorization: `Basic ${btoa('host@chorus.dev\u0000:chorus-host')}` },
    });
    expectRefused('GET /api/auth Basic', { status: basic.status, body: await basic.json() });
    expect(wrong).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  test('a body nested 5,000 deep (an array, an object): 400 with a message, for every POST endpoint', {
    timeout: 180_000,
  }, async () => {
    const token = await createAccessToken('user-host');
    const before = await snapshot();
    const wrong: string[] = [];
    for (const { path } of POSTS)
      for (const [kind, body] of [
        ['array', deepArray],
        ['object', deepObject],
      ] as const) {
        const answer = await call('POST', fill(path, 'x'), body, token);
        if (answer.status !== 400 || !/nested deeper/.test(answer.body.error?.message ?? ''))
          wrong.push(`POST ${path} (${kind}): ${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`);
      }
    expect(wrong).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });
});
