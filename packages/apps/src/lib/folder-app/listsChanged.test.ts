import { describe, expect, test } from 'vitest';
import { listsChanged } from './listsChanged';

interface Item {
  id: string;
  tags: string[];
}
const listsOf = (item: Item) => item.tags.map((tag) => ['items', 'list', { tag }] as const);

describe('listsChanged', () => {
  test('names the lists a record entered and the ones it left, not the ones it stayed in', () => {
    const before = [{ id: 'a', tags: ['red', 'blue'] }];
    const after = [{ id: 'a', tags: ['blue', 'green'] }];
    expect(listsChanged(before, after, listsOf)).toEqual([
      ['items', 'list', { tag: 'red' }],
      ['items', 'list', { tag: 'green' }],
    ]);
  });

  test('is empty when no record changed lists (a flag that no list selects on)', () => {
    const items = [{ id: 'a', tags: ['red'] }];
    expect(listsChanged(items, [{ id: 'a', tags: ['red'] }], listsOf)).toEqual([]);
  });

  test('names each list once for many records, and every list of a record it did not know before', () => {
    const before = [
      { id: 'a', tags: [] },
      { id: 'b', tags: [] },
    ];
    const after = [
      { id: 'a', tags: ['red'] },
      { id: 'b', tags: ['red'] },
      { id: 'c', tags: ['blue'] },
    ];
    expect(listsChanged(before, after, listsOf)).toEqual([
      ['items', 'list', { tag: 'red' }],
      ['items', 'list', { tag: 'blue' }],
    ]);
  });
});
