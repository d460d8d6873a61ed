import { ApiFailure, ERROR_CODES } from '@chorus/domain';

/**
 * A bounded queue for password hashing (scrypt: 32 MiB and a few hundred milliseconds of a core each). At most
 * `concurrency` hashes run at once and at most `waiting` wait for their turn; past that the request is refused
 * at once with 429 and Retry-After instead of queueing behind a flood. The turns are fair by owner (the client's
 * address): an owner runs at most `concurrency - 1` hashes (at least one) while someone else waits, so a flood from
 * one client leaves a slot to everyone else (a valid sign-in waits for one hash of the flood, not all of them).
 */
export const HASH_QUEUE_DEFAULTS = { concurrency: 2, waiting: 16 } as const;

export const HASH_QUEUE_FULL = 'The server is busy checking passwords: try again in a moment';

export interface HashQueue {
  run<T>(work: () => Promise<T>, owner?: string): Promise<T>;
  /** Hashes running, and waiting. */
  readonly load: { running: number; waiting: number };
}

export function hashQueue(
  options: { concurrency?: number; waiting?: number; onFull?: () => void } = {},
): HashQueue {
  const concurrency = options.concurrency ?? HASH_QUEUE_DEFAULTS.concurrency;
  const limit = options.waiting ?? HASH_QUEUE_DEFAULTS.waiting;
  const perOwner = Math.max(1, concurrency - 1);
  let running = 0;
  const byOwner = new Map<string, number>();
  const queue: Array<{ owner: string; start: () => void }> = [];
  const begin = (owner: string) => {
    running += 1;
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + 1);
  };
  const next = (owner: string) => {
    running -= 1;
    const left = (byOwner.get(owner) ?? 1) - 1;
    if (left > 0) byOwner.set(owner, left);
    else byOwner.delete(owner);
    if (queue.length === 0) return;
    // The first in line whose owner is below its share; else the first in line (the slot is never left idle).
    let index = queue.findIndex((entry) => (byOwner.get(entry.owner) ?? 0) < perOwner);
    if (index < 0) index = 0;
    const [entry] = queue.splice(index, 1);
    if (entry) {
      begin(entry.owner);
      entry.start();
    }
  };
  return {
    get load() {
      return { running, waiting: queue.length };
    },
    run(work, owner = '') {
      const fair = (byOwner.get(owner) ?? 0) < perOwner || queue.length === 0;
      if (running < concurrency && fair) {
        begin(owner);
        return work().finally(() => next(owner));
      }
      if (queue.length >= limit) {
        options.onFull?.();
        return Promise.reject(
          new ApiFailure(ERROR_CODES.tooManyAttempts, HASH_QUEUE_FULL, { retryAfterSeconds: 1 }),
        );
      }
      return new Promise((resolve, reject) => {
        queue.push({
          owner,
          start: () => {
            work()
              .then(resolve, reject)
              .finally(() => next(owner));
          },
        });
      });
    },
  };
}
