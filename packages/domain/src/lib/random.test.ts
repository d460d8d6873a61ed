import { describe, expect, test } from 'vitest';
import { createRandom, seedFromString } from './random';

describe('the seeded PRNG', () => {
  test('the same seed gives the same sequence; another seed another one', () => {
    const a = createRandom('mail');
    const b = createRandom('mail');
    const c = createRandom('todo');
    const take = (random: typeof a) => Array.from({ length: 20 }, () => random.next());
    const first = take(a);
    expect(take(b)).toEqual(first);
    expect(take(c)).not.toEqual(first);
    expect(seedFromString('mail')).toBe(seedFromString('mail'));
  });

  test('helpers stay within their bounds', () => {
    const random = createRandom(42);
    for (let i = 0; i < 500; i++) {
      const n = random.int(3, 7);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(7);
      expect(random.next()).toBeLessThan(1);
    }
    const picked = random.pickMany([1, 2, 3, 4, 5], 3);
    expect(new Set(picked).size).toBe(3);
    expect(random.shuffle([1, 2, 3, 4]).sort()).toEqual([1, 2, 3, 4]);
    expect(random.id(12)).toMatch(/^[a-z0-9]{12}$/);
    expect(random.sentence()).toMatch(/^[A-Z].*\.$/);
    expect(() => random.pick([])).toThrow();
  });
});
