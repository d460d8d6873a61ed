/**
 * Turns for CPU-bound work that many callers queue at once: a round of the live channel projects a meeting for
 * every viewer (2,000 viewers of a meeting of 2,000 ideas: seconds of work). Run as one burst of microtasks, the
 * round would hold the event loop until the last viewer's projection: no stream would get its event before the
 * end, and no request would be answered meanwhile. Each caller awaits its turn, in the order asked; once a slice
 * of `sliceMs` has been used, the next turn waits for the event loop to go round (`setImmediate`: the sockets
 * written, the requests read), so events go out as they are made and the instance keeps answering.
 *
 * The work of a turn is what its caller does synchronously after the await (a viewer's projection); the slice is
 * measured from the first turn after the loop went round.
 */
export function createTurns(sliceMs = 10): () => Promise<void> {
  let tail: Promise<void> = Promise.resolve();
  let sliceStarted = performance.now();
  const loopRound = () =>
    new Promise<void>((resolve) =>
      setImmediate(() => {
        sliceStarted = performance.now();
        resolve();
      }),
    );
  // Each turn is the previous one's promise, followed by a check of the slice: the caller of the previous turn
  // has done its synchronous work by the time the check runs (its continuation was registered first).
  const check = (): Promise<void> | undefined =>
    performance.now() - sliceStarted >= sliceMs ? loopRound() : undefined;
  return () => {
    tail = tail.then(check);
    return tail;
  };
}
