import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchContent } from './contentSearch';

afterEach(() => vi.unstubAllGlobals());

const answering = (response: () => Response) => {
  const fetchMock = vi.fn(async () => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

describe('searchContent', () => {
  it('asks GET /api/content-search?q= and gives the hits', async () => {
    const hit = {
      kind: 'meeting',
      id: 'm1',
      title: 'Roadmap review',
      detail: '',
      url: '/apps/meetings/details?id=m1',
    };
    const fetchMock = answering(() => Response.json({ results: [hit], searched: ['initiative', 'meeting'] }));
    await expect(searchContent('road map')).resolves.toEqual({ status: 'done', hits: [hit] });
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('/api/content-search?q=road+map');
  });

  it("is 'unavailable' where the server has no content search (404), not an error", async () => {
    answering(() =>
      Response.json({ error: { code: 'NOT_FOUND', message: 'not served here' } }, { status: 404 }),
    );
    await expect(searchContent('roadmap')).resolves.toEqual({ status: 'unavailable', hits: [] });
  });

  it("is an 'error' for a refusal, a failure or no network", async () => {
    answering(() => Response.json({ error: { code: 'INTERNAL', message: 'boom' } }, { status: 500 }));
    await expect(searchContent('roadmap')).resolves.toEqual({ status: 'error', hits: [] });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(searchContent('roadmap')).resolves.toEqual({ status: 'error', hits: [] });
  });
});
