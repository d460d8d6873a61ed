import type { MeetingDetail } from '@chorus/mock-handlers/contracts';
import { OutcomeView } from './OutcomeView';
import { useOutcome } from './useOutcome';

/** The outcomes recorded in this meeting; the host records one with a review date. */
export function OutcomePanel({ meeting }: { meeting: MeetingDetail }) {
  return <OutcomeView {...useOutcome(meeting)} />;
}
