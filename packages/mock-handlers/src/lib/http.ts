import { HttpResponse, http, type DefaultBodyType, type HttpResponseResolver } from 'msw';
import type { z } from 'zod';
import { notifyDbChange, runWrite } from './db';
import { ApiFailure, ERROR_CODES, parseJsonText, parseWith, queryOf } from '@chorus/domain';

export { MAX_BODY_LENGTH, formatIssues, parseWith } from '@chorus/domain';

export function errorResponse(
  status: number,
  code: string,
  message: string,
  details: Record<string, unknown> = {},
): Response {
  return HttpResponse.json({ error: { code, message }, ...details }, { status });
}

/** Reads and validates a JSON body; a 400/413 ApiFailure for anything malformed. */
export async function readJson<T extends z.ZodType>(request: Request, schema: T): Promise<z.output<T>> {
  return parseJsonText(await request.text(), schema);
}

/** Reads and validates the query string (each key once, as a string). */
export function readQuery<T extends z.ZodType>(request: Request, schema: T): z.output<T> {
  return parseWith(schema, queryOf(request));
}

type Resolved = Response | DefaultBodyType | undefined;

interface Context {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
}

function respond(value: Resolved): Response {
  if (value instanceof Response) return value;
  return HttpResponse.json(value === undefined ? null : value);
}

function failure(error: unknown): Response {
  if (error instanceof ApiFailure)
    return errorResponse(error.status, error.code, error.message, error.details);
  console.error('[mock-api] handler failed', error);
  return errorResponse(500, ERROR_CODES.internal, 'The mock API failed to handle this request');
}

/** Every GET endpoint and the schema of its query, when it reads one (the contract sweeps of the tests walk them). */
export const getContracts: Array<{ path: string; query?: z.ZodType }> = [];

/** A GET handler: plain values are answered as JSON, ApiFailures as error bodies. */
export function get(
  path: string,
  resolve: (context: Context) => Resolved | Promise<Resolved>,
  options: {
    /** The schema of the query that `resolve` reads (`readQuery`): for getContracts. */
    query?: z.ZodType;
  } = {},
) {
  getContracts.push(options.query ? { path, query: options.query } : { path });
  const resolver: HttpResponseResolver = async ({ request, params }) => {
    try {
      return respond(await resolve({ request, params }));
    } catch (error) {
      return failure(error);
    }
  };
  return http.get(path, resolver);
}

/** Every POST endpoint and the schema of its body (the contract sweeps of the tests walk them). */
export const postContracts: Array<{ path: string; schema: z.ZodType }> = [];

/**
 * A POST handler: the body is validated with `schema` before `resolve` runs, so a
 * malformed payload never reaches the database. A successful call notifies the
 * database listeners (persistence, tab sync) unless `mutates` is false.
 */
export function post<T extends z.ZodType>(
  path: string,
  schema: T,
  resolve: (body: z.output<T>, context: Context) => Resolved | Promise<Resolved>,
  options: {
    mutates?: boolean;
    /** The body's schema when `resolve` validates it itself (e.g. after checking the caller): for postContracts. */
    contract?: z.ZodType;
    /** Runs before the body is read (a session guard: no token is a 401 even for a malformed body). */
    before?: (request: Request) => Promise<void>;
  } = {},
) {
  postContracts.push({ path, schema: options.contract ?? schema });
  const resolver: HttpResponseResolver = async ({ request, params }) => {
    try {
      await options.before?.(request);
      const body = await readJson(request, schema);
      if (options.mutates === false) return respond(await resolve(body, { request, params }));
      // Through the write gate (see setWriteGate in lib/db.ts).
      return await runWrite(async () => {
        const response = respond(await resolve(body, { request, params }));
        if (response.ok) notifyDbChange();
        return response;
      });
    } catch (error) {
      return failure(error);
    }
  };
  return http.post(path, resolver);
}
