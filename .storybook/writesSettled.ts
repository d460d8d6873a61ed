/**
 * A story's writes reach the mock database before the next story resets it. A play function may end as soon as
 * what it checks shows (an optimistic update), while the write it started is still on its way to the mock API:
 * that write would then land in the next story's fresh database (a contact starred there from the start). Every
 * request other than a GET is counted from its `fetch` to its answer, and `writesSettled` waits until none is in
 * flight, at most `limitMs` (a story that holds a write unanswered on purpose waits no longer than that).
 */
let pending = 0;
let waiters: Array<() => void> = [];

const original = globalThis.fetch.bind(globalThis);
globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  if (method === 'GET' || method === 'HEAD') return original(input, init);
  pending += 1;
  try {
    return await original(input, init);
  } finally {
    pending -= 1;
    if (pending === 0) for (const wake of waiters.splice(0)) wake();
  }
};

export function writesSettled(limitMs = 2_000): Promise<void> {
  if (pending === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      waiters = waiters.filter((wake) => wake !== done);
      resolve();
    }, limitMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    waiters.push(done);
  });
}
