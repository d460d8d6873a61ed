/**
 * The live channel's bus: after a write commits, the server publishes which meeting or initiative changed and its
 * new revision; every instance hears it (in process, or through PostgreSQL LISTEN/NOTIFY when several instances
 * share one database) and tells the streams of the people allowed to see that meeting or initiative. An event
 * never carries data: each client fetches its own view.
 */
import type { LiveEvent } from '../store/changes';

export type { LiveEvent };

export type LiveListener = (event: LiveEvent) => void;

/**
 * Two events of one meeting or initiative as one: the later revision, and `timing: false` only when neither said
 * its clock may have moved (a burst of idea saves stays `timing: false`; one phase change in it does not); heard
 * when the later was.
 */
export function mergedEvent(known: LiveEvent | undefined, event: LiveEvent): LiveEvent {
  if (!known) return event;
  const timing = known.timing === false && event.timing === false ? false : undefined;
  const heardAt = Math.max(
    known.heardAt ?? Number.NEGATIVE_INFINITY,
    event.heardAt ?? Number.NEGATIVE_INFINITY,
  );
  return {
    kind: event.kind,
    id: event.id,
    revision: Math.max(known.revision, event.revision),
    ...(timing === false ? { timing } : {}),
    ...(Number.isFinite(heardAt) ? { heardAt } : {}),
  };
}

export interface LiveBus {
  /** Called after the write's transaction committed. */
  publish(events: readonly LiveEvent[]): Promise<void>;
  /** Hears every event published by any instance on the same database. Returns the unsubscribe function. */
  subscribe(listener: LiveListener): () => void;
  /**
   * Told when events may have been missed (the bus's database session dropped, and again once it listens
   * anew): what listens should treat everything as changed. Returns the unsubscribe function.
   */
  onInterruption?(listener: () => void): () => void;
  /** Whether the bus hears the database now (readiness); absent: always. */
  listening?(): Promise<boolean>;
  close(): Promise<void>;
}

/** One instance, no database fan-out: what tests and a single PGlite server use. */
export function createLocalBus(): LiveBus {
  const listeners = new Set<LiveListener>();
  return {
    async publish(events) {
      for (const event of events) for (const listener of [...listeners]) listener(event);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
    },
  };
}
