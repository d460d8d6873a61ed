/**
 * The hostile-Unicode sweep (issue 15): every endpoint of every contract, with the well-known hostile strings
 * in every text field of its body, in every query parameter and in every path parameter. A handler answers 2xx
 * or 4xx, never 5xx (no handler throws), and what it stored stays readable: every GET endpoint still answers,
 * and the stored data still loads (the mock: its schemas after a JSON round trip, what the service worker
 * persists; the server: a dump of every table). It runs against the mock (unit project) and the server
 * (server project: the endpoints the server serves).
 */
import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { authEndpoints, IMAGE_PATHS, initiativeEndpoints, meetingEndpoints } from '@chorus/domain';
import { handlers } from './index';
import { getDbSnapshot, loadDbSnapshot } from './lib/db';
import { getContracts, postContracts } from './lib/http';
import { createAccessToken, onServer, resetData, server, testTarget, useMockServer } from './test/server';

useMockServer();

/** About 1 MB, just under the API's body limit (MAX_BODY_LENGTH), so it reaches the fields' own limits. */
const MEGABYTE = 990_000;

/** Fit: each string field gets the hostile string where its schema takes it. Raw: every field, as it is. */
const HOSTILE: Array<{ name: string; text: string; raw?: boolean; once?: boolean }> = [
  { name: 'lone high surrogate', text: 'Ada\uD800 Lovelace' },
  { name: 'lone low surrogate', text: '\uDC00Grace Hopper' },
  { name: 'right-to-left override', text: 'invoice\u202Efdp.exe\u202C' },
  { name: 'zero-width only', text: '\u200B\u200C\u200D\u2060\uFEFF' },
  { name: 'zero-width inside', text: 'Ze\u200Bro\u200Dwid\u2060th' },
  { name: 'combining flood', text: `Z${'\u0336\u0301\u0316'.repeat(60)}algo` },
  { name: 'mixed, in every field as it is', text: 'x\uD800\u202E\u200B\u0301', raw: true },
  // PostgreSQL stores no NUL (text, jsonb): the server refuses it with a 400 (packages/server/src/input.ts).
  { name: 'NUL', text: 'Ada\u0000Lovelace' },
  { name: '1 MB, in the first field of each body', text: 'A'.repeat(MEGABYTE), raw: true, once: true },
];

/** Values a field may need instead of the hostile string (dates, e-mails, URLs, ids, colours). */
const FALLBACK_TEXT = [
  'Hostile sweep',
  '2026-03-02T10:00:00.000Z',
  '2026-03-02',
  'sweep@chorus.dev',
  'https://example.com/picture.png',
  'data:image/png;base64,iVBORw0KGgo=',
  '#336699',
  'user-host',
  '5550100',
  'x',
];
const FIELD_VALUES: Array<[RegExp, string]> = [
  // The sweep's own user (user/update refuses another uid with a 403 before it stores anything).
  [/^uid$/, 'user-host'],
  // The seeded live meeting the sweep's user hosts: the meeting handlers get past "no such meeting".
  [/^meetingId$/, 'meeting-roadmap-live'],
  [/^initiativeId$/, 'initiative-roadmap'],
  [/e-?mail$/i, 'sweep@chorus.dev'],
  [/(url|uri|src|href|image|avatar|photo)$/i, 'https://example.com/picture.png'],
  [/(date|time|at|start|end|due)$/i, '2026-03-02T10:00:00.000Z'],
];
const FALLBACK_NUMBERS = [1, 2, 0, 10, 60, 1000, Date.now() + 86_400_000];

type Def = Record<string, unknown> & { type: string };
/** For a huge string: put it in one field per body only ('unused' until then), not in every one. */
let onlyOnce: 'off' | 'unused' | 'used' = 'off';
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

/**
 * A body the schema takes, strings set to `text` wherever the schema takes it (fit), or everywhere (raw).
 * It walks zod 4's definitions: objects, arrays, unions, wrappers, pipes, literals, enums, records, tuples.
 */
