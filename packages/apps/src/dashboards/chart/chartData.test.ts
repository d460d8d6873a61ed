import { describe, expect, test } from 'vitest';
import { labelStep, maxValue, nearestIndex, seriesStats, shares } from './chartData';

describe('chart data', () => {
  test('a series reads as its lowest, highest and last value with where they are', () => {
    expect(seriesStats([5, 2, 9, 2, 9, 4])).toEqual({
      min: 2,
      minAt: 1,
      max: 9,
      maxAt: 2,
      last: 4,
      lastAt: 5,
    });
    expect(seriesStats([])).toBeNull();
  });

  test('shares of a whole, nothing divided by zero', () => {
    expect(shares([62, 31, 7])).toEqual([0.62, 0.31, 0.07]);
    expect(shares([0, 0])).toEqual([0, 0]);
    expect(shares([3, -1, 1])).toEqual([0.75, 0, 0.25]);
  });

  test('a scale has room even when every value is zero', () => {
    expect(maxValue([{ label: 'a', data: [0, 0] }])).toBe(1);
    expect(
      maxValue([
        { label: 'a', data: [3, 8] },
        { label: 'b', data: [12] },
      ]),
    ).toBe(12);
  });

  test('a narrow chart writes every second or third label, a wide one every label', () => {
    expect(labelStep(12, 800)).toBe(1);
    expect(labelStep(12, 300)).toBe(2);
    expect(labelStep(12, 150)).toBe(4);
    expect(labelStep(1, 10)).toBe(1);
  });

  test('the pointer picks the nearest point, or the band it is over', () => {
    expect(nearestIndex(0, 12, 220, false)).toBe(0);
    expect(nearestIndex(220, 12, 220, false)).toBe(11);
    expect(nearestIndex(105, 12, 220, false)).toBe(5);
    expect(nearestIndex(99, 7, 700, true)).toBe(0);
    expect(nearestIndex(100, 7, 700, true)).toBe(1);
    expect(nearestIndex(-30, 7, 700, true)).toBe(0);
    expect(nearestIndex(900, 7, 700, true)).toBe(6);
  });
});
