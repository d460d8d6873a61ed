/**
 * A tiny deterministic PRNG (mulberry32) with the helpers the seeds need.
 * Same seed, same data: every app seeds from its own fixed seed, so the order
 * in which stores are seeded never changes their content.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** A float in [min, max) rounded to `decimals`. */
  float(min: number, max: number, decimals?: number): number;
  bool(probability?: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items (fewer if the list is shorter), in list order. */
  pickMany<T>(items: readonly T[], count: number): T[];
  shuffle<T>(items: readonly T[]): T[];
  /** A lowercase alphanumeric id of `length` characters. */
  id(length?: number): string;
  words(count: number): string;
  sentence(minWords?: number, maxWords?: number): string;
  paragraph(minSentences?: number, maxSentences?: number): string;
}

/** Turns a string into a 32-bit seed (FNV-1a). */
export function seedFromString(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

export function createRandom(seed: number | string, wordList: readonly string[] = LOREM): Random {
  let state = (typeof seed === 'string' ? seedFromString(seed) : seed) >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick() from an empty list');
    return items[int(0, items.length - 1)] as T;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i);
      const swapped = copy[i] as T;
      copy[i] = copy[j] as T;
      copy[j] = swapped;
    }
    return copy;
  };
  const words = (count: number): string => Array.from({ length: count }, () => pick(wordList)).join(' ');
  const sentence = (minWords = 6, maxWords = 14): string => {
    const text = words(int(minWords, maxWords));
    return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
  };
  return {
    next,
    int,
    float: (min, max, decimals = 2) => Number((min + next() * (max - min)).toFixed(decimals)),
    bool: (probability = 0.5) => next() < probability,
    pick,
    pickMany: (items, count) => {
      const chosen = new Set(shuffle(items.map((_, index) => index)).slice(0, count));
      return items.filter((_, index) => chosen.has(index));
    },
    shuffle,
    id: (length = 10) => Array.from({ length }, () => pick([...ID_ALPHABET])).join(''),
    words,
    sentence,
    paragraph: (minSentences = 2, maxSentences = 5) =>
      Array.from({ length: int(minSentences, maxSentences) }, () => sentence()).join(' '),
  };
}

export const LOREM: readonly string[] = (
  'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore et dolore ' +
  'magna aliqua enim ad minim veniam quis nostrud exercitation ullamco laboris nisi aliquip ex ea commodo ' +
  'consequat duis aute irure in reprehenderit voluptate velit esse cillum fugiat nulla pariatur excepteur sint ' +
  'occaecat cupidatat non proident sunt culpa qui officia deserunt mollit anim id est laborum'
).split(' ');
