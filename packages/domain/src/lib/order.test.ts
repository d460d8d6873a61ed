import { describe, expect, test } from 'vitest';
import { applyOrder, repeatedIds } from './order';

const items = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id }));
const order = (list: { id: string }[]) => list.map((item) => item.id).join('');

describe('applyOrder', () => {
  test('the whole list in a new order', () => {
    expect(order(applyOrder(items, ['b', 'a', 'c', 'e', 'd']))).toBe('baced');
  });

  test('a subset takes the places it holds now; the others stay where they are', () => {
    expect(order(applyOrder(items, ['d', 'b']))).toBe('adcbe');
  });

  test('ids with no item are skipped and repeats count once, so any list that holds some of them follows', () => {
    expect(order(applyOrder(items, ['x', 'e', 'a', 'e']))).toBe('ebcda');
    expect(order(applyOrder(items, []))).toBe('abcde');
  });

  test('the input is left untouched', () => {
    applyOrder(items, ['e', 'a']);
    expect(order(items)).toBe('abcde');
  });
});

describe('repeatedIds', () => {
  test('names each repeated id once', () => {
    expect(repeatedIds(['a', 'b', 'a', 'c', 'a', 'b'])).toEqual(['a', 'b']);
    expect(repeatedIds(['a', 'b'])).toEqual([]);
  });
});
