/**
 * Secret, unpredictable draws (Web Crypto) for what no member may compute: unlike the seeded PRNG of
 * random.ts, nothing a response carries lets anyone repeat a draw. The browser, the service worker, Node and
 * a real server all have `crypto.getRandomValues`.
 */

/** A uniformly drawn integer in [0, count), by rejection sampling over 32-bit values (no modulo bias). */
export function secretIndex(count: number): number {
  if (!Number.isInteger(count) || count < 1) throw new Error('secretIndex() needs a positive count');
  const limit = Math.floor(0x1_0000_0000 / count) * count;
  const word = new Uint32Array(1);
  for (;;) {
    globalThis.crypto.getRandomValues(word);
    const value = word[0] as number;
    if (value < limit) return value % count;
  }
}

/** One item, drawn in secret. */
export function secretPick<T>(items: readonly T[]): T {
  if (items.length === 0) throw new Error('secretPick() from an empty list');
  return items[secretIndex(items.length)] as T;
}
