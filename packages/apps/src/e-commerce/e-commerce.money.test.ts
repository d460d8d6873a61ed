import { describe, expect, test } from 'vitest';
import { LOW_STOCK, priceWithoutTax, priceWithTax, stockLevel } from './e-commerce.money';

describe('prices with and without tax', () => {
  test('the price with tax adds the rate, to the cent', () => {
    expect(priceWithTax(100, 10)).toBe(110);
    expect(priceWithTax(19.99, 10)).toBe(21.99);
    expect(priceWithTax(12.5, 0)).toBe(12.5);
  });

  test('the price without tax takes it out again', () => {
    expect(priceWithoutTax(110, 10)).toBe(100);
    expect(priceWithoutTax(21.99, 10)).toBe(19.99);
    expect(priceWithoutTax(50, 25)).toBe(40);
  });
});

describe('stock levels', () => {
  test('none is out of stock, up to the threshold low, above it fine', () => {
    expect(stockLevel(0)).toBe('out');
    expect(stockLevel(1)).toBe('low');
    expect(stockLevel(LOW_STOCK)).toBe('low');
    expect(stockLevel(LOW_STOCK + 1)).toBe('fine');
  });
});
