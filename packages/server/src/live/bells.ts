/**
 * The bells of live meetings: a timer per meeting whose phase has a timed reveal (revealMode timer), so the
 * reveal is written and published on the live channel at the deadline with nobody acting. The domain decides
 * what the bell does (nextBellOf, settleMeeting) as it does on any read; this only makes it happen on time.
 * Armed at start-up for every live meeting and re-armed whenever the bus says a meeting changed (on any
 * instance: with several instances each arms its own timer, and the first write wins; the others find nothing
 * left to settle and publish nothing).
 */
import type { Db } from '../db/database';
import { databaseReason } from '../db/unavailable';
import { meetingBells, settleAtTheBell } from '../store/data';
import type { LiveBus, LiveEvent } from './bus';

/** setTimeout's limit (about 24.8 days): a later bell is looked at again then. */
const MAX_DELAY_MS = 2_147_483_647;
/** A bell that could not be settled (the database was away) rings again after this long. */
const RETRY_MS = 5_000;

export interface Bells {
  /** Resolves once the live meetings' bells are armed (start-up). */
  ready: Promise<void>;
  /** How many bells are armed (tests). */
  readonly size: number;
  close(): void;
}

export function createBells(options: {
  db: Db;
  bus: LiveBus;
  publish(events: LiveEvent[]): void;
  log(entry: Record<string, unknown>): void;
}): Bells {
  const { db, bus, publish, log } = options;
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  let closed = false;

  const disarm = (meetingId: string) => {
    clearTimeout(timers.get(meetingId));
    timers.delete(meetingId);
  };

  const arm = (meetingId: string, at: number | null) => {
    disarm(meetingId);
    if (closed || at === null) return;
    const delay = Math.max(0, at - Date.now());
    const timer = setTimeout(
      () => {
        timers.delete(meetingId);
        void (delay > MAX_DELAY_MS ? look([meetingId]) : ring(meetingId, at));
      },
      Math.min(delay, MAX_DELAY_MS),
    );
    // A bell never keeps the process alive on its own.
    timer.unref?.();
    timers.set(meetingId, timer);
  };

  const failed = (message: string) => (error: unknown) =>
    log({ level: 'error', message, reason: databaseReason(error) });

  /** Reads the bells of these meetings (or of every live one) and arms them. */
  const look = (meetingIds?: string[]) =>
    meetingBells(db, meetingIds)
      .then((bells) => {
        for (const [id, at] of bells) arm(id, at);
      })
      .catch(failed('reading the meetings’ bells failed'));

  /** The bell: the domain settles what is due; its change is published (and re-arms through the bus). */
  const ring = (meetingId: string, at: number) =>
    // Never earlier than the bell, whatever a clock's jitter says: the timer fired because it rang.
    settleAtTheBell(db, meetingId, Math.max(Date.now(), at))
      .then((events) => {
        if (events.length > 0) publish(events);
      })
      .catch((error) => {
        failed('settling a meeting at its bell failed')(error);
        // The database was away: the bell rings again a moment later (the domain settles it once).
        if (!closed) arm(meetingId, Date.now() + RETRY_MS);
      });

  const unsubscribe = bus.subscribe((event) => {
    // Only a change that may have moved the meeting's clock (not an idea or a ballot: `timing: false`).
    if (event.kind === 'meeting' && event.timing !== false) void look([event.id]);
  });
  // Events may have been missed (the bus's session dropped): every live meeting's bell is read again.
  const unhearInterruptions = bus.onInterruption?.(() => {
    void look();
  });

  return {
    ready: look(),
    get size() {
      return timers.size;
    },
    close() {
      closed = true;
      unsubscribe();
      unhearInterruptions?.();
      for (const id of [...timers.keys()]) disarm(id);
    },
  };
}
