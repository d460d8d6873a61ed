import { apiUrl } from '../auth.config';

export interface JsonResult<T> {
  status: number;
  ok: boolean;
  body: T | null;
}

/** fetch + JSON, never throwing on an HTTP status (network failures still reject). */
export async function requestJson<T>(
  path: string,
  init: { method?: string; body?: unknown; token?: string | null; timeoutMs?: number } = {},
): Promise<JsonResult<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const response = await fetch(apiUrl(path), {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: init.timeoutMs ? AbortSignal.timeout(init.timeoutMs) : undefined,
  });
  let body: T | null = null;
  try {
    body = (await response.json()) as T;
  } catch {
    body = null;
  }
  return { status: response.status, ok: response.ok, body };
}

/** The message of an error answer: `errorMessage`, `error.message`, a string `error`, or the status. */
export function errorMessageOf(result: JsonResult<unknown>): string {
  const body = result.body as { errorMessage?: unknown; error?: unknown; message?: unknown } | null;
  if (typeof body?.errorMessage === 'string') return body.errorMessage;
  if (typeof body?.error === 'string') return body.error;
  const nested = (body?.error as { message?: unknown } | undefined)?.message;
  if (typeof nested === 'string') return nested;
  if (typeof body?.message === 'string') return body.message;
  return `Request failed with status ${result.status}`;
}
