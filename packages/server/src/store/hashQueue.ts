import { ApiFailure, ERROR_CODES } from '@chorus/mock-handlers/domain';

/**
 * A bounded queue for password hashing (scrypt: 32 MiB and a few hundred milliseconds of a core each). At most
 * `concurrency` hashes run at once and at most `waiting` wait for their turn; past that the request is refused
 * at once with 429 and Retry-After instead of queueing behind a flood (a valid sign-in then waits for at most
 * `waiting / concurrency` hashes, not for every guess ever sent).
 */
export const HASH_QUEUE_DEFAULTS = { concurrency: 2, waiting: 16 } as const;

export const HASH_QUEUE_FULL = 'The server is busy checking passwords: try again in a moment';

export interface HashQueue {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Hashes running, and waiting. */
  readonly load: { running: number; waiting: number };
}

export function hashQueue(
  options: { concurrency?: number; waiting?: number; onFull?: () => void } = {},
): HashQueue {
  const concurrency = options.concurrency ?? HASH_QUEUE_DEFAULTS.concurrency;
  const limit = options.waiting ?? HASH_QUEUE_DEFAULTS.waiting;
  let running = 0;
  const queue: Array<() => void> = [];
  const next = () => {
    running -= 1;
    const start = queue.shift();
    if (start) {
      running += 1;
      start();
    }
  };
  return {
    get load() {
      return { running, waiting: queue.length };
    },
    run(work) {
      if (running < concurrency) {
        running += 1;
        return work().finally(next);
      }
      if (queue.length >= limit) {
        options.onFull?.();
        return Promise.reject(
          new ApiFailure(ERROR_CODES.tooManyAttempts, HASH_QUEUE_FULL, { retryAfterSeconds: 1 }),
        );
      }
      return new Promise((resolve, reject) => {
        queue.push(() => {
          work().then(resolve, reject).finally(next);
        });
      });
    },
  };
}
