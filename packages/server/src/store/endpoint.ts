import { type RunOptions, runDataEndpoint } from './data';
import { isIdeaSave, saveIdeaNarrowly } from './ideaSave';

/**
 * Runs a data endpoint the cheapest way that answers as the whole load would: idea/save on its narrow load
 * (ideaSave.ts); everything else, and whatever that leaves, on the whole load (data.ts).
 */
export async function runEndpoint(options: RunOptions): Promise<unknown> {
  if (isIdeaSave(options)) {
    const done = await saveIdeaNarrowly(options);
    if (done) return done.value;
  }
  return runDataEndpoint(options);
}
