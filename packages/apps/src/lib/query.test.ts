import { describe, expect, test } from 'vitest';
import { ApiError } from '@chorus/shell';
import { createPollInterval, errorText, movesBadges, POLL_MAX_MS, POLL_MIN_MS } from './query';

/** A query as the poller sees it: its data and how many times the data was set. */
function fakeQuery(data: unknown) {
  return { state: { data, dataUpdateCount: 1 } } as unknown as Parameters<
    ReturnType<typeof createPollInterval>
  >[0];
}

describe('polling while no push channel is connected', () => {
  test('starts at the minimum and doubles after each refetch that brought the same data, up to the cap', () => {
    const interval = createPollInterval(() => false);
    const data = { items: [1] };
    const query = fakeQuery(data);
    expect(interval(query)).toBe(POLL_MIN_MS);
    // Asked again without a new fetch: the interval stays.
    expect(interval(query)).toBe(POLL_MIN_MS);
    const seen: number[] = [];
    for (let fetches = 2; fetches < 10; fetches++) {
      (query.state as { dataUpdateCount: number }).dataUpdateCount = fetches;
      seen.push(interval(query) as number);
    }
    expect(seen).toEqual([
      10_000,
      20_000,
      40_000,
      POLL_MAX_MS,
      POLL_MAX_MS,
      POLL_MAX_MS,
      POLL_MAX_MS,
      POLL_MAX_MS,
    ]);
  });

  test('goes back to the minimum as soon as the data changed', () => {
    const interval = createPollInterval(() => false);
    const query = fakeQuery({ n: 1 });
    interval(query);
    const state = query.state as { data: unknown; dataUpdateCount: number };
    state.dataUpdateCount = 2;
    expect(interval(query)).toBe(10_000);
    state.data = { n: 2 };
    state.dataUpdateCount = 3;
    expect(interval(query)).toBe(POLL_MIN_MS);
  });

  test('does not poll while a push channel is connected', () => {
    let connected = true;
    const interval = createPollInterval(() => connected);
    const query = fakeQuery([]);
    expect(interval(query)).toBe(false);
    connected = false;
    expect(interval(query)).toBe(POLL_MIN_MS);
  });
});

describe('retrying a failed read', () => {
  test('a refusal (404, 403) is not asked again; a server error, a timeout or a throttle is, once', async () => {
    const { ApiError } = await import('@chorus/shell');
    const { retryRead } = await import('./query');
    expect(retryRead(0, new ApiError('Not found', 404))).toBe(false);
    expect(retryRead(0, new ApiError('Forbidden', 403))).toBe(false);
    expect(retryRead(0, new ApiError('Server error', 500))).toBe(true);
    expect(retryRead(0, new ApiError('Too many', 429))).toBe(true);
    expect(retryRead(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retryRead(1, new ApiError('Server error', 500))).toBe(false);
  });
});

describe('the reason a person reads (issue 30, item 10)', () => {
  test("a refused input's field keys are left out: never 'image:' in front of the reason", () => {
    const refused = new ApiError(
      'image: Only http:, https: and data:image addresses are accepted; checklist.0.text: Required',
      400,
      'VALIDATION',
    );
    expect(errorText(refused)).toBe('Only http:, https: and data:image addresses are accepted; Required');
  });

  test('other refusals and plain errors read as they are', () => {
    expect(errorText(new ApiError('Note note-1 already exists', 409, 'CONFLICT'))).toBe(
      'Note note-1 already exists',
    );
    expect(errorText(new Error('Failed: to fetch'))).toBe('Failed: to fetch');
    expect(errorText(undefined)).toBe('Something went wrong');
  });
});

describe('movesBadges', () => {
  test("a burst of a meeting's records (timing: false) leaves the navigation's badges; anything else reloads them", () => {
    expect(movesBadges([{ kind: 'meeting', id: 'm1', timing: false }])).toBe(false);
    expect(movesBadges([{ kind: 'meeting', id: 'm1' }])).toBe(true);
    expect(
      movesBadges([
        { kind: 'meeting', id: 'm1', timing: false },
        { kind: 'initiative', id: 'i1' },
      ]),
    ).toBe(true);
    expect(movesBadges(undefined)).toBe(true);
  });
});
