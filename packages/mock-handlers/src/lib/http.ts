import { HttpResponse, http, type DefaultBodyType, type HttpResponseResolver } from 'msw';
import type { z } from 'zod';
import { notifyDbChange, runWrite } from './db';
import { ApiFailure, badRequest, fail } from './errors';
import { ERROR_CODES } from './schema';

/** Largest JSON body a handler reads (bytes of text). */
export const MAX_BODY_LENGTH = 1_000_000;

export function errorResponse(
  status: number,
  code: string,
  message: string,
  details: Record<string, unknown> = {},
): Response {
  return HttpResponse.json({ error: { code, message }, ...details }, { status });
}

/** Turns zod issues into one readable line: `path: message; path: message`. */
export function formatIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : 'body'}: ${issue.message}`)
    .join('; ');
}

export function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) badRequest(formatIssues(result.error));
  return result.data;
}

/** Reads and validates a JSON body; a 400/413 ApiFailure for anything malformed. */
export async function readJson<T extends z.ZodType>(request: Request, schema: T): Promise<z.output<T>> {
  const text = await request.text();
  if (text.length > MAX_BODY_LENGTH) {
    fail(ERROR_CODES.tooLarge, `Body larger than ${MAX_BODY_LENGTH} characters`);
  }
  let value: unknown;
  try {
    value = text === '' ? undefined : JSON.parse(text);
  } catch {
    badRequest('Body is not valid JSON', ERROR_CODES.badJson);
  }
  return parseWith(schema, value);
}

/** Reads and validates the query string (each key once, as a string). */
export function readQuery<T extends z.ZodType>(request: Request, schema: T): z.output<T> {
  const params = Object.fromEntries(new URL(request.url).searchParams.entries());
  return parseWith(schema, params);
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

/** A GET handler: plain values are answered as JSON, ApiFailures as error bodies. */
export function get(path: string, resolve: (context: Context) => Resolved | Promise<Resolved>) {
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
  } = {},
) {
  postContracts.push({ path, schema: options.contract ?? schema });
  const resolver: HttpResponseResolver = async ({ request, params }) => {
    try {
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
