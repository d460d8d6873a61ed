import { describe, expect, test } from 'vitest';
import { percentShares } from './shares';

const percents = (parts: number[]) => percentShares(parts).map((share) => Math.round(share * 100));

describe('percentShares (largest remainder)', () => {
  test('7, 4 and 4 dots add up to 100 %, not 101 %', () => {
    expect(percents([7, 4, 4])).toEqual([47, 27, 26]);
  });
  test('thirds: the spare point goes to the earliest of equal remainders', () => {
    expect(percents([1, 1, 1])).toEqual([34, 33, 33]);
  });
  test('shares that round down in all get the points left to the largest remainders', () => {
    expect(percents([1, 1, 1, 1, 1, 1])).toEqual([17, 17, 17, 17, 16, 16]);
    expect(percents([2, 1, 1, 1, 1, 1, 1])).toEqual([25, 13, 13, 13, 12, 12, 12]);
  });
  test('always 100 in all, whatever the parts', () => {
    for (const parts of [
      [3, 3, 3, 3, 3, 3, 3],
      [999, 1],
      [5, 0, 5, 0],
      [13, 29, 41, 7, 11],
    ]) {
      expect(percents(parts).reduce((sum, value) => sum + value, 0)).toBe(100);
    }
  });
  test('exact shares are kept; a zero whole gives zeros', () => {
    expect(percents([1, 3])).toEqual([25, 75]);
    expect(percents([0, 0])).toEqual([0, 0]);
    expect(percents([])).toEqual([]);
  });
});
