import type { BoardList } from '@chorus/mock-handlers/contracts';
import { describe, expect, test } from 'vitest';
import { cardPlace, moveCard, moveList, sameOrder, stepCard, stepList } from './scrumboard.move';

const lists: BoardList[] = [
  { id: 'todo', name: 'To do', idCards: ['a', 'b', 'c'] },
  { id: 'doing', name: 'Doing', idCards: ['d'] },
  { id: 'done', name: 'Done', idCards: [] },
];

describe('scrumboard moves', () => {
  test('a card moves within its list and between lists, the old lists untouched', () => {
    expect(moveCard(lists, 'a', 'todo', 2).map((list) => list.idCards)).toEqual([['b', 'c', 'a'], ['d'], []]);
    expect(moveCard(lists, 'b', 'doing', 1).map((list) => list.idCards)).toEqual([
      ['a', 'c'],
      ['d', 'b'],
      [],
    ]);
    expect(moveCard(lists, 'b', 'done', 9).map((list) => list.idCards)).toEqual([['a', 'c'], ['d'], ['b']]);
    expect(lists[0]?.idCards).toEqual(['a', 'b', 'c']);
  });

  test('an unknown card or list changes nothing', () => {
    expect(sameOrder(moveCard(lists, 'zz', 'todo', 0), lists)).toBe(true);
    expect(sameOrder(moveCard(lists, 'a', 'nowhere', 0), lists)).toBe(true);
  });

  test('where a card stands, counted in its list', () => {
    expect(cardPlace(lists, 'c')).toEqual({ listId: 'todo', index: 2, count: 3 });
    expect(cardPlace(lists, 'zz')).toBeUndefined();
  });

  test('keyboard steps stop at the ends; across lists the card keeps its position as far as it can', () => {
    expect(stepCard(lists, 'a', 'up')).toBeUndefined();
    expect(stepCard(lists, 'a', 'down')?.[0]?.idCards).toEqual(['b', 'a', 'c']);
    expect(stepCard(lists, 'a', 'back')).toBeUndefined();
    expect(stepCard(lists, 'c', 'forward')?.[1]?.idCards).toEqual(['d', 'c']);
    expect(stepCard(lists, 'd', 'forward')?.[2]?.idCards).toEqual(['d']);
  });

  test('lists move among themselves', () => {
    expect(moveList(lists, 'done', 0).map((list) => list.id)).toEqual(['done', 'todo', 'doing']);
    expect(stepList(lists, 'todo', 'back')).toBeUndefined();
    expect(stepList(lists, 'todo', 'forward')?.map((list) => list.id)).toEqual(['doing', 'todo', 'done']);
  });
});
