/**
 * What a committed write changed: a meeting or an initiative and its new revision. The store makes these after
 * each commit; the live channel (live/bus.ts) publishes them. An event never carries data.
 */
export interface LiveEvent {
  kind: 'meeting' | 'initiative';
  /** The meeting's or initiative's id. */
  id: string;
  /** Increases with every committed change of that meeting or initiative. */
  revision: number;
}
