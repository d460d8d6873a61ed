import { describe, expect, it } from 'vitest';
import { HASH_QUEUE_FULL, hashQueue } from './hashQueue';

describe('the password hashing queue', () => {
  it('runs at most its concurrency at once, queues a bounded number, and refuses the rest at once with 429', async () => {
    const queue = hashQueue({ concurrency: 2, waiting: 1 });
    const releases: Array<() => void> = [];
    let running = 0;
    let most = 0;
    const work = () =>
      queue.run(
        () =>
          new Promise<number>((resolve) => {
            running += 1;
            most = Math.max(most, running);
            releases.push(() => {
              running -= 1;
              resolve(running);
            });
          }),
      );
    const first = work();
    const second = work();
    const third = work();
    expect(queue.load).toEqual({ running: 2, waiting: 1 });
    await expect(work()).rejects.toMatchObject({
      status: 429,
      message: HASH_QUEUE_FULL,
      details: { retryAfterSeconds: 1 },
    });
    releases.shift()?.();
    await first;
    // The queued one started as the first ended.
    await expect.poll(() => releases.length).toBe(2);
    for (const release of releases.splice(0)) release();
    await Promise.all([second, third]);
    expect(most).toBe(2);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });
});
