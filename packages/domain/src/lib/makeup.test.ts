import { describe, expect, test } from 'vitest';
import { madeOf, makeupOf } from './makeup';

describe('a list made of a shared part and a viewer’s own (madeOf)', () => {
  const shared = Object.freeze([{ id: 'a' }, { id: 'b' }]);
  const makeup = { shared, key: 'everyone|p1', own: [{ id: 'c' }], replaced: [null] };
  const made = () => {
    let builds = 0;
    const list = madeOf(makeup, () => {
      builds += 1;
      return [...shared, { id: 'c' }];
    });
    return { list, builds: () => builds };
  };

  test('says its makeup without being built', () => {
    const { list, builds } = made();
    expect(makeupOf(list)).toBe(makeup);
    expect(Array.isArray(list)).toBe(true);
    expect('toJSON' in list).toBe(false);
    expect(builds()).toBe(0);
  });

  test('is built once, when read, and then reads as the array it is', () => {
    const { list, builds } = made();
    expect(list).toHaveLength(3);
    expect(list[2]).toEqual({ id: 'c' });
    expect(list.map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(JSON.stringify(list)).toBe('[{"id":"a"},{"id":"b"},{"id":"c"}]');
    expect(Object.keys(list)).toEqual(['0', '1', '2']);
    expect(1 in list).toBe(true);
    expect(builds()).toBe(1);
  });

  test('its copies are plain arrays: no makeup travels with them', () => {
    const { list } = made();
    expect(makeupOf([...list])).toBeUndefined();
    expect(makeupOf(list.slice())).toBeUndefined();
    expect(makeupOf(JSON.parse(JSON.stringify(list)))).toBeUndefined();
    expect(makeupOf([{ id: 'a' }])).toBeUndefined();
  });
});
