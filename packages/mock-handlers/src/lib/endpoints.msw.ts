import { HttpResponse } from 'msw';
import { z } from 'zod';
import { mockAuthPort } from '../auth/auth.port';
import { mockDataContext, requireViewer } from '../meetings/meetings.http';
import { notifyDbChange, runWrite } from './db';
import { type Endpoint, Reply } from './endpoints';
import { parseWith, queryOf } from './bodies';
import { get, post } from './http';

/**
 * The MSW adapter of the endpoint definitions (lib/endpoints.ts): each becomes a handler of lib/http.ts on the
 * mock's stores. The server mounts the same definitions on Hono and PostgreSQL.
 */

function answer(value: unknown): unknown {
  return value instanceof Reply ? HttpResponse.json(value.body as never, { status: value.status }) : value;
}

export function mockHandler(endpoint: Endpoint) {
  const { path, schema, write } = endpoint;
  if (endpoint.kind === 'auth') {
    if (endpoint.method === 'GET') {
      return get(
        path,
        async ({ request, params }) => {
          const run = async () => {
            const value = answer(
              await endpoint.resolve(parseWith(schema, queryOf(request)), {
                request,
                params,
                auth: mockAuthPort,
              }),
            );
            if (value instanceof Response ? value.ok : true) notifyDbChange();
            return value as never;
          };
          if (!write)
            return answer(
              await endpoint.resolve(parseWith(schema, queryOf(request)), {
                request,
                params,
                auth: mockAuthPort,
              }),
            ) as never;
          return runWrite(run);
        },
        { query: schema },
      );
    }
    return post(
      path,
      schema,
      async (body, { request, params }) =>
        answer(await endpoint.resolve(body, { request, params, auth: mockAuthPort })) as never,
      { mutates: write },
    );
  }
  if (endpoint.method === 'GET') {
    return get(
      path,
      async ({ request }) => {
        const viewer = await requireViewer(request);
        const query = parseWith(schema, queryOf(request));
        return answer(await endpoint.resolve(query, mockDataContext(request, viewer))) as never;
      },
      { query: schema },
    );
  }
  return post(
    path,
    z.unknown(),
    async (raw, { request }) => {
      const viewer = await requireViewer(request);
      const body = parseWith(schema, raw);
      return answer(await endpoint.resolve(body, mockDataContext(request, viewer))) as never;
    },
    { mutates: write, contract: schema },
  );
}
