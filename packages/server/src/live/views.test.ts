import { describe, expect, test } from 'vitest';
import { deepFreeze } from '../store/deepFreeze';
import { spelling } from './views';

const detail = () => ({
  id: 'm1',
  serverTime: '2026-12-06T10:00:00.000Z',
  attendeeIds: ['u1', 'u2'],
  participants: [
    { id: 'u1', here: true },
    { id: 'u2', here: false },
  ],
  phases: [{ id: 'p1', submittedCount: 1 }],
  turn: null,
  gone: undefined,
});

describe("the fingerprint's spelling of a view", () => {
  test('the same for a frozen view (shared parts, digests kept) and an equal live one', () => {
    const frozen = deepFreeze(detail());
    expect(spelling(frozen)).toBe(spelling(detail()));
    // Read twice (the kept digests): still the same.
    expect(spelling(frozen)).toBe(spelling(detail()));
    const list = [detail(), detail()];
    expect(spelling(deepFreeze([detail(), detail()]))).toBe(spelling(list));
  });

  test("moves with any field, however deep, and not with the view's clock", () => {
    const base = spelling(detail());
    expect(spelling({ ...detail(), serverTime: '2026-12-06T10:00:05.000Z' })).toBe(base);
    const away = detail();
    (away.participants[0] as { here: boolean }).here = false;
    expect(spelling(away)).not.toBe(base);
    expect(spelling({ ...detail(), attendeeIds: ['u1', 'u2', 'u3'] })).not.toBe(base);
    expect(spelling({ ...detail(), phases: [{ id: 'p1', submittedCount: 2 }] })).not.toBe(base);
    // In a list's records too (the meetings' summaries).
    const list = spelling([detail()]);
    expect(spelling([{ ...detail(), attendeeIds: ['u1'] }])).not.toBe(list);
    // A field's clock is not the view's: it counts.
    expect(spelling({ ...detail(), phases: [{ id: 'p1', serverTime: 'x' }] })).not.toBe(
      spelling({ ...detail(), phases: [{ id: 'p1', serverTime: 'y' }] }),
    );
  });
});
