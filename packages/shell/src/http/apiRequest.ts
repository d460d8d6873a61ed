/**
 * The one JSON client apps use to talk to the API: the configured base URL
 * (VITE_API_URL or '/api'), the signed-in user's bearer token, query strings,
 * and errors turned into ApiError with the server's code and message.
 */
import { apiUrl } from '../auth/auth.config';
import { requestToken } from './tabBearer';

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
}

/** A refused or failed request: `status` 0 means the network failed. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined = undefined,
    readonly body: unknown = undefined,
  ) {
    super(message);
  }
}

export function buildApiUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = apiUrl(path);
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

function messageOf(body: unknown, status: number): { message: string; code?: string } {
  if (body && typeof body === 'object') {
    const record = body as { error?: unknown; errorMessage?: unknown; message?: unknown };
    if (record.error && typeof record.error === 'object') {
      const error = record.error as { message?: unknown; code?: unknown };
      if (typeof error.message === 'string') {
        return { message: error.message, code: typeof error.code === 'string' ? error.code : undefined };
      }
    }
    if (typeof record.error === 'string') return { message: record.error };
    if (typeof record.errorMessage === 'string') return { message: record.errorMessage };
    if (typeof record.message === 'string') return { message: record.message };
  }
  return { message: `Request failed with status ${status}` };
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = requestToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(buildApiUrl(path, options.query), {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('The server could not be reached. Check your connection and try again.', 0);
  }
  let body: unknown = null;
  const text = await response.text();
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  if (!response.ok) {
    const { message, code } = messageOf(body, response.status);
    throw new ApiError(message, response.status, code, body);
  }
  return body as T;
}

export const api = {
  get: <T>(path: string, query?: Record<string, QueryValue>, signal?: AbortSignal) =>
    apiRequest<T>(path, { method: 'GET', query, signal }),
  post: <T>(path: string, body?: unknown, signal?: AbortSignal) =>
    apiRequest<T>(path, { method: 'POST', body: body ?? {}, signal }),
};
