import { expect, test } from 'vitest';
import { createTurns } from './turns';

const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // A viewer's projection.
  }
};

test('turns run in the order asked, and the event loop goes round between slices of work', async () => {
  const turn = createTurns(10);
  const order: string[] = [];
  const work = async (name: string, ms: number) => {
    await turn();
    order.push(name);
    busy(ms);
  };
  // Something waiting for the event loop (a socket to write, a request to read) while 6 turns of 4 ms are asked.
  let loopWentRound = -1;
  setImmediate(() => {
    loopWentRound = order.length;
  });
  await Promise.all(['a', 'b', 'c', 'd', 'e', 'f'].map((name) => work(name, 4)));
  expect(order).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  // Not after every turn (a slice holds several), and not only at the end (the loop went round in between).
  expect(loopWentRound).toBeGreaterThan(0);
  expect(loopWentRound).toBeLessThan(6);
});

test('a turn within the slice starts at once: no wait for the event loop when there is little work', async () => {
  const turn = createTurns(50);
  let loopWentRound = false;
  setImmediate(() => {
    loopWentRound = true;
  });
  for (let index = 0; index < 20; index++) await turn();
  expect(loopWentRound).toBe(false);
});
