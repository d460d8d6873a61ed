import { expect, test } from 'vitest';
import { api, useMockServer } from '../test/server';
import type { SearchResult } from './search.schema';
import { searchPaths } from './search.contracts';

useMockServer({ signedInAs: 'host' });

test('search results; q filters case-insensitively', async () => {
  const all = (await api<SearchResult[]>(searchPaths.search)).body;
  expect(all.length).toBeGreaterThan(10);
  const filtered = (await api<SearchResult[]>(searchPaths.search, { query: { q: 'GUIDE TO' } })).body;
  expect(filtered.length).toBeGreaterThan(0);
  expect(
    filtered.every((result) => `${result.title} ${result.excerpt}`.toLowerCase().includes('guide to')),
  ).toBe(true);
  expect((await api(searchPaths.search, { query: { q: 'x'.repeat(300) } })).status).toBe(400);
});
