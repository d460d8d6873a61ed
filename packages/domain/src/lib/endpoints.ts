import type { z } from 'zod';

/**
 * The API as data: each endpoint is a method, a path, the zod schema of its input (the query of a GET, the
 * body of a POST) and a `resolve` over a context. The context is all a storage gives: the mock's stores
 * (packages/mock-handlers), or a server's PostgreSQL (packages/server). No msw and no SQL here, so the same
 * definitions run in both. The contexts themselves belong to the domains that define them (auth.context.ts,
 * meetings.context.ts): this floor knows none of them.
 */

/** An answer with a status other than 200 and no error (e.g. the field errors of register, or a 409 body). */
export class Reply {
  constructor(
    readonly body: unknown,
    readonly status = 200,
  ) {}
}

export type Params = Record<string, string | readonly string[] | undefined>;

export type Method = 'GET' | 'POST';

interface Base<S extends z.ZodType> {
  method: Method;
  path: string;
  /** The query (GET) or body (POST); the auth GETs that read only headers take `z.unknown()`. */
  schema: S;
  /** Runs as a write (a transaction; the mock's write gate and change notice). Default: POST. */
  write: boolean;
}

/** An endpoint of one kind (the adapter builds that kind's context), over the context `C`. */
export interface EndpointOf<K extends string, C, S extends z.ZodType = z.ZodType> extends Base<S> {
  kind: K;
  resolve(input: z.output<S>, context: C): unknown;
}

type Options = { write?: boolean };

/** The definers of the endpoints of one kind: a GET reads (no transaction), a POST writes unless told. */
export function endpointDefiner<K extends string, C>(kind: K) {
  return {
    get<S extends z.ZodType>(
      path: string,
      schema: S,
      resolve: EndpointOf<K, C, S>['resolve'],
      options: Options = {},
    ): EndpointOf<K, C, S> {
      return { kind, method: 'GET', path, schema, resolve, write: options.write ?? false };
    },
    post<S extends z.ZodType>(
      path: string,
      schema: S,
      resolve: EndpointOf<K, C, S>['resolve'],
      options: Options = {},
    ): EndpointOf<K, C, S> {
      return { kind, method: 'POST', path, schema, resolve, write: options.write ?? true };
    },
  };
}
