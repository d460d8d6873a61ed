import { describe, expect, test } from 'vitest';
import { navKeyAction } from './useNavKeyboard';

const at = (index: number, expanded: boolean | null = null, rtl = false) => ({
  index,
  count: 5,
  rtl,
  expanded,
});

describe('navKeyAction', () => {
  test('ArrowDown and ArrowUp move to the next and previous row', () => {
    expect(navKeyAction('ArrowDown', at(1))).toEqual({ type: 'focus', index: 2 });
    expect(navKeyAction('ArrowUp', at(1))).toEqual({ type: 'focus', index: 0 });
  });

  test('the arrows stop at either end instead of wrapping', () => {
    expect(navKeyAction('ArrowDown', at(4))).toEqual({ type: 'focus', index: 4 });
    expect(navKeyAction('ArrowUp', at(0))).toEqual({ type: 'focus', index: 0 });
  });

  test('Home and End jump to the first and the last row', () => {
    expect(navKeyAction('Home', at(3))).toEqual({ type: 'focus', index: 0 });
    expect(navKeyAction('End', at(1))).toEqual({ type: 'focus', index: 4 });
  });

  test('ArrowRight opens a closed collapse and ArrowLeft closes an open one', () => {
    expect(navKeyAction('ArrowRight', at(2, false))).toEqual({ type: 'toggle' });
    expect(navKeyAction('ArrowLeft', at(2, true))).toEqual({ type: 'toggle' });
  });

  test('the horizontal arrows do nothing on a link or on a collapse already in that state', () => {
    expect(navKeyAction('ArrowRight', at(2, null))).toBeNull();
    expect(navKeyAction('ArrowLeft', at(2, null))).toBeNull();
    expect(navKeyAction('ArrowRight', at(2, true))).toBeNull();
    expect(navKeyAction('ArrowLeft', at(2, false))).toBeNull();
  });

  test('right to left, ArrowLeft opens and ArrowRight closes', () => {
    expect(navKeyAction('ArrowLeft', at(2, false, true))).toEqual({ type: 'toggle' });
    expect(navKeyAction('ArrowRight', at(2, true, true))).toEqual({ type: 'toggle' });
    expect(navKeyAction('ArrowRight', at(2, false, true))).toBeNull();
  });

  test('other keys are left to the browser', () => {
    expect(navKeyAction('Enter', at(2, false))).toBeNull();
    expect(navKeyAction('a', at(2))).toBeNull();
  });
});