function sample(schema: z.ZodType, text: string, raw: boolean, depth = 0, key = ''): unknown {
  if (depth > 12) return undefined;
  const def = defOf(schema);
  const next = (inner: unknown, name = key) => sample(inner as z.ZodType, text, raw, depth + 1, name);
  const firstAccepted = (candidates: unknown[]) =>
    candidates.find((candidate) => accepts(schema, candidate)) ?? candidates[0];
  switch (def.type) {
    case 'string':
      if (raw && onlyOnce === 'used') return 'x';
      if (onlyOnce === 'unused') onlyOnce = 'used';
      if (raw) return text;
      // Fields that must hold an e-mail, a URL, a date or an id get one, so the body reaches the handler's logic.
      for (const [pattern, value] of FIELD_VALUES) {
        if (pattern.test(key) && accepts(schema, value)) return value;
      }
      return firstAccepted([text, ...FALLBACK_TEXT]);
    case 'number':
    case 'int':
      return firstAccepted(FALLBACK_NUMBERS);
    case 'boolean':
      return true;
    case 'literal':
      return (def.values as unknown[])[0];
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'null':
      return null;
    case 'date':
      return new Date();
    case 'any':
    case 'unknown':
    case 'transform':
      return text;
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const value: Record<string, unknown> = {};
      for (const [name, field] of Object.entries(shape)) {
        const fieldValue = next(field, name);
        if (fieldValue !== undefined) value[name] = fieldValue;
      }
      // A rule across fields (e.g. "endsAt or addSec"): leave out one optional field so that the object fits.
      if (!accepts(schema, value)) {
        for (const [name, field] of Object.entries(shape)) {
          if (defOf(field).type !== 'optional') continue;
          const { [name]: _left, ...rest } = value;
          if (accepts(schema, rest)) return rest;
        }
      }
      return value;
    }
    case 'array':
      return [next(def.element)];
    case 'tuple':
      return (def.items as z.ZodType[]).map((item) => next(item));
    case 'record':
      return { [String(firstAccepted(['sweep', ...FALLBACK_TEXT]) ?? 'sweep')]: next(def.valueType) };
    case 'union':
      return raw
        ? next((def.options as z.ZodType[])[0])
        : firstAccepted((def.options as z.ZodType[]).map((option) => next(option)));
    case 'intersection':
      return Object.assign({}, next(def.left), next(def.right));
    case 'pipe':
      return raw ? next(def.in) : firstAccepted([next(def.in), next(def.out), ...FALLBACK_TEXT]);
    case 'lazy':
      return next((def.getter as () => z.ZodType)());
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return next(def.innerType);
    default:
      return text;
  }
}

/** The endpoints the server serves (the product's); the mock serves every app. */
const SERVED = new Set([
  ...[...authEndpoints, ...initiativeEndpoints, ...meetingEndpoints].map(
    ({ method, path }) => `${method} ${path}`,
  ),
  `GET ${IMAGE_PATHS.avatar}`,
  `GET ${IMAGE_PATHS.picture}`,
]);
const served = (method: string, path: string) => !onServer() || SERVED.has(`${method} ${path}`);

const SIGN_OUT = /\/sign-out$/;
/** The POST endpoints swept (sign-out, which would end the sweep's own session, is called last). */
const posts = () => postContracts.filter(({ path }) => served('POST', path) && !SIGN_OUT.test(path));

/** Every GET endpoint and the schema of the query it reads, if any. */
function gets(): Array<{ path: string; query?: z.ZodType }> {
  const queries = new Map(getContracts.map(({ path, query }) => [path, query]));
  const paths = new Set<string>();
  for (const handler of handlers) {
    const info = (handler as { info?: { method?: unknown; path?: unknown } }).info;
    if (info?.method === 'GET' && typeof info.path === 'string' && served('GET', info.path)) {
      paths.add(info.path);
    }
  }
  return [...paths].map((path) => {
    const query = queries.get(path);
    return query ? { path, query } : { path };
  });
}

/**
 * The text percent-encoded as a browser would send it, except that a lone surrogate goes as its three
 * WTF-8 bytes (`%ED%A0%80`: not UTF-8), as a hostile client can send it (encodeURIComponent would throw).
 */
