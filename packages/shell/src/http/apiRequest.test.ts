import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureAuth } from '../auth/auth.config';
import { ApiError, apiRequest, buildApiUrl } from './apiRequest';

// The default base, whatever a test file run before this one in the same worker configured.
beforeEach(() => {
  configureAuth({ apiUrl: '/api', storage: undefined });
});

afterEach(() => {
  configureAuth({ apiUrl: '/api', storage: undefined });
  vi.unstubAllGlobals();
});

describe('buildApiUrl', () => {
  it('puts plain and contract paths under the default base once', () => {
    expect(buildApiUrl('/auth/signup')).toBe('/api/auth/signup');
    expect(buildApiUrl('/api/mail-app/mails')).toBe('/api/mail-app/mails');
  });

  it('puts contract paths under a configured real API', () => {
    configureAuth({ apiUrl: 'https://api.chorus.example/v1/' });
    expect(buildApiUrl('/api/mail-app/mails', { folderHandle: 'inbox' })).toBe(
      'https://api.chorus.example/v1/mail-app/mails?folderHandle=inbox',
    );
  });

  it('leaves out empty query values', () => {
    expect(buildApiUrl('/api/meetings/items', { initiativeId: undefined, status: '', q: 'road' })).toBe(
      '/api/meetings/items?q=road',
    );
  });
});

describe('apiRequest', () => {
  it('turns an error answer into an ApiError with the server code and message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ error: { code: 'BUDGET_EXCEEDED', message: 'Only 5 dots' } }, { status: 422 }),
      ),
    );
    const failure = await apiRequest('/api/meetings/vote/save', { body: {} }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 422, code: 'BUDGET_EXCEEDED', message: 'Only 5 dots' });
  });

  it('reports a network failure as status 0 with a readable message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(apiRequest('/api/faq')).rejects.toMatchObject({ status: 0 });
  });

  it('sends JSON with the bearer token of the session', async () => {
    const store = new Map([['chorus.access_token', 'token-123']]);
    configureAuth({
      storage: { getItem: (key: string) => store.get(key) ?? null } as unknown as Storage,
    });
    const fetchMock = vi.fn(async () => Response.json({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/api/notes-app/create-note', { body: { title: 'x' } })).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/notes-app/create-note');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token-123');
    expect(init.body).toBe(JSON.stringify({ title: 'x' }));
  });
});
