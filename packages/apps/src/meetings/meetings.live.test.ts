import { meetingPaths } from '@chorus/mock-handlers/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, test, vi } from 'vitest';
import { applyLiveRefresh, liveRefresh } from '../lib/query';
import { meetingKeys } from './meetings.api';

/** A client holding what a live meeting's page has read, each read counted. */
function pageCache() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  const reads = { detail: 0, ideas: 0, suggestions: 0 };
  const observe = (queryKey: readonly unknown[], read: keyof typeof reads, data: unknown) =>
    client
      .getQueryCache()
      .build(client, {
        queryKey,
        queryFn: () => {
          reads[read] += 1;
          return data;
        },
      })
      .fetch();
  return { client, reads, observe };
}

describe("a live event's answers on a meeting's page", () => {
  test('fill the queries that read them, without a read; what they feed goes stale', async () => {
    const { client, reads, observe } = pageCache();
    await observe(meetingKeys.detail('m1'), 'detail', { id: 'm1', title: 'Before' });
    await observe(meetingKeys.ideas('m1', 'p1'), 'ideas', { ideas: [], submittedCount: 0 });
    await observe(meetingKeys.suggestions('m1'), 'suggestions', { themes: [] });
    reads.detail = reads.ideas = reads.suggestions = 0;

    const plan = liveRefresh([
      {
        kind: 'meeting',
        id: 'm1',
        views: [meetingPaths.item, meetingPaths.ideas],
        answers: [
          { view: meetingPaths.item, input: { id: 'm1' }, body: { id: 'm1', title: 'After' } },
          {
            view: meetingPaths.ideas,
            input: { meetingId: 'm1', phaseId: 'p1' },
            body: { ideas: [], submittedCount: 3 },
          },
          // A phase this page never read: not cached, so not added.
          {
            view: meetingPaths.ideas,
            input: { meetingId: 'm1', phaseId: 'p9' },
            body: { ideas: [], submittedCount: 0 },
          },
        ],
      },
    ]);
    expect(plan).not.toBeNull();
    applyLiveRefresh(client, plan!);
    await vi.waitFor(() =>
      expect(client.getQueryData(meetingKeys.detail('m1'))).toEqual({ id: 'm1', title: 'After' }),
    );
    expect(client.getQueryData(meetingKeys.ideas('m1', 'p1'))).toEqual({ ideas: [], submittedCount: 3 });
    expect(
      client.getQueryCache().find({ queryKey: meetingKeys.ideas('m1', 'p9'), exact: true }),
    ).toBeUndefined();
    // The themes are computed from the ideas: stale, and read again by whoever shows them.
    expect(client.getQueryState(meetingKeys.suggestions('m1'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(meetingKeys.detail('m1'))?.isInvalidated).toBe(false);
    expect(reads).toEqual({ detail: 0, ideas: 0, suggestions: 0 });
  });

  test('a view named without its answers goes stale; results are kept as the page keeps them', async () => {
    const { client, observe } = pageCache();
    await observe(meetingKeys.detail('m1'), 'detail', { id: 'm1' });
    await observe(meetingKeys.results('p2'), 'detail', {
      hidden: true,
      participation: { eligible: 3, voted: 1 },
    });
    const plan = liveRefresh([
      {
        kind: 'meeting',
        id: 'm1',
        views: [meetingPaths.item, meetingPaths.results],
        answers: [{ view: meetingPaths.results, input: { phaseId: 'p2' }, body: { tally: [] } }],
      },
    ]);
    applyLiveRefresh(client, plan!);
    await vi.waitFor(() =>
      expect(client.getQueryData(meetingKeys.results('p2'))).toEqual({
        hidden: false,
        results: { tally: [] },
      }),
    );
    expect(client.getQueryState(meetingKeys.detail('m1'))?.isInvalidated).toBe(true);
  });
});