function percentEncode(text: string): string {
  let encoded = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    encoded +=
      char.length === 1 && code >= 0xd800 && code <= 0xdfff
        ? `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase()
        : encodeURIComponent(char);
  }
  return encoded;
}

/** The path with every `:param` set to the text (percent-encoded). */
const withParams = (path: string, text: string) => path.replace(/:[A-Za-z]+/g, () => percentEncode(text));

/** A query string of the values (strings as they are, others as JSON), or `q=<text>` when nothing is read. */
function queryString(values: unknown, text: string): string {
  const entries =
    values && typeof values === 'object' && Object.keys(values).length > 0
      ? Object.entries(values as Record<string, unknown>)
      : [['q', text] as const];
  return entries
    .map(
      ([key, value]) =>
        `${percentEncode(key)}=${percentEncode(typeof value === 'string' ? value : JSON.stringify(value))}`,
    )
    .join('&');
}

async function call(pathAndQuery: string, token: string, body?: string): Promise<number> {
  const response = await fetch(`${testTarget().origin()}${pathAndQuery}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body,
  });
  await response.arrayBuffer();
  return response.status;
}

test('the sweep reaches every endpoint, and fits every body and query to its contract', () => {
  if (!onServer()) expect(server.listHandlers().length).toBe(handlers.length);
  expect(posts().length).toBeGreaterThan(onServer() ? 20 : 60);
  const unfitted = posts()
    .filter(({ schema }) => !accepts(schema, sample(schema, 'Ze\u200Bro', false)))
    .map(({ path }) => path);
  expect(unfitted).toEqual([]);
  const queries = gets().filter((get) => get.query);
  expect(queries.length).toBeGreaterThan(onServer() ? 3 : 10);
  const unfittedQueries = queries
    .filter(({ query }) => query && !accepts(query, sample(query, 'Ze\u200Bro', false)))
    .map(({ path }) => path);
  expect(unfittedQueries).toEqual([]);
  expect(gets().some(({ path }) => path.includes(':'))).toBe(true);
});

describe.each(HOSTILE)('$name', ({ text, raw = false, once = false }) => {
  test('no endpoint answers 5xx to it in a body, a query or a path, and the stored data stays readable', {
    timeout: 180_000,
  }, async () => {
    await resetData();
    const token = await createAccessToken('user-host');
    const failures: string[] = [];
    const unfit: string[] = [];
    const check = (what: string, status: number) => {
      if (status >= 500 || status < 200) failures.push(`${what}: ${status}`);
    };
    // A URL of a megabyte is refused by any HTTP server (431/414): the path and query get 8 KB of it.
    const urlText = text.length > 8_000 ? text.slice(0, 8_000) : text;
    for (const { path, schema } of posts()) {
      onlyOnce = once ? 'unused' : 'off';
      const value = sample(schema, text, raw);
      // Fitted bodies reach the handler's logic: the schema takes them.
      if (!raw && !accepts(schema, value)) unfit.push(`POST ${path}`);
      const body = JSON.stringify(value);
      check(
        `POST ${path}`,
        await call(withParams(path, path.includes(':') ? urlText : 'sweep'), token, body),
      );
    }
    for (const { path, query } of gets()) {
      onlyOnce = 'off';
      const values = query ? sample(query, urlText, raw) : undefined;
      if (!raw && query && !accepts(query, values)) unfit.push(`GET ${path}`);
      const url = `${withParams(path, urlText)}?${queryString(values, urlText)}`;
      check(`GET ${url.slice(0, 80)}`, await call(url, token));
    }
    // What the sweep stored is read back by every GET.
    for (const { path } of gets()) check(`GET ${path} after`, await call(withParams(path, 'sweep'), token));
    const signOut = postContracts.find(({ path }) => SIGN_OUT.test(path));
    if (signOut) check(`POST ${signOut.path}`, await call(signOut.path, token, '{}'));
    expect(failures).toEqual([]);
    expect(unfit).toEqual([]);
    if (onServer()) {
      await expect(testTarget().snapshot()).resolves.toBeTruthy();
    } else {
      const persisted = JSON.parse(JSON.stringify(getDbSnapshot()));
      expect(loadDbSnapshot(persisted)).toEqual({ ok: true });
    }
  });
});
