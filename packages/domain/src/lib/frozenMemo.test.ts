import { describe, expect, test } from 'vitest';
import { copyUnlessFrozen, frozenMemo, frozenMemoAt } from './frozenMemo';

describe('frozenMemo', () => {
  test('frozen arguments: computed once, the same (frozen) result for every later call', () => {
    let calls = 0;
    const ids = frozenMemo((list: readonly { id: string }[], extra: { id: string }) => {
      calls += 1;
      return [...list.map((item) => item.id), extra.id];
    });
    const list = Object.freeze([{ id: 'a' }, { id: 'b' }]);
    const extra = Object.freeze({ id: 'c' });
    const first = ids(list, extra);
    expect(first).toEqual(['a', 'b', 'c']);
    expect(ids(list, extra)).toBe(first);
    expect(calls).toBe(1);
    expect(Object.isFrozen(first)).toBe(true);
    expect(() => (first as string[]).push('d')).toThrow(TypeError);
    // Another frozen argument is another entry.
    expect(ids(list, Object.freeze({ id: 'd' }))).toEqual(['a', 'b', 'd']);
    expect(calls).toBe(2);
  });

  test('an argument that is not frozen is never remembered: its changes are seen', () => {
    let calls = 0;
    const count = frozenMemo((list: { id: string }[]) => {
      calls += 1;
      return { size: list.length };
    });
    const list = [{ id: 'a' }];
    expect(count(list).size).toBe(1);
    list.push({ id: 'b' });
    expect(count(list).size).toBe(2);
    expect(calls).toBe(2);
  });

  test('frozenMemoAt: the latest instant is remembered, another instant computed anew', () => {
    let calls = 0;
    const here = frozenMemoAt((now: number, log: readonly { at: number }[]) => {
      calls += 1;
      return log.filter((entry) => entry.at > now - 10).length;
    });
    const log = Object.freeze([{ at: 5 }, { at: 15 }]);
    expect(here(12, log)).toBe(2);
    expect(here(12, log)).toBe(2);
    expect(calls).toBe(1);
    expect(here(20, log)).toBe(1);
    expect(calls).toBe(2);
    expect(here(20, [...log])).toBe(1);
    expect(calls).toBe(3);
  });

  test('copyUnlessFrozen shares a frozen list and copies any other', () => {
    const frozen = Object.freeze(['a']);
    const live = ['a'];
    expect(copyUnlessFrozen(frozen)).toBe(frozen);
    expect(copyUnlessFrozen(live)).not.toBe(live);
    expect(copyUnlessFrozen(live)).toEqual(live);
  });
});
