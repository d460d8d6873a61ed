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

describe('the queue’s turns', () => {
  it('are fair by owner: a flood from one owner leaves the next free slot to someone else', async () => {
    const queue = hashQueue({ concurrency: 2, waiting: 10 });
    const order: string[] = [];
    const releases: Array<() => void> = [];
    const work = (owner: string) =>
      queue.run(
        () =>
          new Promise<void>((resolve) => {
            order.push(owner);
            releases.push(resolve);
          }),
        owner,
      );
    // The flood takes both slots while nobody else waits, and queues more.
    const flood = Array.from({ length: 5 }, () => work('attacker'));
    expect(order).toEqual(['attacker', 'attacker']);
    const other = work('someone');
    releases.shift()?.();
    await expect.poll(() => order.length).toBe(3);
    expect(order[2]).toBe('someone');
    for (let index = 0; index < 10 && releases.length > 0; index += 1) {
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all([other, ...flood]);
    expect(order.filter((owner) => owner === 'attacker')).toHaveLength(5);
  });
});
