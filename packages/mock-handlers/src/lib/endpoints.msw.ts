import { HttpResponse } from 'msw';
import { z } from 'zod';
import {
  type AuthEndpoint,
  type AuthPort,
  type DataContext,
  type DataEndpoint,
  type GuestContext,
  type GuestEndpoint,
  parseWith,
  queryOf,
  Reply,
} from '@chorus/domain';
import { notifyDbChange, runWrite } from './db';
import { get, post } from './http';

/**
 * The MSW adapter of the endpoint definitions (@chorus/domain): each becomes a handler of lib/http.ts over the
 * ports it is given (the mock's auth port, or the data context of its stores: auth/ and meetings/ pass theirs).
 * The server mounts the same definitions on Hono and PostgreSQL.
 */

function answer(value: unknown): unknown {
  return value instanceof Reply ? HttpResponse.json(value.body as never, { status: value.status }) : value;
}

/** An auth endpoint over an AuthPort; a write runs behind the mock's write gate and tells the other tabs. */
export function authHandler(endpoint: AuthEndpoint, auth: AuthPort) {
  const { path, schema, write } = endpoint;
  if (endpoint.method === 'POST') {
    return post(
      path,
      schema,
      async (body, { request, params }) =>
        answer(await endpoint.resolve(body, { request, params, auth })) as never,
      { mutates: write },
    );
  }
  return get(
    path,
    async ({ request, params }) => {
      const resolve = async () =>
        answer(await endpoint.resolve(parseWith(schema, queryOf(request)), { request, params, auth }));
      if (!write) return (await resolve()) as never;
      return runWrite(async () => {
        const value = await resolve();
        if (value instanceof Response ? value.ok : true) notifyDbChange();
        return value as never;
      });
    },
    { query: schema },
  );
}

/** A guest endpoint (a meeting's guest link: no session) over the context `contextOf` builds for a request. */
export function guestHandler(endpoint: GuestEndpoint, contextOf: (request: Request) => GuestContext) {
  const { path, schema, write } = endpoint;
  if (endpoint.method === 'GET') {
    return get(
      path,
      async ({ request }) =>
        answer(await endpoint.resolve(parseWith(schema, queryOf(request)), contextOf(request))) as never,
      { query: schema },
    );
  }
  return post(
    path,
    schema,
    async (body, { request }) => answer(await endpoint.resolve(body, contextOf(request))) as never,
    { mutates: write },
  );
}

/**
 * A data endpoint (initiatives, meetings, search) over the context `contextOf` builds for a request (`endpoint`
 * tells it which: a guest's token opens the endpoints of one meeting only).
 */
export function dataHandler(
  endpoint: DataEndpoint,
  contextOf: (request: Request, endpoint: DataEndpoint) => Promise<DataContext>,
) {
  const { path, schema, write } = endpoint;
  if (endpoint.method === 'GET') {
    return get(
      path,
      async ({ request }) => {
        const context = await contextOf(request, endpoint);
        return answer(await endpoint.resolve(parseWith(schema, queryOf(request)), context)) as never;
      },
      { query: schema },
    );
  }
  return post(
    path,
    z.unknown(),
    async (raw, { request }) => {
      const context = await contextOf(request, endpoint);
      return answer(await endpoint.resolve(parseWith(schema, raw), context)) as never;
    },
    { mutates: write, contract: schema },
  );
}
