import type { z } from 'zod';

export type Method = 'GET' | 'POST';

/**
 * One declaration per endpoint: its method, its path, the schema of what it takes (the query of a GET, the body
 * of a POST), the schema of what it answers, and who may call it. A client calls it (`call` of @chorus/shell,
 * typed from the two schemas), a host implements it (`dataEndpoint(contract, resolve)`, whose `resolve` must
 * return the response's type), and the contract tests check every answer against `response`.
 */
export interface Contract<
  M extends Method = Method,
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
> {
  method: M;
  path: string;
  request: Req;
  response: Res;
  /**
   * Who may call it: `public` (anyone: register, sign in, and the token endpoints, which check the token
   * themselves) or `signed-in` (a valid session first: 401 before the payload is read).
   */
  access: 'public' | 'signed-in';
}

/** What a client sends (the schema's input: defaults may be left out) and what it receives. */
export type RequestOf<C extends Contract> = z.input<C['request']>;
export type ResponseOf<C extends Contract> = z.output<C['response']>;

type Access = Contract['access'];

/** The definers: `contract.get(path, query, response)`, `contract.post(path, body, response)`. */
export const contract = {
  get<Req extends z.ZodType, Res extends z.ZodType>(
    path: string,
    request: Req,
    response: Res,
    access: Access = 'signed-in',
  ): Contract<'GET', Req, Res> {
    return { method: 'GET', path, request, response, access };
  },
  post<Req extends z.ZodType, Res extends z.ZodType>(
    path: string,
    request: Req,
    response: Res,
    access: Access = 'signed-in',
  ): Contract<'POST', Req, Res> {
    return { method: 'POST', path, request, response, access };
  },
};
