import { describe, expect, test } from 'vitest';
import type { NavItem } from '../app-module/AppModule';
import { itemsThatFit, MORE_WIDTH_GUESS, splitAt } from './useItemsThatFit';

describe('itemsThatFit', () => {
  test('is null when every item fits, gaps included', () => {
    expect(itemsThatFit({ sizes: [100, 100, 100], gap: 10, available: 320 })).toBeNull();
    expect(itemsThatFit({ sizes: [], gap: 10, available: 0 })).toBeNull();
  });

  test('counts the items that fit beside the More button when not all do', () => {
    // More 80 + (10 + 100) + (10 + 100) = 300; a third item would need 410.
    expect(itemsThatFit({ sizes: [100, 100, 100], gap: 10, available: 319, moreWidth: 80 })).toBe(2);
  });

  test('takes the More button as wide as a short item until it has been measured', () => {
    const available = MORE_WIDTH_GUESS + 10 + 100 + 5;
    expect(itemsThatFit({ sizes: [100, 100, 100], gap: 10, available })).toBe(1);
  });

  test('keeps the order: a narrow item after a wide one that does not fit stays out too', () => {
    expect(itemsThatFit({ sizes: [50, 300, 20], gap: 0, available: 200, moreWidth: 50 })).toBe(1);
  });

  test('can leave nothing but the More button', () => {
    expect(itemsThatFit({ sizes: [200, 200], gap: 0, available: 150, moreWidth: 60 })).toBe(0);
  });
});

const item = (id: string, type: NavItem['type'] = 'item'): NavItem => ({ id, title: id, type });

describe('splitAt', () => {
  const items = [item('a'), item('b'), item('line', 'divider'), item('c'), item('d')];

  test('keeps every item in the row when all fit', () => {
    expect(splitAt(items, null)).toEqual([items, []]);
  });

  test('moves the items from the cut on into the More menu, in order', () => {
    const [row, more] = splitAt(items, 4);
    expect(row.map((i) => i.id)).toEqual(['a', 'b', 'line', 'c']);
    expect(more.map((i) => i.id)).toEqual(['d']);
  });

  test('drops a divider left at the end of the row or at the start of the menu', () => {
    const [row, more] = splitAt(items, 3);
    expect(row.map((i) => i.id)).toEqual(['a', 'b']);
    expect(more.map((i) => i.id)).toEqual(['c', 'd']);
    const [row2, more2] = splitAt(items, 2);
    expect(row2.map((i) => i.id)).toEqual(['a', 'b']);
    expect(more2.map((i) => i.id)).toEqual(['c', 'd']);
  });
});
