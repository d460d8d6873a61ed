import type { z } from 'zod';
import type { Contract, Method, ResponseOf } from './contract';

export type { Method };

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

/** What a resolver answers: the response's type, or a Reply (another status, or a body outside the schema). */
export type Answer<T> = T | Reply | Promise<T | Reply>;

/**
 * An endpoint of one kind (the adapter builds that kind's context) over the context `C`: its contract, and the
 * resolver that implements it. `method`, `path` and `schema` (the request's) repeat the contract's for adapters.
 */
export interface EndpointOf<K extends string, C, Ct extends Contract = Contract> {
  kind: K;
  contract: Ct;
  method: Ct['method'];
  path: string;
  /** The query (GET) or body (POST); the auth GETs that read only headers take `z.unknown()`. */
  schema: Ct['request'];
  /** Runs as a write (a transaction; the mock's write gate and change notice). Default: POST. */
  write: boolean;
  /**
   * What the resolve reads and changes: `meeting`, only the one meeting its input names (that meeting's records,
   * its initiative and the initiative's members), so a storage may load and lock that meeting alone; `all`
   * (the default), anything of the initiatives in scope.
   */
  scope: 'meeting' | 'all';
  resolve(input: z.output<Ct['request']>, context: C): Answer<ResponseOf<Ct>>;
}

type Options = { write?: boolean; scope?: 'meeting' | 'all' };

/** The definer of the endpoints of one kind: a GET reads (no transaction), a POST writes unless told. */
export function endpointDefiner<K extends string, C>(kind: K) {
  return <Ct extends Contract>(
    contract: Ct,
    resolve: EndpointOf<K, C, Ct>['resolve'],
    options: Options = {},
  ): EndpointOf<K, C, Ct> => ({
    kind,
    contract,
    method: contract.method,
    path: contract.path,
    schema: contract.request,
    resolve,
    write: options.write ?? contract.method === 'POST',
    scope: options.scope ?? 'all',
  });
}
