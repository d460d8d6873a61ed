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
  /**
   * A meeting's: whether its clock may have moved (its status or its phases changed), so its bell is looked at
   * again (live/bells.ts). False for a change of its records only (an idea, a ballot); absent: it may have.
   */
  timing?: boolean;
  /**
   * When this instance heard it (`performance.now()`), set by the live channel and never sent: a load of the
   * meeting made before it does not show it, even at the same revision (who is here moves no revision).
   */
  heardAt?: number;
}
