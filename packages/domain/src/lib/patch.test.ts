import { describe, expect, test } from 'vitest';
import { applyPatch, patchOf } from './patch';

const person = (id: string, ready = false) => ({
  id,
  displayName: `Person ${id}`,
  photoURL: '',
  here: true,
  ready,
});
const detail = (participants: ReturnType<typeof person>[], extra: Record<string, unknown> = {}) => ({
  id: 'meeting-1',
  title: 'Retro',
  phases: [{ id: 'p1', status: 'open', endsAt: '2026-12-07T10:00:00.000Z' }],
  participants,
  counts: [1, 2, 3],
  serverTime: '2026-12-07T09:00:00.000Z',
  ...extra,
});
const people = Array.from({ length: 200 }, (_, index) => person(`user-${index}`));

/** Sent as JSON and applied to the JSON the other side holds: the value after, whatever moved. */
const roundTrip = (before: unknown, after: unknown) => {
  const patch = patchOf(before, after);
  const wire = JSON.parse(JSON.stringify(before));
  return patch ? applyPatch(wire, JSON.parse(JSON.stringify(patch))) : wire;
};

describe('patches of JSON values (the live channel’s answers)', () => {
  test.each([
    [
      'a field of one record of 200',
      detail(people),
      detail(people.map((p, i) => (i === 7 ? { ...p, ready: true } : p))),
    ],
    [
      'a record added and one gone, in a new order',
      detail(people.slice(0, 3)),
      detail([person('new'), ...people.slice(1, 3).reverse()]),
    ],
    [
      'a field added, one gone, a nested list moved',
      detail(people.slice(0, 2), { outcome: 'x' }),
      { ...detail(people.slice(0, 2), { note: 'n' }), counts: [1, 2] },
    ],
    [
      'values of another kind',
      { a: [1], b: 'text', c: null, d: { e: 1 } },
      { a: 'list no more', b: 2, c: { f: [] }, d: [1] },
    ],
    [
      'lists without ids, and an empty list',
      { ideas: [{ text: 'a' }], empty: [] },
      { ideas: [{ text: 'b' }], empty: [person('x')] },
    ],
    ['a whole value of another kind', [person('a')], null],
  ])('%s: applied, it gives the value after', (_, before, after) => {
    expect(roundTrip(before, after)).toEqual(JSON.parse(JSON.stringify(after)));
  });

  test('nothing moved: no patch; one of 200 participants ready: a patch of that field alone', () => {
    expect(patchOf(detail(people), JSON.parse(JSON.stringify(detail(people))))).toBeUndefined();
    const after = detail(
      people.map((p, i) => (i === 7 ? { ...p, ready: true } : p)),
      { serverTime: 'later' },
    );
    const patch = patchOf(detail(people), after);
    expect(patch).toEqual({
      o: { participants: { a: { 'user-7': { o: { ready: { '=': true } } } } }, serverTime: { '=': 'later' } },
    });
    expect(JSON.stringify(patch).length * 100).toBeLessThan(JSON.stringify(after).length);
  });

  test('what did not move is the same object after (a memoised row is not drawn again)', () => {
    const before = detail(people);
    const after = applyPatch(before, {
      o: { participants: { a: { 'user-7': { o: { ready: { '=': true } } } } } },
    }) as typeof before;
    expect(after.participants[6]).toBe(before.participants[6]);
    expect(after.phases).toBe(before.phases);
    expect(after.participants[7]).toEqual({ ...person('user-7'), ready: true });
    expect(before.participants[7]?.ready).toBe(false);
  });

  test('a patch that does not fit the value held throws (the page then reads the view)', () => {
    expect(() => applyPatch(undefined, { o: { title: { '=': 'x' } } })).toThrow();
    expect(() => applyPatch([person('a')], { a: {}, i: ['a', 'b'] })).toThrow(/does not hold: b/);
    expect(() => applyPatch({ list: 'text' }, { o: { list: { a: {} } } })).toThrow();
  });

  test('a date is compared by its JSON', () => {
    const at = (iso: string) => ({ when: new Date(iso) });
    expect(patchOf(at('2026-01-01T00:00:00Z'), at('2026-01-01T00:00:00Z'))).toBeUndefined();
    expect(roundTrip(at('2026-01-01T00:00:00Z'), at('2026-02-01T00:00:00Z'))).toEqual({
      when: '2026-02-01T00:00:00.000Z',
    });
  });
});

test('the patch between two frozen values is made once (200 streams of one load share it)', () => {
  const before = Object.freeze(people.map((p) => Object.freeze(p)));
  const after = Object.freeze(people.map((p, i) => Object.freeze(i === 3 ? { ...p, ready: true } : p)));
  const first = patchOf(before, after);
  expect(first).toEqual({ a: { 'user-3': { o: { ready: { '=': true } } } } });
  expect(patchOf(before, after)).toBe(first);
  expect(patchOf(before, Object.freeze([...before]))).toBeUndefined();
});
