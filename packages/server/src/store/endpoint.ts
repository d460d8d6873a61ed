import { type RunOptions, runDataEndpoint } from './data';
import { isIdeaSave, saveIdeaNarrowly } from './ideaSave';
import { readFromCopy, readsFromCopy } from './meetingReads';

/**
 * Runs a data endpoint the cheapest way that answers as the whole load would: idea/save on its narrow load
 * (ideaSave.ts), a meeting's reads and the presence heartbeat from the instance's copy of the meeting
 * (meetingReads.ts), everything else, and whatever those leave, on the whole load (data.ts).
 */
export async function runEndpoint(options: RunOptions): Promise<unknown> {
  if (isIdeaSave(options)) {
    const done = await saveIdeaNarrowly(options);
    if (done) return done.value;
  } else if (readsFromCopy(options)) {
    const done = await readFromCopy(options);
    if (done) return done.value;
  }
  return runDataEndpoint(options);
}
