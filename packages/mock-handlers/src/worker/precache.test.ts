import { describe, expect, it } from 'vitest';
import { precacheFiles } from './precache';

const files = Array.from({ length: 400 }, (_, index) => `/assets/file-${index}.js`);

describe('the worker caching the build', () => {
  it('fetches every file, a few at a time, when the host serves them', async () => {
    const asked: string[] = [];
    let running = 0;
    let most = 0;
    const stored = await precacheFiles(files, async (path) => {
      asked.push(path);
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, 0));
      running--;
      return true;
    });
    expect(stored).toBe(400);
    expect([...asked].sort()).toEqual([...files].sort());
    expect(most).toBe(4);
  });

  it('stops at the first file the host refuses: the files already asked for finish, nothing more is asked', async () => {
    const asked: string[] = [];
    const stored = await precacheFiles(files, async (path) => {
      asked.push(path);
      await new Promise((resolve) => setTimeout(resolve, 0));
      return path !== '/assets/file-5.js';
    });
    // Files 0-3 start together, then 4-7 as those end, then 8 as 4 ends; 5 is refused, and 6, 7 and 8 were
    // already on their way: 9 of the 400 asked for, 8 stored.
    expect(asked).toEqual(files.slice(0, 9));
    expect(stored).toBe(8);
  });

  it('asks for nothing more after a refusal of the very first file', async () => {
    const asked: string[] = [];
    const stored = await precacheFiles(files, async (path) => {
      asked.push(path);
      return false;
    });
    expect(asked).toEqual(files.slice(0, 4));
    expect(stored).toBe(0);
  });
});
